import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import LayoutLabViews
import XCTest

/// SwiftUI's `Layout` protocol in GTK: each of `LayoutCase.all` in a real window, its shapes'
/// frames read from GTK's allocations — the frames SwiftUI documents, and the test host's.
final class GtkLayoutProtocolTests: XCTestCase {
    @MainActor func testEachCaseHasSwiftUIsFramesInGTK() async {
        for layoutCase in LayoutCase.all {
            let host = GtkTestHost(layoutCase.view(), width: layoutCase.width, height: layoutCase.height)
            host.settle()
            XCTAssertEqual(host.windowSize, CGSize(width: layoutCase.width, height: layoutCase.height), layoutCase.name)
            let frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
            XCTAssertEqual(frames, layoutCase.frames, "\(layoutCase.name) (\(layoutCase.source))")
            host.close()
        }
    }

    /// A real click (XTEST) at the centre of the frame the layout gave `widget`: it lands on the
    /// widget only if GTK placed it there.
    @MainActor private func clickCentre(of widget: WidgetHandle, in host: GtkTestHost) throws {
        let frame = try XCTUnwrap(host.frame(of: widget))
        host.click(inWindowAt: UnitPoint(x: frame.midX / host.windowSize.width, y: frame.midY / host.windowSize.height))
        host.settle()
    }

    /// A click changes a value a view gives its layout: GTK lays it out again where the layout
    /// now puts it.
    @MainActor func testAChangedLayoutValueMovesTheView() async throws {
        let host = GtkTestHost(ColumnsOfRanks(), width: 200, height: 60)
        let shape = host.findAll("GnomonDrawingArea")[1]
        XCTAssertEqual(host.frame(of: shape), CGRect(x: 50, y: 20, width: 50, height: 20))
        try clickCentre(of: try XCTUnwrap(host.find(label: "Move")), in: host)
        XCTAssertEqual(host.frame(of: shape), CGRect(x: 100, y: 20, width: 50, height: 20))
    }

    /// Switching the layout a container uses keeps its widgets, and GTK lays them out anew.
    @MainActor func testSwitchingLayoutsKeepsTheWidgets() async throws {
        let host = GtkTestHost(SwitchingLayouts(), width: 200, height: 100)
        let shape = host.findAll("GnomonDrawingArea")[0]
        let toggle = try XCTUnwrap(host.find(label: "Wide"))
        XCTAssertEqual(host.frame(of: shape)?.height, 100)
        try clickCentre(of: toggle, in: host)
        XCTAssertEqual(host.findAll("GnomonDrawingArea"), [shape])
        XCTAssertEqual(host.find(label: "Wide"), toggle)
        XCTAssertEqual(host.frame(of: shape)?.width, 200)
    }

    /// A stack whose view has a layout priority is laid out by Gnomon's layout manager, by
    /// SwiftUI's rules; its spacing still follows the model, and once no view asks, its own
    /// box layout (`GnomonBoxLayout`) lays it out again.
    @MainActor func testAStackTakesSwiftUIsRulesWhileAViewAsksForThem() async throws {
        let host = GtkTestHost(PrioritizedPair(), width: 200, height: 100)
        host.settle()
        let shapes = host.findAll("GnomonDrawingArea")
        let row = try XCTUnwrap(gtk_widget_get_parent(host.widgetPointer(shapes[0])))
        func manager() -> String { String(cString: gnomon_type_name(gtk_widget_get_layout_manager(row))) }
        XCTAssertEqual(shapes.map { host.frame(of: $0)?.width }, [0, 200])
        XCTAssertEqual(manager(), "GnomonLayoutManager")

        try clickCentre(of: try XCTUnwrap(host.find(label: "Wider gap")), in: host)
        XCTAssertEqual(shapes.map { host.frame(of: $0)?.minX }, [0, 10])
        XCTAssertEqual(shapes.map { host.frame(of: $0)?.width }, [0, 190])

        try clickCentre(of: try XCTUnwrap(host.find(label: "Priority")), in: host)
        XCTAssertEqual(manager(), "GnomonBoxLayout")
        XCTAssertEqual(shapes.map { host.frame(of: $0)?.width }, [95, 95])
        XCTAssertEqual(gtk_box_get_spacing(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBox.self)), 10, "the spacing written while it was kept aside")
        XCTAssertEqual(host.findAll("GnomonDrawingArea"), shapes)
    }

    /// In a stack laid out by SwiftUI's rules, `firstTextBaseline` lines up the baselines GTK
    /// measures: a large title and a small detail share one, so their tops differ.
    @MainActor func testTextAlignsByItsBaselineInAStackLaidOutBySwiftUIsRules() async throws {
        let host = GtkTestHost(TitleAndDetail(), width: 300, height: 100)
        host.settle()
        let labels = host.findAll("GnomonLabel")
        func baseline(_ label: WidgetHandle) throws -> CGFloat {
            let frame = try XCTUnwrap(host.frame(of: label))
            var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1
            gtk_widget_measure(host.widgetPointer(label), GTK_ORIENTATION_VERTICAL, Int32(frame.width), &minimum, &natural, &minimumBaseline, &naturalBaseline)
            XCTAssertGreaterThan(naturalBaseline, 0)
            return frame.minY + CGFloat(naturalBaseline)
        }
        XCTAssertEqual(try baseline(labels[0]), try baseline(labels[1]))
        XCTAssertLessThan(try XCTUnwrap(host.frame(of: labels[0])).minY, try XCTUnwrap(host.frame(of: labels[1])).minY)
    }

    /// `lastTextBaseline` puts a square's bottom on the last line of three, not the first: as
    /// far below GTK's baseline as two of the label's three lines. `firstTextBaseline` puts it
    /// on the first line (GTK's box put a view without text at the text's bottom).
    @MainActor func testTheLastTextBaselineIsTheLastLines() async throws {
        func squareBottomBelowText(_ alignment: VerticalAlignment) throws -> (offset: CGFloat, textHeight: CGFloat) {
            let host = GtkTestHost(HStack(alignment: alignment) {
                Text("one\ntwo\nthree")
                Rectangle().frame(width: 10, height: 10)
            }, width: 200, height: 120)
            defer { host.close() }
            host.settle()
            let text = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonLabel").first)))
            let square = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonDrawingArea").first)))
            return (square.maxY - text.minY, text.height)
        }
        let first = try squareBottomBelowText(.firstTextBaseline)
        let last = try squareBottomBelowText(.lastTextBaseline)
        XCTAssertGreaterThan(first.offset, 5)
        XCTAssertLessThan(first.offset, first.textHeight / 2, "the square's bottom on the first line, not the text's bottom")
        XCTAssertEqual(last.offset - first.offset, last.textHeight * 2 / 3, accuracy: 2, "\(first) \(last)")
    }

    /// A `GridRow` aligned by a text baseline lines its cells up as a stack does (GtkGrid had
    /// only the first baseline, and put a view without text at its top), and is as tall as
    /// its cells lined up: a square 40 tall on the first line of three reaches above the text.
    @MainActor func testAGridRowAlignsByTextBaselines() async throws {
        func cells(_ alignment: VerticalAlignment, squareHeight: CGFloat) throws -> (text: CGRect, square: CGRect, grid: CGRect) {
            let host = GtkTestHost(Grid {
                GridRow(alignment: alignment) {
                    Text("one\ntwo\nthree")
                    Rectangle().frame(width: 10, height: squareHeight)
                }
            }, width: 200, height: 200)
            defer { host.close() }
            host.settle()
            let text = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonLabel").first)))
            let square = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonDrawingArea").first)))
            let grid = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonLayout").first)))
            return (text, square, grid)
        }
        let first = try cells(.firstTextBaseline, squareHeight: 10)
        let last = try cells(.lastTextBaseline, squareHeight: 10)
        XCTAssertLessThan(first.square.maxY - first.text.minY, first.text.height / 2, "on the first line")
        XCTAssertEqual(
            (last.square.maxY - last.text.minY) - (first.square.maxY - first.text.minY), last.text.height * 2 / 3, accuracy: 2,
            "\(first) \(last)")
        let tall = try cells(.firstTextBaseline, squareHeight: 40)
        XCTAssertEqual(tall.square.minY, tall.grid.minY, accuracy: 1, "the square at the row's top")
        XCTAssertEqual(tall.square.maxY - tall.text.minY, first.square.maxY - first.text.minY, accuracy: 1, "on the first line still")
        XCTAssertEqual(tall.grid.height, tall.text.maxY - tall.square.minY, accuracy: 1, "the row holds both")
    }

    /// A square beside a stack of a title and a detail sits on the title's baseline, or the
    /// detail's: a stack's baselines are those of the text in it.
    @MainActor func testAStacksBaselinesAreItsTexts() async throws {
        for (alignment, line) in [(VerticalAlignment.firstTextBaseline, 0), (.lastTextBaseline, 1)] {
            let host = GtkTestHost(HStack(alignment: alignment) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title")
                    Text("Detail")
                }
                Rectangle().frame(width: 10, height: 10)
            }, width: 200, height: 120)
            defer { host.close() }
            host.settle()
            let label = host.findAll("GnomonLabel")[line]
            let text = try XCTUnwrap(host.frame(of: label))
            var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, baseline: Int32 = -1
            gtk_widget_measure(host.widgetPointer(label), GTK_ORIENTATION_VERTICAL, Int32(text.width), &minimum, &natural, &minimumBaseline, &baseline)
            XCTAssertGreaterThan(baseline, 0)
            let square = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonDrawingArea").first)))
            XCTAssertEqual(square.maxY, text.minY + CGFloat(baseline), accuracy: 1, "\(alignment)")
        }
    }

    /// A long text in a scroll view whose axis "Sideways" chooses.
    private struct SidewaysText: View {
        @State var sideways = true
        var body: some View {
            VStack {
                Toggle("Sideways", isOn: $sideways)
                ScrollView(sideways ? .horizontal : .vertical) { Text(String(repeating: "word ", count: 200)) }
            }
        }
    }

    /// Scrolling sideways, the text takes its natural width (one line); once the scroll view
    /// scrolls down instead, its viewport offers the text its own width, and the text wraps.
    @MainActor func testAScrollViewsAxesDecideWhatItsContentIsOffered() async throws {
        let host = GtkTestHost(SidewaysText(), width: 300, height: 200)
        host.settle()
        let text = try XCTUnwrap(host.findAll("GnomonLabel").first)
        XCTAssertGreaterThan(try XCTUnwrap(host.frame(of: text)).width, 1_000, "one line")
        try clickCentre(of: try XCTUnwrap(host.find(label: "Sideways")), in: host)
        XCTAssertLessThanOrEqual(try XCTUnwrap(host.frame(of: text)).width, 300, "wrapped to the window")
    }

    /// Container-relative frames take their share of the window's content, and follow it as the
    /// window is resized (GTK measures them again).
    @MainActor func testContainerRelativeFramesFollowTheWindow() async {
        let host = GtkTestHost(QuarterAndThreeQuarters(), width: 410, height: 100)
        host.settle()
        var frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 95, height: 100), CGRect(x: 105, y: 0, width: 305, height: 100)])
        host.resize(width: 810, height: 100)
        host.settle()
        frames = host.findAll("GnomonDrawingArea").map { host.frame(of: $0) }
        XCTAssertEqual(frames, [CGRect(x: 0, y: 0, width: 195, height: 100), CGRect(x: 205, y: 0, width: 605, height: 100)])
    }

    /// In a scroll view, the container is what the scroll view shows: each page as wide as it.
    @MainActor func testPagesInAScrollViewAreAsWideAsItShows() async {
        let host = GtkTestHost(ScrollingPages(), width: 300, height: 100)
        host.settle()
        XCTAssertEqual(host.findAll("GnomonDrawingArea").map { host.frame(of: $0)?.width }, [300, 300, 300])
        XCTAssertEqual(host.findAll("GnomonDrawingArea").map { host.frame(of: $0)?.minX }, [0, 300, 600])
        host.resize(width: 400, height: 100)
        host.settle()
        XCTAssertEqual(host.findAll("GnomonDrawingArea").map { host.frame(of: $0)?.width }, [400, 400, 400])
    }

    /// A reader's content shows the size GTK gives it, and follows the window as it is resized.
    @MainActor func testAGeometryReaderFollowsTheWindow() async {
        let host = GtkTestHost(SizeReadout(), width: 300, height: 200)
        host.settle()
        XCTAssertNotNil(host.find(text: "300 × 200"), host.dump())
        host.resize(width: 420, height: 240)
        host.settle()
        XCTAssertNotNil(host.find(text: "420 × 240"), host.dump())
    }

    /// `onGeometryChange` hears the width GTK gives the bar, and each change of it.
    @MainActor func testGeometryChangesReachTheAction() async {
        let host = GtkTestHost(MeasuredBar(), width: 200, height: 100)
        host.settle()
        XCTAssertNotNil(host.find(text: "200 wide, 1 changes"), host.dump())
        host.resize(width: 320, height: 100)
        host.settle()
        XCTAssertNotNil(host.find(text: "320 wide, 2 changes"), host.dump())
    }

    /// LayoutLab's Export menu, clicked as a person clicks it: the case is drawn to the file
    /// chosen in GTK's file chooser, as PDF (its text a reader finds), SVG and PNG.
    @MainActor func testLayoutLabExportsTheCaseThroughTheFileChooser() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lab-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flow = try XCTUnwrap(LayoutCase.all.firstIndex { $0.name.hasPrefix("A flow layout") })
        let host = GtkTestHost(scene: WindowGroup("Layout Lab") { LayoutLabView(selection: flow) }.defaultSize(width: 860, height: 520))
        defer { host.close() }
        host.settle()
        let menu = try XCTUnwrap(host.find(text: "Export"), "the Export menu is in the header bar")
        for (item, suffix, magic) in [("PDF…", "pdf", Data("%PDF".utf8)), ("SVG…", "svg", Data("<?xml".utf8)), ("PNG…", "png", Data([0x89, 0x50, 0x4E, 0x47]))] {
            host.chooseMenuItem(item, in: menu)
            host.settle()
            let name = "\(LayoutCase.all[flow].name).\(suffix)"
            XCTAssertEqual(host.presentedFileDialogs.map(\.dialog.action), [.save(name: name)], item)
            guard let dialog = host.presentedFileDialogs.first else { continue }
            let target = directory.appendingPathComponent(name)
            host.answerFileDialog(of: dialog.widget, with: [target])
            host.settle()
            let data = try Data(contentsOf: target)
            XCTAssertEqual(data.prefix(magic.count), magic, item)
            XCTAssertNotNil(host.find(text: "Exported \(name)"), item)
        }
        let text = Process()
        text.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
        text.arguments = [directory.appendingPathComponent("\(LayoutCase.all[flow].name).pdf").path, "-"]
        let output = Pipe()
        text.standardOutput = output
        try text.run()
        text.waitUntilExit()
        let words = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(words.contains("wraps its views into lines"), words)
    }

    /// `ViewThatFits` in GTK: the same choice, and frames, as the test host's; the view not
    /// chosen is not shown.
    @MainActor func testViewThatFitsChoosesAsTheWindowResizes() async throws {
        let host = GtkTestHost(LayoutCase.viewThatFits.view(), width: 200, height: 40)
        defer { host.close() }
        host.settle()
        let wide = host.findAll("GnomonDrawingArea")[0], narrow = host.findAll("GnomonDrawingArea")[1]
        XCTAssertEqual(host.frame(of: wide), CGRect(x: 25, y: 10, width: 150, height: 20))
        XCTAssertNil(host.frame(of: narrow))
        host.resize(width: 100, height: 40)
        XCTAssertNil(host.frame(of: wide))
        XCTAssertEqual(host.frame(of: narrow), CGRect(x: 20, y: 10, width: 60, height: 20))
        host.resize(width: 200, height: 40)
        XCTAssertEqual(host.frame(of: wide), CGRect(x: 25, y: 10, width: 150, height: 20))
        XCTAssertNil(host.frame(of: narrow))
    }

    /// A reader measures from the view named around it, in GTK as in the test host.
    @MainActor func testANamedCoordinateSpaceIsMeasuredFrom() async throws {
        let host = GtkTestHost(NamedSpaceReadout(), width: 200, height: 200)
        defer { host.close() }
        host.settle()
        XCTAssertNotNil(host.find(text: "named 0,20 global 0,50"), host.dump())
    }
}
