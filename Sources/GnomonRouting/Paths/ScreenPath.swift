import GnomonCore

/// A path from a window's root to a screen, its type the whole route: each step is a transition
/// of the screen before, with the context that makes the next screen. `move()` follows it now,
/// keeping the screens on the way that are shown already and making the others — a deep link.
///
/// ```swift
/// Screens.map.router[root: ()][case: \.2, ((), ())][select: \.0][move: \.match, 42].move()
/// Screens.map.router.root(()).case(\.2, ((), ())).select(\.0).move(\.match, 42).move()  // the same
/// ```
///
/// A step without a context reaches a screen that must be shown already; if it is not, the
/// log says so and the path stops there.
public protocol ScreenPath: PathProvider where PathFrom == To.PathFrom {
    /// The screen the path reaches.
    associatedtype To: ContentScreen

    /// Follows the path, and gives the state of the screen it reaches (nil where it stopped).
    @MainActor func _resolve() -> ContentScreenState<To>?
}

extension ScreenPath {
    /// Follows the path now: every screen on the way is shown (made with its context if it was
    /// not), and the one it reaches is on top — what it had moved on to goes back.
    ///
    /// ```swift
    /// path.move(from: (), completion: nil)
    /// ```
    @MainActor
    public func move(from content: Void = (), completion: (() -> Void)? = nil) {
        guard let reached = _resolve() else { return }
        reached.unwind()
        completion?()
    }

    /// A step on through the transition at `path`, whose screen is made with `context` if it is
    /// not shown.
    public subscript<T: Transition>(move path: KeyPath<PathFrom, T>, context: T.Context) -> NextPath<Self, T> where T.From == To {
        NextPath(self, self[next: path], at: .transition(path), context: context)
    }

    /// A step on through the transition at `path`, to a screen shown already.
    public subscript<T: Transition>(move path: KeyPath<PathFrom, T>) -> NextPath<Self, T> where T.From == To {
        NextPath(self, self[next: path], at: .transition(path), context: nil)
    }

    /// A step on through the optional transition at `path`: nil if the map gives none.
    public subscript<T: Transition>(move path: KeyPath<PathFrom, T?>, context: T.Context) -> NextPath<Self, T>? where T.From == To {
        self[next: path].map { NextPath(self, $0, at: .transition(path.appending(path: \T?.!)), context: context) }
    }

    /// `[move: path, context]`, as a method.
    public func move<T: Transition>(_ path: KeyPath<PathFrom, T>, _ context: T.Context) -> NextPath<Self, T> where T.From == To {
        self[move: path, context]
    }

    /// `[move: path]`, as a method.
    public func move<T: Transition>(_ path: KeyPath<PathFrom, T>) -> NextPath<Self, T> where T.From == To {
        self[move: path]
    }
}

extension ScreenPath where To: TabsScreen {
    /// A step on to the tab at `path`, selecting it.
    ///
    /// ```swift
    /// router[select: \.1]
    /// ```
    public subscript<S: Screen>(select path: KeyPath<PathFrom, S>) -> NextPath<Self, TabSelection<To, S>> {
        let position = index(of: path)
        return NextPath(self, TabSelection(to: self[next: path], position: position), at: .position(position), context: nil)
    }

    /// `[select: path]`, as a method.
    public func select<S: Screen>(_ path: KeyPath<PathFrom, S>) -> NextPath<Self, TabSelection<To, S>> {
        self[select: path]
    }
}

extension ScreenPath where To: ConditionalScreen {
    /// A step on to the case at `path`, shown in place of the one shown, made with `context`
    /// (made again, if it is the one shown but was made with another context).
    ///
    /// ```swift
    /// router[case: \.2, ((), ())]
    /// ```
    public subscript<S: Screen>(case path: KeyPath<PathFrom, S>, context: S.Context) -> NextPath<Self, ConditionalCase<To, S>> {
        let position = index(of: path)
        return NextPath(self, ConditionalCase(to: self[next: path], position: position), at: .position(position), context: context)
    }

    /// A step on to the case at `path`: the one shown, or else made with the context the
    /// conditional screen was made with.
    public subscript<S: Screen>(case path: KeyPath<PathFrom, S>) -> NextPath<Self, ConditionalCase<To, S>> {
        let position = index(of: path)
        return NextPath(self, ConditionalCase(to: self[next: path], position: position), at: .position(position), context: nil)
    }

    /// `[case: path, context]`, as a method.
    public func `case`<S: Screen>(_ path: KeyPath<PathFrom, S>, _ context: S.Context) -> NextPath<Self, ConditionalCase<To, S>> {
        self[case: path, context]
    }

    /// `[case: path]`, as a method.
    public func `case`<S: Screen>(_ path: KeyPath<PathFrom, S>) -> NextPath<Self, ConditionalCase<To, S>> {
        self[case: path]
    }
}

/// A path one step longer than `Previous`: on through the transition `T`.
public struct NextPath<Previous: ScreenPath, T: Transition>: ScreenPath where T.From == Previous.To {
    public typealias To = T.To.NestedScreen
    public typealias PathFrom = T.PathFrom

    let previous: Previous
    let transition: T
    let edge: StateEdge
    let context: T.Context?

    init(_ previous: Previous, _ transition: T, at edge: StateEdge, context: T.Context?) {
        self.previous = previous
        self.transition = transition
        self.edge = edge
        self.context = context
    }

    public subscript<Value>(next path: KeyPath<PathFrom, Value>) -> Value { transition[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { transition.index(of: path) }

    @MainActor
    public func _resolve() -> ContentScreenState<To>? {
        previous._resolve()?.reach(transition, at: edge, with: context)
    }
}

extension ContentScreenState {
    /// The state of the screen `transition` reaches from this one at `edge`: the one shown there,
    /// if `context` is nil or the one it was made with, or else one made now with `context`. Nil,
    /// and logged, if it is not shown and there is no context to make it with.
    func reach<T: Transition>(_ transition: T, at edge: StateEdge, with context: T.Context?)
        -> ContentScreenState<T.To.NestedScreen>? where T.From == S
    {
        if let shown = child(at: edge) as? ContentScreenState<T.To.NestedScreen>,
            context.map({ shown.wasMade(with: $0) }) ?? true
        {
            if case .position(let position) = edge {
                selection = position
                for (other, sibling) in children where other != edge { sibling.dismissSheets() }
            }
            return shown
        }
        if context == nil, case .position(let position) = edge, let makeChild {
            makeChild(position)
            return child(at: edge) as? ContentScreenState<T.To.NestedScreen>
        }
        guard let context else {
            log.error("Screen path: \(T.To.self) is not shown, and the path gives no context to make it; it stops at \(S.self)")
            return nil
        }
        guard let content = surface as? S.Content else {
            log.error("Screen path: \(S.self) has no content to move on from; the path stops there")
            return nil
        }
        if case .transition = edge { unwind() }
        let made = transition.move(from: content, state: self, with: context, completion: nil).state
        attach(made, at: edge)
        return made
    }
}
