import GnomonCore

/// A path's step to a tab of a `Tabs` screen: it selects the tab, whose screens are there
/// already. Made by `[select: \.1]`.
public struct TabSelection<From: TabsScreen, Too: Screen>: ScreenTransition {
    public typealias To = Too.NestedScreen
    public typealias Context = Void
    public typealias PathFrom = To.PathFrom

    let to: Too
    let position: Int

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { to[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { to.index(of: path) }

    @MainActor
    public func move(from content: From.Content, state: ContentScreenState<From>, with context: Void, completion: (() -> Void)?)
        -> TransitionResult<From, To>
    {
        guard let tab = state.child(at: .position(position)) as? TransitionState<From, To> else {
            preconditionFailure("\(From.self) makes all its tabs as it is made; tab \(position) is missing")
        }
        state.selection = position
        completion?()
        return (tab, tab.surface as! To.Content)
    }
}
