import GnomonCore

/// Presents a screen in a sheet in front of the screen it starts from: a modal window, transient
/// for the app's, with a header bar of its own — a `.sheet`. It goes back (is dismissed) with
/// Escape, its close button or `router.back()` from the screen presented (or from the root of a
/// navigation presented), and the screens in it go with it.
///
/// ```swift
/// Welcome(login: Present(Navigation(Login())))
/// ```
public struct Present<From: ContentScreen, Too: Screen>: ScreenTransition where Too.Content: View {
    public typealias To = Too.NestedScreen
    public typealias Context = Too.Context
    public typealias PathFrom = To.PathFrom

    let to: Too

    /// A presentation of `to`.
    public init(_ to: Too) {
        self.to = to
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { to[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { to.index(of: path) }

    @MainActor
    public func move(
        from content: From.Content, state: ContentScreenState<From>, with context: Too.Context,
        completion: (() -> Void)?
    ) -> TransitionResult<From, To> {
        let next = TransitionState<From, To>(previous: state)
        next.navigation = nil  // a sheet starts no stack of its own, unless its screen is a Navigation
        let made = to.makeRouted(context, state: next)
        state.present(next, content: made.view)
        next.backTransition = { [weak state] in state?.dismissPresented() }
        completion?()
        return (next, made.screenContent)
    }
}

extension Screen where Content: View {
    /// A presentation of this screen, from the screen whose property it is.
    ///
    /// ```swift
    /// Team(player: Player()).navigation().present()
    /// ```
    public func present<From: ContentScreen>() -> Present<From, Self> { Present(self) }
}
