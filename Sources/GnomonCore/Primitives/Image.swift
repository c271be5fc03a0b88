/// An icon from the icon theme: a `GtkImage`.
///
/// ```swift
/// Image(systemName: "trash")                  // SF Symbol names map to GNOME icons
/// Image(iconName: "document-open-symbolic")    // a freedesktop icon name
/// ```
///
/// Common SF Symbol names become their freedesktop equivalents (`trash` is
/// `user-trash-symbolic`); any other name is looked up in the icon theme as given.
public struct Image: View, Hashable, Sendable {
    let iconName: String

    /// The icon for an SF Symbol name, or the icon theme's icon of that name.
    public init(systemName: String) {
        iconName = SymbolNames.iconName(forSymbol: systemName)
    }

    /// The icon theme's icon named `iconName`.
    public init(iconName: String) {
        self.iconName = iconName
    }

    /// The icon theme's icon named `name` (an app's own icons are installed in the theme).
    public init(_ name: String) {
        iconName = name
    }

    public typealias Body = Never
}

extension Image: ElementView {
    static var widgetClass: WidgetClass { .image }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.iconName(iconName))
    }
}
