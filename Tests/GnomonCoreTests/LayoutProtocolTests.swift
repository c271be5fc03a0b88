import Foundation
import GnomonCore
import GnomonTesting
import LayoutLabViews
import Testing

/// SwiftUI's `Layout` protocol, headless: each of `LayoutCase.all` laid out by the test host's
/// twin of GTK's layout, at SwiftUI's documented frames.
@Suite("Layout protocol") @MainActor
struct LayoutProtocolTests {
    @Test(arguments: LayoutCase.all.indices)
    func eachCaseHasSwiftUIsFrames(_ index: Int) {
        let layoutCase = LayoutCase.all[index]
        let host = TestHost(layoutCase.view(), width: layoutCase.width, height: layoutCase.height)
        host.settle()
        let frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        #expect(frames == layoutCase.frames, "\(layoutCase.name) (\(layoutCase.source))")
    }
}

/// A layout's other inputs: its views' values, its cache, switching layouts, the direction.
@Suite("Layout protocol: values, cache, AnyLayout") @MainActor
struct LayoutProtocolBehaviourTests {
    /// `lastTextBaseline` puts a square's bottom on text's last line, `firstTextBaseline` on
    /// its first (the model's lines are 18 apart, its first baseline 14 down); a stack aligned
    /// by the last baseline is laid out by SwiftUI's rules, as GTK's box has only the first.
    @Test(arguments: [(VerticalAlignment.firstTextBaseline, CGFloat(14)), (.lastTextBaseline, 50)])
    func aSquareSitsOnTheBaselineAsked(_ alignment: VerticalAlignment, _ baseline: CGFloat) throws {
        let host = TestHost(HStack(alignment: alignment) {
            Text("one\ntwo\nthree")
            Rectangle().frame(width: 10, height: 10)
        }, width: 200, height: 120)
        host.settle()
        let label = try #require(host.findAll("GnomonLabel").first)
        let shape = try #require(host.findAll("GnomonDrawingArea").first)
        let text = try #require(host.frame(of: label))
        let square = try #require(host.frame(of: shape))
        #expect(square.maxY - text.minY == baseline)
    }

    /// A stack's baselines are those of the text in it (SwiftUI: a `VStack`'s first baseline
    /// is its first view's, its last its last view's): a square beside a title and a detail
    /// sits on the title's baseline (14) or on the detail's, 18 + 4 lower.
    @Test(arguments: [(VerticalAlignment.firstTextBaseline, CGFloat(14)), (.lastTextBaseline, 36)])
    func aSquareSitsOnTheBaselineOfAStackBesideIt(_ alignment: VerticalAlignment, _ baseline: CGFloat) throws {
        let host = TestHost(HStack(alignment: alignment) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Title")
                Text("Detail")
            }
            Rectangle().frame(width: 10, height: 10)
        }, width: 200, height: 120)
        host.settle()
        let stack = try #require(host.findAll("GtkBox").last)
        let shape = try #require(host.findAll("GnomonDrawingArea").first)
        let column = try #require(host.frame(of: stack))
        let square = try #require(host.frame(of: shape))
        #expect(square.maxY - column.minY == baseline)
    }

    /// A `GridRow` aligned by a text baseline lines up its cells as a stack does, and is as
    /// tall as they are lined up: a square 40 tall on the first line of three (14 down) reaches
    /// 26 above the text, and the row is 26 + 54 tall (SwiftUI's `Grid` sizes a row by its
    /// cells' alignment guides).
    @Test(arguments: [(VerticalAlignment.firstTextBaseline, CGFloat(14)), (.lastTextBaseline, 50)])
    func aGridRowAlignsByTheBaselineAsked(_ alignment: VerticalAlignment, _ baseline: CGFloat) throws {
        for squareHeight in [CGFloat(10), 40] {
            let host = TestHost(Grid {
                GridRow(alignment: alignment) {
                    Text("one\ntwo\nthree")
                    Rectangle().frame(width: 10, height: squareHeight)
                }
            }, width: 200, height: 200)
            host.settle()
            let label = try #require(host.findAll("GnomonLabel").first)
            let shape = try #require(host.findAll("GnomonDrawingArea").first)
            let layout = try #require(host.findAll("GnomonLayout").first)
            let text = try #require(host.frame(of: label))
            let square = try #require(host.frame(of: shape))
            let grid = try #require(host.frame(of: layout))
            #expect(square.maxY - text.minY == baseline)
            #expect(grid.height == max(text.height, squareHeight - baseline + text.height), "\(squareHeight)")
            #expect(min(text.minY, square.minY) == grid.minY)
        }
    }

    @Test func aLayoutReadsItsViewsValues() throws {
        let host = TestHost(ColumnsOfRanks(), width: 200, height: 60)
        let shapes = host.findAll("GnomonDrawingArea")
        #expect(host.frame(of: shapes[0]) == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(host.frame(of: shapes[1]) == CGRect(x: 50, y: 20, width: 50, height: 20))
        host.tap(try #require(host.find(label: "Move")))
        host.settle()
        #expect(host.frame(of: shapes[1]) == CGRect(x: 100, y: 20, width: 50, height: 20), "the value changed, the view moved")
        #expect(host.lastMutations.map(\.description).contains { $0.contains("layout-child") }, "\(host.lastMutations)")
    }

    /// Counts how often its cache is made and brought up to date.
    final class CacheLog { var made = 0; var updated = 0 }

    struct Counted: Layout {
        let log: CacheLog
        func makeCache(subviews: Subviews) -> Int {
            log.made += 1
            return subviews.count
        }
        func updateCache(_ cache: inout Int, subviews: Subviews) {
            log.updated += 1
            cache = subviews.count
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            #expect(cache == subviews.count, "the cache is up to date before the layout is asked")
            return CGSize(width: 10, height: 10 * CGFloat(cache))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 10 * CGFloat(index)), proposal: .unspecified)
            }
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheViewsChange() {
        let log = CacheLog()
        let engine = LayoutEngine(LayoutDescription.of(Counted(log: log)))
        let children = FixedChildren(sizes: [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])
        _ = engine.sizeThatFits(.unspecified, children: children)
        engine.place(in: CGRect(x: 0, y: 0, width: 10, height: 20), children: children)
        #expect((log.made, log.updated) == (1, 0))
        children.sizes.append(CGSize(width: 10, height: 10))
        engine.childrenChanged()
        #expect(engine.sizeThatFits(.unspecified, children: children) == CGSize(width: 10, height: 30))
        #expect((log.made, log.updated) == (1, 1))
        #expect(children.placed.count == 2)
    }

    /// Places only its first view.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aViewTheLayoutDoesNotPlaceGoesAtTheCentre() {
        let engine = LayoutEngine(LayoutDescription.of(FirstOnly()))
        let children = FixedChildren(sizes: [CGSize(width: 10, height: 10), CGSize(width: 20, height: 30)])
        engine.place(in: CGRect(x: 0, y: 0, width: 100, height: 100), children: children)
        #expect(children.placed == [0: CGRect(x: 0, y: 0, width: 10, height: 10), 1: CGRect(x: 40, y: 35, width: 20, height: 30)])
    }

    /// Children of fixed sizes, recording where they are placed.
    final class FixedChildren: LayoutChildren {
        var sizes: [CGSize]
        var placed: [Int: CGRect] = [:]
        init(sizes: [CGSize]) { self.sizes = sizes }
        var count: Int { sizes.count }
        var layoutDirection: LayoutDirection { .leftToRight }
        var originInWindow: CGPoint { .zero }
        var containerSize: CGSize? { nil }
        func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize { sizes[index] }
        func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines? { nil }
        func traits(of index: Int) -> LayoutChildTraits { LayoutChildTraits() }
        func place(_ index: Int, in frame: CGRect) { placed[index] = frame }
        func hide(_ index: Int) { placed[index] = nil }
    }

    @Test func switchingLayoutsKeepsTheViewsAndTheirState() throws {
        let host = TestHost(SwitchingLayouts(), width: 200, height: 100)
        let shape = host.findAll("GnomonDrawingArea")[0]
        let toggle = try #require(host.find(label: "Wide"))
        #expect(host.frame(of: shape)?.height == 100, "side by side, the rectangle is as tall as the window")
        host.tap(toggle)
        host.settle()
        #expect(host.findAll("GnomonDrawingArea") == [shape], "the same widget")
        #expect(host.find(label: "Wide") == toggle)
        #expect(host.frame(of: shape)?.width == 200, "stacked, the rectangle is as wide as the window")
        let layout = host.findAll("GnomonLayout")[0]
        #expect(host.lastMutations.map(\.description).contains("set GnomonLayout#\(layout.id) layout=\"VStackLayout\""), "\(host.lastMutations)")
        #expect(!host.lastMutations.contains { $0.description.hasPrefix("insert") || $0.description.hasPrefix("remove") })
    }

    @Test func aStackTakesSwiftUIsRulesWhileAViewAsksForThem() throws {
        let host = TestHost(PrioritizedPair(), width: 200, height: 100)
        let shapes = host.findAll("GnomonDrawingArea")
        let row = try #require(host.findAll("GtkBox").first { (host.property(.layout, of: $0) ?? nil)?.description == "HStackLayout" })
        #expect(shapes.map { host.frame(of: $0)?.width } == [0, 200], "the view of higher priority is offered the row first")

        host.tap(try #require(host.find(label: "Wider gap")))
        host.settle()
        #expect(shapes.map { host.frame(of: $0)?.minX } == [0, 10])
        #expect(shapes.map { host.frame(of: $0)?.width } == [0, 190])

        host.tap(try #require(host.find(label: "Priority")))
        host.settle()
        #expect(shapes.map { host.frame(of: $0)?.width } == [95, 95], "no priority: GtkBox's equal shares")
        #expect((host.property(.layout, of: row) ?? nil) == nil, "the box lays itself out again")
        #expect(host.findAll("GnomonDrawingArea") == shapes)
        #expect(!host.lastMutations.contains { $0.description.hasPrefix("insert") || $0.description.hasPrefix("remove") })
        #expect(host.lastMutations.map(\.description).contains("set GtkBox#\(row.id) layout=null"), "\(host.lastMutations)")
    }

    @Test func aStackLaidOutBySwiftUIsRulesAlignsTextByItsFirstBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("two\nlines")
            Text("one").layoutPriority(1)
        }
        let host = TestHost(view, width: 200, height: 100)
        let labels = host.findAll("GnomonLabel")
        let frames = try labels.map { try #require(host.frame(of: $0)) }
        #expect(frames.map(\.height) == [36, 18])
        #expect(frames[0].minY == frames[1].minY, "first lines side by side, not bottoms")
    }

    /// Two `GridRow`s of a label and a shape, in a grid or, with "Grid" off, stacked.
    struct GridOrStack: View {
        @State var grid = true
        var body: some View {
            let layout = grid ? AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: 10, verticalSpacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                GridRow {
                    Toggle("Grid", isOn: $grid)
                    Rectangle().frame(width: 40, height: 10)
                }
                GridRow(alignment: .bottom) {
                    Rectangle().frame(width: 20, height: 30)
                    Rectangle().frame(width: 60, height: 10)
                }
            }
        }
    }

    @Test func aGridLayoutLinesUpCellsAndSwitchingToAStackKeepsThem() throws {
        let host = TestHost(GridOrStack(), width: 300, height: 200)
        let toggle = try #require(host.find(label: "Grid"))
        let shapes = host.findAll("GnomonDrawingArea")
        let toggleWidth = try #require(host.frame(of: toggle)).width
        let column = max(toggleWidth, 20), second = 300 / 2 - (column + 10 + 60) / 2 + column + 10
        #expect(host.frame(of: shapes[0])?.minX == second, "the second column starts after the wider first cell")
        #expect(host.frame(of: shapes[2])?.minX == second)
        #expect(host.frame(of: shapes[2])?.maxY == host.frame(of: shapes[1])?.maxY, "a row aligned at the bottom")
        host.tap(toggle)
        host.settle()
        #expect(host.findAll("GnomonDrawingArea") == shapes, "the same widgets")
        #expect(host.find(label: "Grid") == toggle)
        let stacked = shapes.compactMap { host.frame(of: $0) }
        #expect(stacked.map(\.height) == [10, 30, 10], "a GridRow outside a grid adds its views to the stack")
        #expect(stacked[0].maxY <= stacked[1].minY && stacked[1].maxY <= stacked[2].minY)
        #expect(!host.lastMutations.contains { $0.description.hasPrefix("insert") || $0.description.hasPrefix("remove") })
    }

    @Test func aGridCellSpansColumnsAndAGridMirrorsRightToLeft() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let grid = GridLayout(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Rectangle().frame(width: 30, height: 10); Rectangle().frame(width: 50, height: 10) }
            GridRow { Rectangle().frame(height: 10).gridCellColumns(2) }
        }
        let host = TestHost(grid.fixedSize(), width: 200, height: 100, environment: environment)
        let frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        #expect(frames == [
            CGRect(x: 110, y: 40, width: 30, height: 10), CGRect(x: 60, y: 40, width: 50, height: 10),
            CGRect(x: 60, y: 50, width: 80, height: 10),
        ], "the first column on the right; the spanning cell as wide as both")
    }

    @Test func aRightToLeftLayoutPlacesFromTheRight() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let host = TestHost(
            HStackLayout(spacing: 0) { Rectangle().frame(width: 50); Rectangle() }, width: 200, height: 100, environment: environment)
        let frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        #expect(frames == [CGRect(x: 150, y: 0, width: 50, height: 100), CGRect(x: 0, y: 0, width: 150, height: 100)])
    }
}

/// `containerRelativeFrame`: a length that follows the container's, here the window's.
@Suite("containerRelativeFrame") @MainActor
struct ContainerRelativeFrameTests {
    @Test func viewsTakeTheirShareOfTheWindowAndFollowIt() {
        let host = TestHost(QuarterAndThreeQuarters(), width: 410, height: 100)
        var frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        #expect(frames == [CGRect(x: 0, y: 0, width: 95, height: 100), CGRect(x: 105, y: 0, width: 305, height: 100)])
        host.resize(width: 810, height: 100)
        frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        #expect(frames == [CGRect(x: 0, y: 0, width: 195, height: 100), CGRect(x: 205, y: 0, width: 605, height: 100)])
    }

    @Test func aComputedLengthAndABadCountAreKeptInBounds() {
        let capture = LogCapture(expecting: "containerRelativeFrame")
        defer { capture.stop() }
        let host = TestHost(
            VStackLayout(spacing: 0) {
                Rectangle().frame(height: 10).containerRelativeFrame(.horizontal) { length, axis in axis == .horizontal ? length * 0.5 : 0 }
                Rectangle().frame(height: 10).containerRelativeFrame(.horizontal, count: 0, spacing: 4)
            }, width: 200, height: 100)
        let frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0)?.width }
        #expect(frames == [100, 200], "half, then the whole container for a count of 0")
        #expect(capture.messages.contains { $0.contains("count: 0") }, "\(capture.messages)")
    }
}

/// `GeometryReader`: its content sees the room it is given, and sees it again as it changes.
@Suite("GeometryReader") @MainActor
struct GeometryReaderTests {
    @Test func itsContentReadsItsSizeAndFollowsTheWindow() {
        let host = TestHost(SizeReadout(), width: 300, height: 200)
        host.settle()
        #expect(host.find(text: "300 × 200") != nil, "\(host.dump())")
        host.resize(width: 400, height: 120)
        host.settle()
        #expect(host.find(text: "400 × 120") != nil, "\(host.dump())")
        host.settle()
        #expect(host.lastMutations.isEmpty, "laid out at the same size, nothing changes")
    }

    final class Frames { var seen: [CGRect] = [] }

    @Test func itsFrameIsInTheWindowsCoordinates() {
        let frames = Frames()
        let host = TestHost(
            VStackLayout(spacing: 0) {
                Rectangle().frame(height: 40)
                GeometryReader { proxy in
                    let _ = frames.seen.append(proxy.frame(in: .global))
                    Rectangle().frame(width: proxy.frame(in: .local).width)
                }
            }, width: 200, height: 100)
        host.settle()
        #expect(frames.seen.last == CGRect(x: 0, y: 40, width: 200, height: 60), "\(frames.seen)")
    }
}

/// `onGeometryChange`: the action hears the view's geometry once it is laid out, and again
/// only when what it reads changes.
@Suite("onGeometryChange") @MainActor
struct GeometryChangeTests {
    final class Heard { var values: [CGFloat] = [] }

    @Test func theFirstLayoutIsHeardEvenWhenItReadsAsZero() {
        let heard = Heard()
        let host = TestHost(
            Rectangle().onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .global).minY }) { heard.values.append($0) },
            width: 200, height: 100)
        host.settle()
        #expect(heard.values == [0])
    }

    @Test func theActionHearsEachChangeOnce() {
        let host = TestHost(MeasuredBar(), width: 200, height: 100)
        host.settle()
        #expect(host.find(text: "200 wide, 1 changes") != nil, "\(host.dump())")
        host.resize(width: 200, height: 160)
        host.settle()
        #expect(host.find(text: "200 wide, 1 changes") != nil, "a taller window leaves the width alone: \(host.dump())")
        host.resize(width: 320, height: 160)
        host.settle()
        #expect(host.find(text: "320 wide, 2 changes") != nil, "\(host.dump())")
    }
}

/// The LayoutLab sample: every case in its sidebar, the chosen one laid out in a box of the
/// case's room, at the frames the case states (offset by the box).
@Suite("LayoutLab") @MainActor
struct LayoutLabTests {
    @Test func choosingACaseLaysItOutInItsBox() throws {
        let host = TestHost(LayoutLabView(), width: 860, height: 520)
        host.settle()
        let list = try #require(host.findAll("GtkListView").first)
        let flow = try #require(LayoutCase.all.firstIndex { $0.name.hasPrefix("A flow layout") })
        host.clickRow(flow, in: list, modifiers: [])
        host.settle()
        #expect(host.find(text: LayoutCase.all[flow].name) != nil)
        let box = try #require(host.findAll("GnomonLayout").first { host.property(.layout, of: $0)?.description == "_FlexibleFrameLayout" })
        let origin = try #require(host.frame(of: box)).origin
        // The case's shapes, not the box's border (a stroked rectangle over it).
        let shapes = host.findAll("GnomonDrawingArea").filter { host.property(.drawing, of: $0)?.description.hasPrefix("fill") == true }
        let frames = shapes.compactMap { host.frame(of: $0) }.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
        #expect(frames == LayoutCase.all[flow].frames.compactMap { $0 })
    }

    /// `ViewThatFits` shows the first view whose ideal width fits, the last if none does, and
    /// hides the others; a resize chooses again.
    @Test func viewThatFitsShowsTheFirstViewThatFits() {
        let host = TestHost(LayoutCase.viewThatFits.view(), width: 200, height: 40)
        host.settle()
        let wide = host.findAll("GnomonDrawingArea")[0], narrow = host.findAll("GnomonDrawingArea")[1]
        #expect(host.frame(of: wide) == CGRect(x: 25, y: 10, width: 150, height: 20))
        #expect(host.frame(of: narrow) == nil)
        host.resize(width: 100, height: 40)
        #expect(host.frame(of: wide) == nil)
        #expect(host.frame(of: narrow) == CGRect(x: 20, y: 10, width: 60, height: 20))
        host.resize(width: 200, height: 40)
        #expect(host.frame(of: wide) == CGRect(x: 25, y: 10, width: 150, height: 20))
    }
}

extension LayoutProtocolTests {
    /// Along the axes it does not check, a view is offered the room: text that wraps to
    /// three lines at that width does not fit a one-line height.
    @Test func viewThatFitsMeasuresAtTheWidthGivenWhenCheckingHeight() {
        let host = TestHost(ViewThatFits(in: .vertical) {
            Text("A label long enough to wrap")
            Text("Short")
        }, width: 100, height: 20)
        host.settle()
        #expect(host.find(text: "A label long enough to wrap").flatMap(host.frame(of:)) == nil)
        #expect(host.find(text: "Short").flatMap(host.frame(of:)) != nil)
    }

    /// A reader measures from the view around it named by `coordinateSpace(name:)`.
    @Test func aNamedCoordinateSpaceIsMeasuredFrom() {
        let host = TestHost(NamedSpaceReadout(), width: 200, height: 200)
        host.settle()
        #expect(host.find(text: "named 0,20 global 0,50") != nil, "\(host.dump())")
    }
}
