// The style contexts Gnomon's containers establish, and their shorthands.

/// No context: where nothing established one, or after `.styleContext(.none)`. It has no CSS class.
///
/// ```swift
/// Text("Plain").styleContext(.none)
/// ```
public struct NoStyleContext: StyleContext {
    public init() {}

    public static var cssClass: String? { nil }
}

extension StyleContext where Self == NoStyleContext {
    public static var none: NoStyleContext { NoStyleContext() }
}

/// Inside a `ScrollView` (CSS class `context-scroll-view` on its `GtkScrolledWindow`).
///
/// ```swift
/// ScrollView { Rows() }
/// ```
public struct ScrollViewStyleContext: StyleContext {
    public init() {}
}

extension StyleContext where Self == ScrollViewStyleContext {
    public static var scrollView: ScrollViewStyleContext { ScrollViewStyleContext() }
}

/// Inside a `List` (`context-list` on its scrolled window); also matches inset grouped lists and forms.
///
/// ```swift
/// List(items) { Row($0) }
/// ```
public struct ListStyleContext: StyleContext {
    public init() {}

    public static var aliases: [any StyleContext.Type] { [InsetGroupedListStyleContext.self, FormStyleContext.self] }
}

extension StyleContext where Self == ListStyleContext {
    public static var list: ListStyleContext { ListStyleContext() }
}

/// Inside an inset grouped list (`context-inset-grouped-list`): GNOME's boxed lists.
///
/// ```swift
/// Rows().styleContext(.insetGroupedList)
/// ```
public struct InsetGroupedListStyleContext: StyleContext {
    public init() {}
}

extension StyleContext where Self == InsetGroupedListStyleContext {
    public static var insetGroupedList: InsetGroupedListStyleContext { InsetGroupedListStyleContext() }
}

/// Inside a form (`context-form`); also matches grouped forms.
///
/// ```swift
/// Settings().styleContext(.form)
/// ```
public struct FormStyleContext: StyleContext {
    public init() {}

    public static var aliases: [any StyleContext.Type] { [GroupedFormStyleContext.self] }
}

extension StyleContext where Self == FormStyleContext {
    public static var form: FormStyleContext { FormStyleContext() }
}

/// Inside a grouped form (`context-grouped-form`): GNOME's preference groups.
///
/// ```swift
/// Settings().styleContext(.groupedForm)
/// ```
public struct GroupedFormStyleContext: StyleContext {
    public init() {}
}

extension StyleContext where Self == GroupedFormStyleContext {
    public static var groupedForm: GroupedFormStyleContext { GroupedFormStyleContext() }
}

/// Inside a toolbar (`context-toolbar`); also matches GNOME's header bar.
///
/// ```swift
/// Controls().styleContext(.toolbar)
/// ```
public struct ToolbarStyleContext: StyleContext {
    public init() {}

    public static var aliases: [any StyleContext.Type] { [HeaderBarStyleContext.self] }
}

extension StyleContext where Self == ToolbarStyleContext {
    public static var toolbar: ToolbarStyleContext { ToolbarStyleContext() }
}

/// Inside a window's header bar (`context-header-bar`), GNOME's title bar with controls.
///
/// ```swift
/// TitleControls().styleContext(.headerBar)
/// ```
public struct HeaderBarStyleContext: StyleContext {
    public init() {}
}

extension StyleContext where Self == HeaderBarStyleContext {
    public static var headerBar: HeaderBarStyleContext { HeaderBarStyleContext() }
}

/// Inside a sidebar (`context-sidebar`).
///
/// ```swift
/// Places().styleContext(.sidebar)
/// ```
public struct SidebarStyleContext: StyleContext {
    public init() {}
}

extension StyleContext where Self == SidebarStyleContext {
    public static var sidebar: SidebarStyleContext { SidebarStyleContext() }
}

/// Inside navigation (`context-navigation`); also matches its sidebar.
///
/// ```swift
/// Pages().styleContext(.navigation)
/// ```
public struct NavigationStyleContext: StyleContext {
    public init() {}

    public static var aliases: [any StyleContext.Type] { [SidebarStyleContext.self] }
}

extension StyleContext where Self == NavigationStyleContext {
    public static var navigation: NavigationStyleContext { NavigationStyleContext() }
}
