import GnomonCore

/// A view that performs a transition of its screen: a button, or the app's own view given a
/// binding that is true while the screen the transition reached is shown. Made by
/// `router.move(_:context:action:)`.
///
/// ```swift
/// router.move(\.match, context: match.id, action: Text(match.title))
/// ```
public struct TransitionView<T: Transition, ActionView: View>: View where T.From: ContentScreen {
    let router: Router<T.From>
    let path: KeyPath<T.From.PathFrom, T>
    let context: T.Context
    let action: (Binding<Bool>) -> ActionView

    public var body: some View {
        action(Binding(get: { isActive }, set: { $0 ? perform() : goBack() }))
    }

    /// Whether the screen this transition reached from the router's is shown.
    private var isActive: Bool {
        router.state?.child(at: .transition(path)) != nil
    }

    private func perform() {
        guard let state = router.liveState(moving: path) else { return }
        guard let content = state.surface as? T.From.Content else {
            return log.error("\(T.From.self) has no content to move on from; the transition did not run")
        }
        state.perform(router[next: path], at: path, from: content, with: context)
    }

    private func goBack() {
        router.state?.child(at: .transition(path))?.back()
    }
}

extension Router {
    /// A view that performs the transition at `path` with `context`: `action` given a binding,
    /// true while the screen it reached is shown, which performs it when set to true and goes
    /// back when set to false.
    ///
    /// ```swift
    /// router.move(\.settings, context: ()) { isShown in Toggle("Settings", isOn: isShown) }
    /// ```
    @MainActor
    public func move<T: Transition, ActionView: View>(
        _ path: KeyPath<PathFrom, T>, context: T.Context, action: @escaping (Binding<Bool>) -> ActionView
    ) -> TransitionView<T, ActionView> where T.From == From {
        TransitionView(router: self, path: path, context: context, action: action)
    }

    /// A button labelled `label` that performs the transition at `path` with `context`: in a
    /// list's row, a row with an arrow at its far side, as a `NavigationLink`'s.
    ///
    /// ```swift
    /// router.move(\.nextScreen, context: "Subdetail", action: Text("Next"))
    /// ```
    @MainActor
    public func move<T: Transition, Label: View>(_ path: KeyPath<PathFrom, T>, context: T.Context, action label: Label)
        -> TransitionView<T, _PageLinkButton<Label>> where T.From == From
    {
        move(path, context: context) { isActive in _PageLinkButton(isLinkOutsideLists: false) { isActive.wrappedValue = true } label: { label } }
    }

    /// The button for the optional transition at `path`, or nil if the map gives none.
    ///
    /// ```swift
    /// if let next = router.move(\.nextScreen, context: "Subdetail", action: Text("Next")) { next }
    /// ```
    @MainActor
    public func move<T: Transition, Label: View>(_ path: KeyPath<PathFrom, T?>, context: T.Context, action label: Label)
        -> TransitionView<T, _PageLinkButton<Label>>? where T.From == From
    {
        guard self[next: path] != nil else { return nil }
        return TransitionView(router: self, path: path.appending(path: \T?.!), context: context) { isActive in
            _PageLinkButton(isLinkOutsideLists: false) { isActive.wrappedValue = true } label: { label }
        }
    }
}
