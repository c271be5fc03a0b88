import Foundation

/// An icon from the icon theme (a `GtkImage`), or a picture from a file, the app's resources
/// or pixels (a `GnomonPicture`).
///
/// ```swift
/// Image(systemName: "trash")                  // SF Symbol names map to GNOME icons
/// Image(iconName: "document-open-symbolic")    // a freedesktop icon name
/// Image("turtlerock")                          // a picture the app ships
/// Image(contentsOfFile: "/usr/share/pixmaps/debian-logo.png")
/// Image(decorative: rendered, scale: 2)           // a CGImage, as ImageRenderer makes it
/// Image("turtlerock").resizable().scaledToFit().frame(width: 200, height: 200)
/// ```
///
/// Common SF Symbol names become their freedesktop equivalents (`trash` is
/// `user-trash-symbolic`); any other name is looked up in the icon theme as given. An icon the
/// theme lacks, or a file that cannot be read, shows GTK's missing-image icon, with a warning.
/// An image that only decorates (`Image(decorative:)`) is hidden from screen readers.
///
/// A picture shows at its own size, as SwiftUI's; `resizable()` lets it take the space it is
/// given, stretched, and `scaledToFit()` or `scaledToFill()` keep its proportions.
public struct Image: View, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case icon(String)
        case file(String)
        /// Pixels, with what a screen reader hears for them (nil: decorative).
        case bitmap(PictureBitmap, label: String?)
    }

    let source: Source
    /// Whether it only decorates, hidden from screen readers.
    let isDecorative: Bool
    /// Whether a picture takes the space it is given (`resizable()`).
    private(set) var isResizable = false

    /// The icon for an SF Symbol name, or the icon theme's icon of that name.
    nonisolated public init(systemName: String) {
        source = .icon(SymbolNames.iconName(forSymbol: systemName))
        isDecorative = false
    }

    /// The icon theme's icon named `iconName`.
    nonisolated public init(iconName: String) {
        source = .icon(iconName)
        isDecorative = false
    }

    /// The picture named `name` the app ships — a file or an asset catalog's image set in
    /// `bundle`'s resources, or with no bundle, beside the executable and in its SwiftPM
    /// resource bundles (`ImageResources`) — or else the icon theme's icon of that name (where
    /// an app installs its own icons).
    ///
    /// ```swift
    /// Image("turtlerock")                        // Assets.xcassets/turtlerock.imageset, or turtlerock.jpg
    /// Image("logo", bundle: .module)
    /// ```
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        source = Self.source(named: name, in: bundle)
        isDecorative = false
    }

    /// The picture or icon named `name` (see `init(_:bundle:)`), only decorating: screen
    /// readers skip it.
    ///
    /// ```swift
    /// Image(decorative: "document-edit-symbolic")   // beside "No Note Selected"
    /// ```
    nonisolated public init(decorative name: String, bundle: Bundle? = nil) {
        source = Self.source(named: name, in: bundle)
        isDecorative = true
    }

    /// A picture the app ships by that name, or else the icon theme's icon.
    nonisolated private static func source(named name: String, in bundle: Bundle?) -> Source {
        ImageResources.path(of: name, in: bundle).map(Source.file) ?? .icon(name)
    }

    /// The picture in the file at `path` (PNG, JPEG, SVG, … — what GdkPixbuf reads).
    public init(contentsOfFile path: String) {
        source = .file(path)
        isDecorative = false
        WarnOnce.check(
            "image file " + path, isProblem: { !FileManager.default.isReadableFile(atPath: path) },
            "No readable image file at \(path); showing the missing-image icon")
    }

    /// A picture of pixels, `scale` pixels a point, turned as `orientation` says; a screen
    /// reader hears `label`.
    ///
    /// ```swift
    /// if let chart = ImageRenderer(content: Chart()).cgImage {
    ///     Image(chart, scale: 1, label: Text("Sales by month"))
    /// }
    /// ```
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .bitmap(PictureBitmap(image: cgImage, scale: scale, orientation: orientation), label: label.content)
        isDecorative = false
    }

    /// A picture of pixels that only decorates (screen readers skip it), `scale` pixels a
    /// point, turned as `orientation` says.
    ///
    /// ```swift
    /// Image(decorative: thumbnail, scale: 2).resizable().scaledToFit()
    /// ```
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        source = .bitmap(PictureBitmap(image: cgImage, scale: scale, orientation: orientation), label: nil)
        isDecorative = true
    }

    public typealias Body = Never
}

extension Image {
    /// How a picture's pixels are turned to be shown, as a camera records it: `right` is
    /// turned a quarter clockwise (the pixels' top row shows down the right side), and the
    /// mirrored ones are flipped as well.
    /// Its raw values are SwiftUI's: a quarter turn in the lowest bit, mirroring in the next,
    /// a half turn in the third.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up = 0
        case upMirrored = 2
        case down = 6
        case downMirrored = 4
        case left = 1
        case leftMirrored = 3
        case right = 7
        case rightMirrored = 5

        /// Whether the picture shows turned a quarter, its width its height.
        package var isQuarterTurned: Bool {
            rawValue & 1 != 0
        }
    }

    /// How a resized image fills its space; GNOME's pictures stretch (`tile` stretches too).
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// The picture, taking the space it is given, stretched to it; `scaledToFit()` and
    /// `scaledToFill()` keep its proportions. An icon keeps its size.
    ///
    /// ```swift
    /// Image("turtlerock").resizable().frame(width: 120, height: 80)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How the image is drawn: GNOME's symbolic icons always take the text's colour, and
    /// pictures their own, so this changes nothing.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Accepted as SwiftUI code writes it; see `TemplateRenderingMode`.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// How a scaled picture is smoothed; GTK smooths it linearly whatever the quality asked.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Accepted as SwiftUI code writes it; see `Interpolation`.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Whether the picture is anti-aliased when scaled: GTK always smooths it.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Whether the image is a picture (from a file or of pixels), rather than an icon.
    var isPicture: Bool {
        if case .icon = source { false } else { true }
    }
}

extension Image: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ImageNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }
}

/// The node of an `Image`: an icon's `GtkImage` or a picture's `GnomonPicture`, replaced by
/// the other should the image change from one to the other.
@MainActor
final class ImageNode: SingleChildNode {
    private var showsPicture: Bool

    init(_ image: Image, parent: Node) {
        showsPicture = image.isPicture
        super.init(parent: parent)
        child = makeElement(image)
    }

    override func update<V: View>(to view: V) {
        let image = reinterpret(view, as: Image.self)
        guard image.isPicture == showsPicture else {
            showsPicture.toggle()
            return replaceChild { makeElement(image) }
        }
        if showsPicture { child!.update(to: _Picture(image: image)) } else { child!.update(to: _Icon(image: image)) }
    }

    private func makeElement(_ image: Image) -> Node {
        showsPicture ? makeNode(_Picture(image: image), parent: self) : makeNode(_Icon(image: image), parent: self)
    }
}

/// The two elements an image mounts, sharing what they tell screen readers.
private protocol ImageElement: ElementView {
    var image: Image { get }
}

extension ImageElement {
    var resolveReadsObservables: Bool { false }
    var isDecorative: Bool { image.isDecorative }

    /// As SwiftUI names an image by its symbol or its file, a screen reader hears its tooltip,
    /// or else its icon's name (`starred-symbolic` reads "Starred") or its file's (`cat.png`
    /// reads "cat"); `accessibilityLabel` says better, and `accessibilityHidden` hides a
    /// decorative one.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        switch image.source {
        case .icon(let name): layout.tooltip ?? SymbolNames.spokenName(of: name)
        case .file(let path): layout.tooltip ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        case .bitmap(_, let label): layout.tooltip ?? label
        }
    }
}

/// An image's icon: a `GtkImage` showing the icon theme's icon, in the text's colour if it is
/// symbolic.
struct _Icon: ImageElement {
    let image: Image
    typealias Body = Never

    static var widgetClass: WidgetClass { .image }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        guard case .icon(let name) = image.source else { preconditionFailure("an icon element shows an icon") }
        list.add(.iconName, name)
        let environment = context.environment
        if let size = environment.statusIconSize ?? Image.symbolPixelSize(font: environment.font, scale: environment.imageScale) {
            list.add(.pixelSize, size)
        }
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addForegroundClass(to: &classes)
    }
}

/// An image's picture: a `GnomonPicture` drawing the file or pixels at its own size, or scaled to the
/// space it is given once resizable (`LayoutAttributes.contentMode` says how).
struct _Picture: ImageElement {
    let image: Image
    typealias Body = Never

    static var widgetClass: WidgetClass { .picture }

    /// A resizable picture takes the width it is offered, and the height its proportions
    /// give that width (its frame says otherwise).
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        image.isResizable ? IntrinsicLayout(expand: .horizontal) : .none
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        switch image.source {
        case .file(let path): list.add(.file, path)
        case .bitmap(let bitmap, _): list.add(.bitmap, bitmap)
        case .icon: preconditionFailure("a picture element shows a file or pixels")
        }
        list.add(.imageScaling, scaling(layout.contentMode))
    }

    /// Redacted, it shows as a block (the host draws no picture over a widget with the class).
    func addClasses(in context: ElementContext, to classes: inout [String]) {
        if context.environment.redactsContent { classes.append(GeneratedStyleClass.redacted) }
    }

    private func scaling(_ contentMode: ContentMode?) -> ImageScaling {
        guard image.isResizable else { return .natural }
        return switch contentMode {
        case .fit: .fit
        case .fill: .fill
        case nil: .stretch
        }
    }
}
