import Foundation

/// An icon from the icon theme, or a picture from a file or the app's resources: a `GtkImage`.
///
/// ```swift
/// Image(systemName: "trash")                  // SF Symbol names map to GNOME icons
/// Image(iconName: "document-open-symbolic")    // a freedesktop icon name
/// Image("turtlerock")                          // a picture the app ships
/// Image(contentsOfFile: "/usr/share/pixmaps/debian-logo.png")
/// ```
///
/// Common SF Symbol names become their freedesktop equivalents (`trash` is
/// `user-trash-symbolic`); any other name is looked up in the icon theme as given. An icon the
/// theme lacks, or a file that cannot be read, shows GTK's missing-image icon, with a warning.
/// An image that only decorates (`Image(decorative:)`) is hidden from screen readers.
public struct Image: View, Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case icon(String)
        case file(String)
    }

    let source: Source
    /// Whether it only decorates, hidden from screen readers.
    let isDecorative: Bool

    /// The icon for an SF Symbol name, or the icon theme's icon of that name.
    public init(systemName: String) {
        source = .icon(SymbolNames.iconName(forSymbol: systemName))
        isDecorative = false
    }

    /// The icon theme's icon named `iconName`.
    public init(iconName: String) {
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
    public init(_ name: String, bundle: Bundle? = nil) {
        source = Self.source(named: name, in: bundle)
        isDecorative = false
    }

    /// The picture or icon named `name` (see `init(_:bundle:)`), only decorating: screen
    /// readers skip it.
    ///
    /// ```swift
    /// Image(decorative: "document-edit-symbolic")   // beside "No Note Selected"
    /// ```
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = Self.source(named: name, in: bundle)
        isDecorative = true
    }

    /// A picture the app ships by that name, or else the icon theme's icon.
    private static func source(named name: String, in bundle: Bundle?) -> Source {
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

    public typealias Body = Never
}

extension Image: ElementView {
    static var widgetClass: WidgetClass { .image }
    static var resolveReadsObservables: Bool { false }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        switch source {
        case .icon(let name): list.add(.iconName, name)
        case .file(let path): list.add(.file, path)
        }
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addForegroundClass(to: &classes)
    }

    /// As SwiftUI names an image by its symbol or its file, a screen reader hears its tooltip,
    /// or else its icon's name (`starred-symbolic` reads "Starred") or its file's (`cat.png`
    /// reads "cat"); `accessibilityLabel` says better, and `accessibilityHidden` hides a
    /// decorative one.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        switch source {
        case .icon(let name): layout.tooltip ?? SymbolNames.spokenName(of: name)
        case .file(let path): layout.tooltip ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
    }
}
