import GnomonCore

/// Where paths start: a map's root, in the window that showed the map last.
///
/// ```swift
/// Screens.map.router[root: ()][select: \.1].move()
/// Screens.map.router.root().select(\.1).move()  // the root shown, whatever its context
/// ```
@MainActor
public struct RootRouter<From: RootScreen> where From.Root.Content: View {
    let map: From
    let window: @MainActor () -> ContentScreenState<From>?

    init(_ map: From, window: @escaping @MainActor () -> ContentScreenState<From>?) {
        self.map = map
        self.window = window
    }

    /// A path's first step: the root screen, made again with `context`.
    public subscript(root context: From.Root.Context) -> StartPath<From> {
        StartPath(self, context: context)
    }

    /// A path's first step: the root screen as it is shown.
    public subscript() -> StartPath<From> {
        StartPath(self, context: nil)
    }

    /// `[root: context]`, as a method.
    public func root(_ context: From.Root.Context) -> StartPath<From> { self[root: context] }

    /// `[]`, as a method: the root screen as it is shown.
    public func root() -> StartPath<From> { self[] }
}

/// A path of one step, to the root screen of the map `Map`; see `ScreenPath`.
public struct StartPath<Map: RootScreen>: ScreenPath where Map.Root.Content: View {
    public typealias To = Map.Root.NestedScreen
    public typealias PathFrom = To.PathFrom

    let router: RootRouter<Map>
    let transition: RootTransition<Map>
    let context: Map.Root.Context?

    init(_ router: RootRouter<Map>, context: Map.Root.Context?) {
        self.router = router
        transition = RootTransition(to: router.map.root)
        self.context = context
    }

    public subscript<Value>(next path: KeyPath<PathFrom, Value>) -> Value { transition[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { transition.index(of: path) }

    @MainActor
    public func _resolve() -> ContentScreenState<To>? {
        guard let window = router.window() else {
            log.error("Screen path: no window shows \(Map.self); nothing was shown")
            return nil
        }
        return window.reach(transition, at: .position(0), with: context)
    }
}
