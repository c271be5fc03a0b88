/// SwiftUI's first navigation container, which public SwiftUI code is full of: one view is a
/// `NavigationStack`; two are a sidebar and a detail, as a `NavigationSplitView` whose
/// sidebar's links show their destination in the detail column.
///
/// ```swift
/// NavigationView {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name) { RecipeDetail(recipe: recipe) }
///     }
///     .navigationBarTitle("Recipes")
/// }
/// ```
///
/// `.navigationViewStyle(.stack)` makes it a stack whatever it holds.
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewIsStack) private var isStack
    @State private var detailPath: [AnyHashable] = []
    @State private var sidebarLinks = NavigationStackContext()

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VariadicViewAdapter { content } content: { columns in
            if columns.count < 2 || isStack {
                NavigationStack { columns }
            } else {
                let path = $detailPath
                // A link in the sidebar shows its page in the detail column, in place of the one shown.
                let _ = sidebarLinks.path = Binding(get: { path.wrappedValue }, set: { path.wrappedValue = Array($0.suffix(1)) })
                NavigationSplitView {
                    columns[0].environment(\.navigationStack, sidebarLinks)
                } detail: {
                    NavigationStack(path: path) { ForEach(columns.dropFirst()) { $0 } }
                }
            }
        }
    }
}

/// How a `NavigationView` lays out its views, as SwiftUI's: `.stack`, `.columns` or
/// `.automatic`.
///
/// ```swift
/// NavigationView { … }.navigationViewStyle(.stack)
/// ```
public protocol NavigationViewStyle {}

/// A stack, whatever the `NavigationView` holds.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// A sidebar and a detail for two views, a stack for one.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// As `DoubleColumnNavigationViewStyle`, here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

private struct NavigationViewIsStackKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether a `NavigationView` is a stack whatever it holds (`.navigationViewStyle(.stack)`).
    var navigationViewIsStack: Bool {
        get { self[NavigationViewIsStackKey.self] }
        set { self[NavigationViewIsStackKey.self] = newValue }
    }
}

extension View {
    /// How the `NavigationView`s inside lay out their views.
    ///
    /// ```swift
    /// NavigationView { … }.navigationViewStyle(StackNavigationViewStyle())
    /// ```
    public func navigationViewStyle<Style: NavigationViewStyle>(_ style: Style) -> some View {
        environment(\.navigationViewIsStack, style is StackNavigationViewStyle)
    }

    /// SwiftUI's older name for `navigationTitle(_:)`.
    ///
    /// ```swift
    /// List { … }.navigationBarTitle("Inbox")
    /// ```
    public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    /// SwiftUI's older name for `navigationTitle(_:)`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// SwiftUI's older name for `navigationTitle(_:)`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// SwiftUI's older title with its display mode; GNOME's header bar shows every title the
    /// same way (see `navigationBarTitleDisplayMode(_:)`).
    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// SwiftUI's older title with its display mode; GNOME's header bar shows every title the
    /// same way.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }
}

/// SwiftUI's namespace for the navigation bar's title modes.
public enum NavigationBarItem {
    /// How large an iOS navigation bar shows its title; GNOME's header bar has one way.
    public enum TitleDisplayMode: Sendable, Hashable {
        case automatic, inline, large
    }
}
