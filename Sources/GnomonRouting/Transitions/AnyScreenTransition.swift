import GnomonCore

/// Any transition from `From` to `To` whose context is `To`'s: a screen declares one, and each
/// map gives it the transition it wants (a push in one, a presentation in another).
///
/// ```swift
/// struct Search: ContentScreen {
///     let player: AnyScreenTransition<Search, Player>
/// }
/// Search(player: AnyScreenTransition(Push(Player())))
/// ```
public struct AnyScreenTransition<From: ContentScreen, To: ContentScreen>: ScreenTransition {
    public typealias Context = To.Context
    public typealias PathFrom = To.PathFrom

    private let erased: ErasedTransition<From, To, To.Context>

    /// `base`, erased.
    @MainActor
    public init<T: ScreenTransition>(_ base: T) where T.From == From, T.To == To, T.Context == To.Context {
        erased = ErasedTransition(base)
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { erased.screen[keyPath: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { erased.order(path) }

    @MainActor
    public func move(from content: From.Content, state: ContentScreenState<From>, with context: To.Context, completion: (() -> Void)?)
        -> TransitionResult<From, To>
    {
        erased.move(content, state, context, completion)
    }
}

/// Any transition from `From` to the screen `Too` wraps, whose context is `Too`'s (a
/// container's, such as a `Navigation`'s): the erased form of `Present(Navigation(Login()))`.
///
/// ```swift
/// struct Welcome: ContentScreen {
///     let login: PreciseTransition<Welcome, Navigation<Login>>
/// }
/// Welcome(login: PreciseTransition(Present(Navigation(Login()))))
/// ```
public struct PreciseTransition<From: ContentScreen, Too: Screen>: ScreenTransition {
    public typealias To = Too.NestedScreen
    public typealias Context = Too.Context
    public typealias PathFrom = To.PathFrom

    private let erased: ErasedTransition<From, To, Too.Context>

    /// `base`, erased.
    @MainActor
    public init<T: ScreenTransition>(_ base: T) where T.From == From, T.To == Too.NestedScreen, T.Context == Too.Context {
        erased = ErasedTransition(base)
    }

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { erased.screen[keyPath: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { erased.order(path) }

    @MainActor
    public func move(from content: From.Content, state: ContentScreenState<From>, with context: Too.Context, completion: (() -> Void)?)
        -> TransitionResult<From, To>
    {
        erased.move(content, state, context, completion)
    }
}

/// A transition's parts, its type erased: what the erasing transitions hold.
private struct ErasedTransition<From: ContentScreen, To: ContentScreen, Context> {
    let screen: To.PathFrom
    let order: (PartialKeyPath<To.PathFrom>) -> Int
    let move: @MainActor (From.Content, ContentScreenState<From>, Context, (() -> Void)?) -> TransitionResult<From, To>

    @MainActor
    init<T: ScreenTransition>(_ base: T) where T.From == From, T.To == To, T.Context == Context {
        screen = base[next: \.self]
        order = { base.index(of: $0) }
        move = { base.move(from: $0, state: $1, with: $2, completion: $3) }
    }
}
