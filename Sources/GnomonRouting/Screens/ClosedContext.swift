import GnomonCore

/// A screen with its context given in the map, so it needs none: what `with(_:)` makes.
///
/// ```swift
/// Tabs { Navigation(Feed()); Navigation(Search()) }.with(((), ()))
/// ```
public struct ClosedContext<Base: Screen>: Screen {
    public typealias NestedScreen = Base.NestedScreen
    public typealias Context = Void
    public typealias Content = Base.Content
    public typealias PathFrom = Base.PathFrom

    let base: Base
    let context: Base.Context

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { base[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { base.index(of: path) }

    @MainActor
    public func makeContent(_ context: Void, router: Router<Base.NestedScreen>) -> ContentResult<Self> {
        base.makeContent(self.context, router: router)
    }
}

extension Screen {
    /// This screen, always made with `context`.
    public func with(_ context: Context) -> ClosedContext<Self> {
        ClosedContext(base: self, context: context)
    }
}
