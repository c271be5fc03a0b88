import GnomonCore

/// Screens side by side, one shown at a time: a `TabView`, its switcher in the middle of the
/// header bar. Key paths `\.0`, `\.1` … reach each tab; a path selects one with
/// `[select: \.1]`, and the user with the switcher. A tab not shown keeps its screens.
///
/// ```swift
/// Tabs {
///     Navigation(Feed(match: Push(Match()))).tabItem(\.title, systemImage: \.icon)
///     Navigation(Search()).tabItem(\.title, systemImage: \.icon)
/// }
/// .with(((), ()))
/// ```
public struct Tabs<Root: ScreenBuilder>: TabsScreen {
    public typealias Context = Root.Context
    public typealias Content = RoutedTabs
    public typealias PathFrom = Root.PathFrom

    let root: Root

    /// Tabs of the screens `tabs` lists, the first shown.
    public init(@ContentBuilder tabs: () -> Root) {
        root = tabs()
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { root[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { root.index(of: path) }

    @MainActor
    public func makeContent(_ context: Root.Context, router: Router<Self>) -> ContentResult<Self> {
        root.makeContent(context, router: router)
        let view = RoutedTabs(state: router.madeState, count: root.count)
        return (view, view)
    }
}

/// The tabs of a `Tabs` screen: a `TabView` whose selection is the screen's state's.
public struct RoutedTabs: View {
    /// Held weakly: the state holds this view, as the screen's content.
    weak var state: AnyScreenState?
    let count: Int

    public var body: some View {
        if let state {
            TabView(selection: Binding(get: { state.selection }, set: { state.selection = $0 })) {
                ForEach(0..<count, id: \.self) { position in
                    state.childViews[position].tag(position)
                }
            }
        }
    }
}

/// A content screen whose children are tabs: a path selects one (`[select: \.1]`).
public protocol TabsScreen: ContentScreen {}
