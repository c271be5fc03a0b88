import GnomonCore

/// What a content screen's content moves on with: it reads the screen's constants
/// (`router[next: \.title]`), performs the screen's transitions (`move`) and goes back (`back`).
/// Typed by the screen, so only its own transitions, with the contexts they need, compile.
///
/// ```swift
/// struct FeedView: View {
///     let router: Router<Feed>
///     var body: some View {
///         List(matches) { match in
///             router.move(\.match, context: match.id, action: Text(match.title))
///         }
///         .navigationTitle(router[next: \.title])
///     }
/// }
/// ```
public struct Router<From: ContentScreen>: PathProvider {
    public typealias PathFrom = From.PathFrom

    /// The screen's constants and transitions.
    private let screen: From.PathFrom
    private let order: (PartialKeyPath<From.PathFrom>) -> Int
    /// The state of the screen, held weakly: the window's tree of states holds it while the
    /// screen is shown, and the state holds the screen's content, which holds this router.
    private weak var shown: ContentScreenState<From>?
    /// The state of a router made alone (`root(from:)`), which nothing else holds.
    private let detached: ContentScreenState<From>?

    /// The router of `screen` (or of the content screen it wraps), shown with `state`.
    init<S: Screen>(_ screen: S, state: ContentScreenState<From>, isDetached: Bool = false) where S.NestedScreen == From {
        self.screen = screen[next: \.self]
        order = { screen.index(of: $0) }
        shown = state
        detached = isDetached ? state : nil
    }

    /// The state of the screen while it is shown; nil once it has gone (popped, dismissed).
    public var state: ContentScreenState<From>? { shown ?? detached }

    /// The state while the screen is being made, which its maker holds.
    var madeState: ContentScreenState<From> {
        guard let state else { preconditionFailure("\(From.self) is made by a transition that holds its state") }
        return state
    }

    /// A router for `root` on its own, in no window: for previews and tests of one screen's
    /// content. Its transitions work as in a window; those that need a container the screen is
    /// not in (a push without a navigation) are logged and do nothing.
    ///
    /// ```swift
    /// #Preview { FeedView(router: .root(from: Feed(match: Push(Match())))) }
    /// ```
    @MainActor
    public static func root<Root: Screen>(from root: Root) -> Router<From> where Root.NestedScreen == From {
        Router(root, state: ContentScreenState<From>(previous: nil), isDetached: true)
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { screen[keyPath: path] }

    public func index(of path: PartialKeyPath<PathFrom>) -> Int { order(path) }

    /// Performs the transition at `path` now, from this screen's content, making the next screen
    /// with `context`. Whatever this screen had moved on to goes back first.
    ///
    /// ```swift
    /// router.move(\.match, from: self, with: match.id)
    /// ```
    @MainActor
    public func move<T: Transition>(
        _ path: KeyPath<PathFrom, T>, from content: T.From.Content, with context: T.Context, completion: (() -> Void)? = nil
    ) where T.From == From {
        guard let state = liveState(moving: path) else { return }
        state.perform(self[next: path], at: path, from: content, with: context)
        completion?()
    }

    /// Performs the optional transition at `path`, if the map gives this screen one.
    ///
    /// ```swift
    /// router.move(if: \.filter, from: self, with: ())
    /// ```
    @MainActor
    public func move<T: Transition>(
        if path: KeyPath<PathFrom, T?>, from content: T.From.Content, with context: T.Context,
        completion: (() -> Void)? = nil
    ) where T.From == From {
        guard let transition = self[next: path], let state = liveState(moving: path) else { return }
        state.perform(transition, at: path.appending(path: \T?.!), from: content, with: context)
        completion?()
    }

    /// Goes back as the transition that showed this screen does: pops it, or dismisses the
    /// sheet it is in.
    ///
    /// ```swift
    /// Button("Done") { router.back() }
    /// ```
    @MainActor
    public func back(completion: (() -> Void)? = nil) {
        guard let state else {
            return log.warning("Router.back: \(From.self) is no longer shown; it went back already")
        }
        state.back(completion: completion)
    }

    /// The state, or nil with a message: a screen no longer shown moves nowhere.
    func liveState(moving path: AnyKeyPath) -> ContentScreenState<From>? {
        if state == nil { log.warning("Router.move(\(path)): \(From.self) is no longer shown; nothing was moved") }
        return state
    }
}

extension ContentScreenState {
    /// Performs `transition`, reached at `path`, from this screen: what this screen had moved on
    /// to goes back, and the next screen's state hangs here.
    @discardableResult
    func perform<T: Transition>(
        _ transition: T, at path: AnyKeyPath, from content: T.From.Content, with context: T.Context
    ) -> TransitionState<T.From, T.To> where T.From == S {
        unwind()
        let result = transition.move(from: content, state: self, with: context, completion: nil)
        attach(result.state, at: .transition(path))
        return result.state
    }
}
