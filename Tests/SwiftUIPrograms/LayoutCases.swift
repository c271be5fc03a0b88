import Gnomon

/// Layouts with the frames SwiftUI gives their views, as its documentation and objc.io's
/// "SwiftUI Layout Explained" (Swift Talk 225–238, which measures them against SwiftUI)
/// state them: each case is a view, the window it is laid out in, and the frame of each of
/// its shapes in tree order. Both test hosts lay each case out and must report these frames.
public struct LayoutCase: Sendable {
    public let name: String
    /// Where SwiftUI documents the rule.
    public let source: String
    public let width: Int
    public let height: Int
    /// The shapes' frames, in tree order, in the window's coordinates.
    public let frames: [CGRect]
    public let view: @MainActor @Sendable () -> AnyView

    init(
        _ name: String, source: String, width: Int = 200, height: Int = 100, frames: [CGRect],
        view: @escaping @MainActor @Sendable () -> some View
    ) {
        self.name = name
        self.source = source
        self.width = width
        self.height = height
        self.frames = frames
        self.view = { AnyView(view()) }
    }
}

extension LayoutCase {
    public static let all: [LayoutCase] = [
        LayoutCase(
            "A rectangle takes the size proposed", source: "Swift Talk 225; Shape: 'fills the frame proposed'",
            frames: [CGRect(x: 0, y: 0, width: 200, height: 100)]
        ) { Rectangle() },
        LayoutCase(
            "An HStack gives flexible views equal shares", source: "Swift Talk 231; HStack: 'divides the width'",
            frames: [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100)]
        ) { HStackLayout(spacing: 0) { Rectangle(); Rectangle() } },
        LayoutCase(
            "An HStack places the least flexible view first", source: "Swift Talk 232",
            frames: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 150, height: 100)]
        ) { HStackLayout(spacing: 0) { Rectangle().frame(width: 50); Rectangle() } },
        LayoutCase(
            "An HStack leaves its spacing between views", source: "HStackLayout(spacing:)",
            width: 210,
            frames: [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100)]
        ) { HStackLayout(spacing: 10) { Rectangle(); Rectangle() } },
        LayoutCase(
            "A higher layout priority is offered the room first", source: "Swift Talk 235; layoutPriority(_:)",
            frames: [CGRect(x: 0, y: 0, width: 0, height: 100), CGRect(x: 0, y: 0, width: 200, height: 100)]
        ) { HStackLayout(spacing: 0) { Rectangle(); Rectangle().layoutPriority(1) } },
        LayoutCase(
            "Padding is taken from the share before the view is offered it", source: "padding(_:); Swift Talk 231",
            frames: [CGRect(x: 10, y: 10, width: 80, height: 80), CGRect(x: 100, y: 0, width: 100, height: 100)]
        ) { HStackLayout(spacing: 0) { Rectangle().padding(10); Rectangle() } },
        LayoutCase(
            "An HStack aligns its views' tops, and is centred in the window", source: "HStackLayout(alignment:); VerticalAlignment.top",
            frames: [CGRect(x: 50, y: 20, width: 50, height: 20), CGRect(x: 100, y: 20, width: 50, height: 60)]
        ) {
            HStackLayout(alignment: .top, spacing: 0) {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 50, height: 60)
            }
        },
        LayoutCase(
            "An HStack aligns its views' bottoms", source: "VerticalAlignment.bottom",
            frames: [CGRect(x: 50, y: 60, width: 50, height: 20), CGRect(x: 100, y: 20, width: 50, height: 60)]
        ) {
            HStackLayout(alignment: .bottom, spacing: 0) {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 50, height: 60)
            }
        },
        LayoutCase(
            "A VStack gives a fixed view its height and the rest to the flexible one", source: "VStackLayout; Swift Talk 232",
            frames: [CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 30, width: 200, height: 70)]
        ) { VStackLayout(spacing: 0) { Rectangle().frame(height: 30); Rectangle() } },
        LayoutCase(
            "A ZStack aligns its layers on one point", source: "ZStackLayout(alignment:)",
            frames: [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 180, y: 90, width: 20, height: 10)]
        ) {
            ZStackLayout(alignment: .bottomTrailing) {
                Rectangle()
                Rectangle().frame(width: 20, height: 10)
            }
        },
        LayoutCase(
            "A flow layout of the app's own wraps its views into lines", source: "Layout; WWDC22 'Compose custom layouts with SwiftUI'",
            frames: [
                CGRect(x: 0, y: 25, width: 60, height: 20), CGRect(x: 70, y: 25, width: 60, height: 20),
                CGRect(x: 140, y: 25, width: 60, height: 20), CGRect(x: 0, y: 55, width: 60, height: 20),
                CGRect(x: 70, y: 55, width: 60, height: 20),
            ]
        ) {
            FlowLayout(spacing: 10) {
                ForEach(0..<5, id: \.self) { _ in Rectangle().frame(width: 60, height: 20) }
            }
        },
        LayoutCase(
            "An alignment guide moves where a view aligns", source: "alignmentGuide(_:computeValue:)",
            width: 175,
            frames: [CGRect(x: 75, y: 30, width: 50, height: 20), CGRect(x: 50, y: 50, width: 50, height: 20)]
        ) {
            VStackLayout(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 50, height: 20).alignmentGuide(.leading) { $0.width / 2 }
            }
        },
        LayoutCase(
            "Views align on an alignment of the app's own", source: "AlignmentID; VerticalAlignment(_:)",
            frames: [CGRect(x: 50, y: 30, width: 50, height: 40), CGRect(x: 100, y: 50, width: 50, height: 20)]
        ) {
            HStackLayout(alignment: VerticalAlignment(Middle.self), spacing: 0) {
                Rectangle().frame(width: 50, height: 40)
                Rectangle().frame(width: 50, height: 20).alignmentGuide(VerticalAlignment(Middle.self)) { _ in 0 }
            }
        },
        LayoutCase(
            "A frame with a finite maximum offers the room up to it", source: "frame(minWidth:idealWidth:maxWidth:…); Swift Talk 227",
            frames: [CGRect(x: 40, y: 0, width: 120, height: 100)]
        ) { Rectangle().frame(maxWidth: 120) },
        LayoutCase(
            "A frame with a maximum is as wide as the room up to it, its content centred", source: "frame(maxWidth:alignment:)",
            frames: [CGRect(x: 75, y: 0, width: 50, height: 100)]
        ) { Rectangle().frame(width: 50).frame(maxWidth: 120) },
        LayoutCase(
            "A frame with a maximum places its content by its alignment", source: "frame(maxWidth:alignment:)",
            frames: [CGRect(x: 40, y: 0, width: 50, height: 100)]
        ) { Rectangle().frame(width: 50).frame(maxWidth: 120, alignment: .leading) },
        LayoutCase(
            "fixedSize offers no width, so a frame's ideal width is taken", source: "fixedSize(horizontal:vertical:); frame(idealWidth:)",
            frames: [CGRect(x: 60, y: 0, width: 80, height: 100)]
        ) { Rectangle().frame(idealWidth: 80).fixedSize(horizontal: true, vertical: false) },
        LayoutCase(
            "An offset moves the view and nothing else", source: "offset(x:y:)",
            frames: [CGRect(x: 85, y: 45, width: 50, height: 50)]
        ) { Rectangle().frame(width: 50, height: 50).offset(x: 10, y: 20) },
        LayoutCase(
            "A position puts the view's centre at a point of the room offered", source: "position(x:y:)",
            frames: [CGRect(x: 20, y: 35, width: 20, height: 10)]
        ) { Rectangle().frame(width: 20, height: 10).position(x: 30, y: 40) },
        LayoutCase(
            "An aspect ratio that fits offers the largest size of that ratio inside the room", source: "aspectRatio(_:contentMode:)",
            height: 200,
            frames: [CGRect(x: 0, y: 50, width: 200, height: 100)]
        ) { Rectangle().aspectRatio(2, contentMode: .fit) },
        LayoutCase(
            "An aspect ratio that fills offers the smallest size of that ratio covering the room", source: "aspectRatio(_:contentMode:)",
            frames: [CGRect(x: 0, y: -50, width: 200, height: 200)]
        ) { Rectangle().aspectRatio(1, contentMode: .fill) },
        LayoutCase(
            "A GeometryReader takes the room offered and puts its content at its top-leading corner",
            source: "GeometryReader; Swift Talk 228",
            frames: [CGRect(x: 0, y: 0, width: 100, height: 50)]
        ) {
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
            }
        },
        LayoutCase(
            "A GeometryReader in an HStack takes what a flexible view would",
            source: "GeometryReader; HStackLayout",
            frames: [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 150, height: 25)]
        ) {
            HStackLayout(spacing: 0) {
                Rectangle().frame(width: 50)
                GeometryReader { proxy in Rectangle().frame(height: proxy.size.width / 6) }
            }
        },
    ]
}

/// Views in lines, each as wide as it likes, a line breaking when the next would not fit: the
/// custom layout SwiftUI's documentation and talks build first.
public struct FlowLayout: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = lines(of: subviews, width: proposal.width ?? .infinity)
        let width = lines.map(\.width).max() ?? 0
        let height = lines.map(\.height).reduce(0, +) + spacing * CGFloat(max(0, lines.count - 1))
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for line in lines(of: subviews, width: bounds.width) {
            var x = bounds.minX
            for index in line.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += line.height + spacing
        }
    }

    private struct Line {
        var indices: [Int] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    private func lines(of subviews: Subviews, width: CGFloat) -> [Line] {
        var lines: [Line] = []
        var line = Line()
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            if !line.indices.isEmpty && line.width + spacing + size.width > width {
                lines.append(line)
                line = Line()
            }
            line.width += (line.indices.isEmpty ? 0 : spacing) + size.width
            line.height = max(line.height, size.height)
            line.indices.append(index)
        }
        if !line.indices.isEmpty { lines.append(line) }
        return lines
    }
}

/// A layout that reads a value its views give it: each view goes in the column its
/// `LayoutColumn` names, 50 wide, one row each.
public struct Columns: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 50 * CGFloat((subviews.map { $0[LayoutColumn.self] }.max() ?? 0) + 1), height: 20 * CGFloat(subviews.count))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (row, subview) in subviews.enumerated() {
            let point = CGPoint(x: bounds.minX + 50 * CGFloat(subview[LayoutColumn.self]), y: bounds.minY + 20 * CGFloat(row))
            subview.place(at: point, proposal: ProposedViewSize(width: 50, height: 20))
        }
    }
}

/// The column a view asks `Columns` for.
public struct LayoutColumn: LayoutValueKey {
    public static let defaultValue = 0
}

/// Two rectangles in `Columns`; "Move" moves the second from column 1 to column 2.
public struct ColumnsOfRanks: View {
    @State var column = 1

    public init() {}

    public var body: some View {
        Columns {
            Rectangle()
            Rectangle().layoutValue(key: LayoutColumn.self, value: column)
            Button("Move") { column = 2 }.layoutValue(key: LayoutColumn.self, value: 3)
        }
    }
}

/// A rectangle and a toggle side by side, or, with "Wide" off, one above the other: one
/// container whose `AnyLayout` changes.
public struct SwitchingLayouts: View {
    @State var wide = true

    public init() {}

    public var body: some View {
        let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
        layout {
            Rectangle()
            Toggle("Wide", isOn: $wide)
        }
    }
}

/// A reader showing the size it is given, as text.
public struct SizeReadout: View {
    public init() {}

    public var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width)) × \(Int(proxy.size.height))")
        }
    }
}

/// An alignment of the app's own: the middle of a view, unless it says otherwise.
enum Middle: AlignmentID {
    static func defaultValue(in dimensions: ViewDimensions) -> CGFloat { dimensions.height / 2 }
}

/// A bar that tells, below it, how wide it was laid out (`onGeometryChange`).
public struct MeasuredBar: View {
    @State var width: CGFloat = 0
    @State var changes = 0

    public init() {}

    public var body: some View {
        VStackLayout(spacing: 0) {
            Rectangle()
                .frame(height: 20)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in
                    width = new
                    changes += 1
                }
            Text("\(Int(width)) wide, \(changes) changes")
        }
    }
}
