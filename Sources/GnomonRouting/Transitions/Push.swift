import GnomonCore

/// Pushes a screen onto the navigation stack the screen it starts from is in: a page of the
/// `Navigation`'s `NavigationStack`, sliding in, with the back button in the header bar
/// (and Alt+Left) — the same page a `NavigationLink` pushes. The page goes back (pops) with
/// its back button, or `router.back()`; the pages above it go with it.
///
/// ```swift
/// Navigation(Feed(match: Push(Match())))
/// ```
///
/// From a screen in no navigation, nothing is pushed, and the log says so.
public struct Push<From: ContentScreen, Too: Screen>: ScreenTransition where Too.Content: View {
    public typealias To = Too.NestedScreen
    public typealias Context = Too.Context
    public typealias PathFrom = To.PathFrom

    let to: Too

    /// A push of `to`.
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
        let made = to.makeRouted(context, state: next)
        if let navigation = state.navigation {
            navigation.push(next, content: made.view)
            next.backTransition = { [weak next, weak navigation] in
                if let next { navigation?.pop(next) }
            }
        } else {
            log.error("Push of \(Too.self): \(From.self) is in no Navigation; nothing was pushed")
        }
        completion?()
        return (next, made.screenContent)
    }
}

extension Screen where Content: View {
    /// A push of this screen, from the screen whose property it is.
    ///
    /// ```swift
    /// Team(player: Player().push())
    /// ```
    public func push<From: ContentScreen>() -> Push<From, Self> { Push(self) }
}
