import GnomonCore

/// Puts a screen in a navigation stack: the `NavigationStack` its pushes (`Push`) go onto, with
/// the back button in the header bar while a screen is pushed.
///
/// ```swift
/// Navigation(Feed(match: Push(Match())))
/// Feed(match: Push(Match())).navigation()  // the same
/// ```
public struct Navigation<Root: Screen>: ScreenContainer where Root.Content: View {
    public typealias NestedScreen = Root.NestedScreen
    public typealias Context = Root.Context
    public typealias Content = RoutedNavigation<Root.Content>
    public typealias PathFrom = Root.PathFrom

    public let root: Root

    /// A navigation stack whose root is `root`.
    public init(_ root: Root) {
        self.root = root
    }

    @MainActor
    public func makeContent(_ context: Root.Context, router: Router<Root.NestedScreen>) -> ContentResult<Self> {
        let route = NavigationRoute()
        router.madeState.ownedNavigation = route
        let (wrapper, content) = root.makeContent(context, router: router)
        return (RoutedNavigation(route: route, root: wrapper), content)
    }
}

/// A routed navigation stack: a `NavigationStack` whose pages are the screens pushed on its
/// root (`Navigation`'s content).
public struct RoutedNavigation<Root: View>: View {
    let route: NavigationRoute
    let root: Root

    public var body: some View {
        NavigationStack(pages: route.path) { root }
    }
}

extension Screen where Content: View {
    /// This screen in a navigation stack of its own.
    ///
    /// ```swift
    /// Settings(account: Push(AccountInfo())).navigation().present()
    /// ```
    public func navigation() -> Navigation<Self> { Navigation(self) }
}
