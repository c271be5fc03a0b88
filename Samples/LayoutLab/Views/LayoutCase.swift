import Gnomon

/// Layouts with the frames SwiftUI gives their views, as its documentation and objc.io's
/// "SwiftUI Layout Explained" (Swift Talk 225–238, which measures them against SwiftUI)
/// state them: each case is a view, the room it is laid out in, and the frame of each of its
/// shapes in tree order. LayoutLab shows them; both test hosts lay each out and must report
/// these frames.
public struct LayoutCase: Sendable {
    public let name: String
    /// Where SwiftUI documents the rule.
    public let source: String
    public let width: Int
    public let height: Int
    /// The shapes' frames, in tree order, in the window's coordinates; nil for a shape not
    /// shown.
    public let frames: [CGRect?]
    public let view: @MainActor @Sendable () -> AnyView

    init(
        _ name: String, source: String, width: Int = 200, height: Int = 100, frames: [CGRect?],
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
            "A ZStack of a flexible view takes the room beside a fixed one", source: "ZStack: 'sizes to fit its children'; HStack: 'divides the width'",
            frames: [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 150, height: 100),
                CGRect(x: 120, y: 45, width: 10, height: 10),
            ]
        ) { HStack(spacing: 0) { Rectangle().frame(width: 50); ZStack { Rectangle(); Rectangle().frame(width: 10, height: 10) } } },
        LayoutCase(
            "A fixed frame offers its size and takes it, whatever its view would choose",
            source: "frame(width:height:alignment:); Swift Talk 225",
            frames: [CGRect(x: 0, y: 35, width: 100, height: 30), CGRect(x: 100, y: 35, width: 60, height: 30), CGRect(x: 160, y: 0, width: 40, height: 100)]
        ) {
            HStack(spacing: 0) {
                Text("A line much longer than its frame").lineLimit(1).frame(width: 100, height: 30).background { Rectangle() }
                TextField("Zip", text: .constant("")).frame(width: 60, height: 30).background { Rectangle() }
                Rectangle()
            }
        },
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
        ) { shortAndTall(aligned: .top) },
        LayoutCase(
            "An HStack aligns its views' bottoms", source: "VerticalAlignment.bottom",
            frames: [CGRect(x: 50, y: 60, width: 50, height: 20), CGRect(x: 100, y: 20, width: 50, height: 60)]
        ) { shortAndTall(aligned: .bottom) },
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
            "An HStack offers a view of higher layout priority the room first",
            source: "HStack; layoutPriority(_:): 'all the space offered … minus the minimum space required for all its lower-priority children'",
            frames: [CGRect(x: 0, y: 0, width: 0, height: 100), CGRect(x: 0, y: 0, width: 200, height: 100)]
        ) { HStack(spacing: 0) { Rectangle(); Rectangle().layoutPriority(1) } },
        LayoutCase(
            "A VStack aligns a view by the guide it moves", source: "VStack(alignment:); alignmentGuide(_:computeValue:)",
            width: 175,
            frames: [CGRect(x: 75, y: 30, width: 50, height: 20), CGRect(x: 50, y: 50, width: 50, height: 20)]
        ) {
            VStack(alignment: .leading, spacing: 0) {
                Rectangle().frame(width: 50, height: 20)
                Rectangle().frame(width: 50, height: 20).alignmentGuide(.leading) { $0.width / 2 }
            }
        },
        LayoutCase(
            "An HStack aligns its views on an alignment of the app's own", source: "HStack(alignment:); AlignmentID",
            frames: [CGRect(x: 50, y: 30, width: 50, height: 40), CGRect(x: 100, y: 50, width: 50, height: 20)]
        ) {
            HStack(alignment: VerticalAlignment(Middle.self), spacing: 0) {
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
            "A radial layout of the app's own puts its views on a circle", source: "Layout; WWDC22 'Compose custom layouts with SwiftUI'",
            frames: [
                CGRect(x: 90, y: 0, width: 20, height: 20), CGRect(x: 130, y: 40, width: 20, height: 20),
                CGRect(x: 90, y: 80, width: 20, height: 20), CGRect(x: 50, y: 40, width: 20, height: 20),
            ]
        ) {
            RadialLayout {
                ForEach(0..<4, id: \.self) { _ in Circle().frame(width: 20, height: 20) }
            }
        },
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
        LayoutCase(
            "A grid's columns are as wide as their widest cell, its rows as tall as their tallest",
            source: "GridLayout; Grid: 'a view not in a GridRow spans every column'",
            frames: [
                CGRect(x: 55, y: 20, width: 30, height: 20), CGRect(x: 110, y: 20, width: 50, height: 20),
                CGRect(x: 40, y: 40, width: 120, height: 10),
                CGRect(x: 40, y: 50, width: 60, height: 30), CGRect(x: 125, y: 60, width: 20, height: 10),
            ]
        ) {
            GridLayout(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Rectangle().frame(width: 30, height: 20)
                    Rectangle().frame(width: 50, height: 20)
                }
                Rectangle().frame(height: 10)
                GridRow {
                    Rectangle().frame(width: 60, height: 30)
                    Rectangle().frame(width: 20, height: 10)
                }
            }
        },
        LayoutCase(
            "ViewThatFits shows the first view whose ideal size fits",
            source: "ViewThatFits: 'the first child whose ideal size fits'",
            frames: [CGRect(x: 25, y: 40, width: 150, height: 20), nil]
        ) {
            ViewThatFits(in: .horizontal) {
                Rectangle().frame(width: 150, height: 20)
                Rectangle().frame(width: 60, height: 20)
            }
        },
    ]

    /// The case of `ViewThatFits`, whose choice follows the room it is given.
    public static var viewThatFits: LayoutCase { all.first { $0.name.hasPrefix("ViewThatFits") }! }

    /// A short rectangle and a tall one side by side, aligned by `alignment`.
    @MainActor private static func shortAndTall(aligned alignment: VerticalAlignment) -> some View {
        HStackLayout(alignment: alignment, spacing: 0) {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 50, height: 60)
        }
    }
}
