import GnomonCore

/// A screen that shows one of several screens at a time, switched by a path (`[case: \.1, ctx]`):
/// ScreenUI's root for an app that starts on a launch screen, goes to a welcome screen and then
/// to its tabs. Switching drops the screens of the case that was shown.
///
/// ```swift
/// ConditionalWindow {
///     Launch()
///     Welcome(login: Present(Navigation(Login())))
///     Tabs { Navigation(Feed()); Navigation(Search()) }
/// }
/// .with(((), (), ((), ())))
/// ```
///
/// It is made showing its first case; its context is every case's, so a path can show any
/// case without one (`[case: \.1]`).
public struct ConditionalWindow<Root: ScreenBuilder>: ConditionalScreen {
    public typealias Context = Root.Context
    public typealias Content = RoutedCase
    public typealias PathFrom = Root.PathFrom

    let root: Root

    /// Shows the cases `cases` lists, the first at first.
    public init(@ContentBuilder cases: () -> Root) {
        root = cases()
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { root[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { root.index(of: path) }

    @MainActor
    public func makeContent(_ context: Root.Context, router: Router<Self>) -> ContentResult<Self> {
        let state = router.madeState
        state.makeChild = { [weak state] position in
            guard let state else { return }
            state.child(at: .position(state.selection))?.detach()
            state.selection = position
            root.makeContent(at: position, context, router: router)
        }
        root.makeContent(at: 0, context, router: router)
        let view = RoutedCase(state: state)
        return (view, view)
    }
}

/// The case a `ConditionalWindow` shows.
public struct RoutedCase: View {
    /// Held weakly: the state holds this view, as the screen's content.
    weak var state: AnyScreenState?

    public var body: some View {
        if let state { state.childViews[state.selection].id(state.selection) }
    }
}

/// A content screen that shows one of its children at a time; a path switches it
/// (`[case: \.1, ctx]`).
public protocol ConditionalScreen: ContentScreen {}
