/// How a `List` looks. On GNOME: `.sidebar` is a navigation sidebar (GTK's
/// `navigation-sidebar` style: rows without lines, the selected one highlighted, as in Files
/// or Settings); `.plain` and `.automatic` are GTK's plain list.
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
