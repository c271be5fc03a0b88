import GnomonCore

/// A path's step to a case of a conditional screen (`ConditionalWindow`): the case is made with
/// its context and shown in place of the one shown, whose screens go. Made by `[case: \.1, ctx]`.
public struct ConditionalCase<From: ConditionalScreen, Too: Screen>: ScreenTransition where Too.Content: View {
    public typealias To = Too.NestedScreen
    public typealias Context = Too.Context
    public typealias PathFrom = To.PathFrom

    let to: Too
    let position: Int

    public subscript<T>(next path: KeyPath<PathFrom, T>) -> T { to[next: path] }
    public func index(of path: PartialKeyPath<PathFrom>) -> Int { to.index(of: path) }

    @MainActor
    public func move(from content: From.Content, state: ContentScreenState<From>, with context: Too.Context, completion: (() -> Void)?)
        -> TransitionResult<From, To>
    {
        state.child(at: .position(state.selection))?.detach()
        state.selection = position
        let made = to.makeChild(context, under: state, at: position)
        completion?()
        return made
    }
}
