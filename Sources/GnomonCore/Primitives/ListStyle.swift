/// How a `List` looks. On GNOME: `.sidebar` is a navigation sidebar (GTK's
/// `navigation-sidebar` style: rows without lines, the selected one highlighted, as in Files
/// or Settings); `.plain` and `.automatic` are GTK's plain list, and so are iOS's `.inset`,
/// `.grouped` and `.insetGrouped` (a `Form` is GNOME's grouped rows).
///
/// ```swift
/// List(sections, selection: $section) { Label($0.title, systemImage: $0.icon) }
///     .listStyle(.sidebar)
/// ```
public protocol ListStyle: Sendable {}

/// The list style of the platform: GTK's plain list.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

/// Rows one under another, with no decoration.
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// A navigation sidebar: GTK's `navigation-sidebar` style.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

/// iOS's inset list; GTK's plain list on GNOME.
public struct InsetListStyle: ListStyle {
    public init() {}
}

/// iOS's grouped list; GTK's plain list on GNOME.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

/// iOS's inset grouped list; GTK's plain list on GNOME.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the style of the lists in this view.
    ///
    /// ```swift
    /// List(folders, selection: $folder) { Text($0.name) }.listStyle(.sidebar)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleClass, style is SidebarListStyle ? "navigation-sidebar" : nil)
    }
}

private struct ListStyleClassKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The CSS class a list's rows widget takes for its `ListStyle`, if any.
    var listStyleClass: String? {
        get { self[ListStyleClassKey.self] }
        set { self[ListStyleClassKey.self] = newValue }
    }
}
