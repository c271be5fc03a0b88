/// A node that shows one of several views chosen from its environment, and gives what it
/// shows an environment of its own: a styled view's style (`StyledViewNode`), a view alias's
/// definition (`ViewAliasNode`).
///
/// The choice is read as the node's dependency. When it changes, the node shows the new
/// choice in place if it is of the same kind (`isSameKind`), or replaces what it shows.
@MainActor
class EnvironmentChoiceNode<Content: View, Choice>: SingleChildNode {
    /// The node's view.
    private(set) var view: Content
    private(set) var choice: Choice!
    private var childEnvironment = EnvironmentValues()

    init(_ view: Content, parent: Node) {
        self.view = view
        super.init(parent: parent)
        choice = resolve()
        child = makeChild()
    }

    /// A new value of the view is shown with the same choice (a change of choice comes from
    /// the environment, which invalidates the node).
    override func update<V: View>(to newView: V) {
        view = reinterpret(newView, as: Content.self)
        updateChild()
    }

    override var environmentForChildren: EnvironmentValues { childEnvironment }

    override func refreshEnvironment() {
        super.refreshEnvironment()
        _ = resolve()
    }

    /// What the node read changed.
    override func rerender() {
        isDirty = false
        let old = childEnvironment
        let resolved = resolve()
        let sameKind = isSameKind(resolved, choice)
        choice = resolved
        if sameKind {
            let keys = childEnvironment.changedKeys(since: old)
            if !keys.isEmpty { forEachChild { $0.propagateEnvironment(changed: keys) } }
            updateChild()
        } else {
            replaceChild { makeChild() }
        }
    }

    /// Reads the choice from `environment` (as this node's dependency, with `read`) and
    /// returns it with the environment the child sees.
    func choose() -> (Choice, EnvironmentValues) {
        preconditionFailure("\(Self.self) must choose")
    }

    /// Whether a node made for `old` can show `new`.
    func isSameKind(_ new: Choice, _ old: Choice) -> Bool {
        preconditionFailure("\(Self.self) must compare choices")
    }

    /// The child for `choice`.
    func makeChild() -> Node {
        preconditionFailure("\(Self.self) must make its child")
    }

    /// Brings the child up to date with `choice` and the node's view.
    func updateChild() {
        preconditionFailure("\(Self.self) must update its child")
    }

    /// Reads `key` as this node's only environment dependency.
    final func read<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
        environmentReads.removeAll()
        return EnvironmentValues.reading(as: self) { environment[key] }
    }

    private func resolve() -> Choice {
        let (choice, environment) = choose()
        childEnvironment = environment
        return choice
    }
}
