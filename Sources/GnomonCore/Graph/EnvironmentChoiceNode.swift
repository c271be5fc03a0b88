/// A node that shows one of several views chosen from its environment, and gives what it
/// shows an environment of its own: a styled view's style (`StyledViewNode`), a view alias's
/// definition (`ViewAliasNode`).
///
/// The choice is read as the node's dependency. A change reaches the node as the environment
/// propagates: the node takes its new environment and choice then (`refreshEnvironment`), so
/// its children see their new environment as the propagation goes on, and when it rerenders
/// it shows the new choice in place if it is of the same kind (`isSameKind`), or replaces what
/// it shows.
@MainActor
class EnvironmentChoiceNode<Content: View, Choice>: SingleChildNode {
    /// The node's view.
    private(set) var view: Content
    private(set) var choice: Choice!
    /// The choice the environment made since the node last rerendered.
    private var newChoice: Choice?
    private var childEnvironment = EnvironmentValues()

    init(_ view: Content, parent: Node) {
        self.view = view
        super.init(parent: parent)
        (choice, childEnvironment) = choose()
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
        (newChoice, childEnvironment) = choose()
    }

    /// What the node read changed, so the environment's propagation made a new choice.
    override func rerender() {
        isDirty = false
        guard let resolved = newChoice else {
            preconditionFailure("\(Self.self) depends only on its environment, which makes a new choice")
        }
        newChoice = nil
        let sameKind = isSameKind(resolved, choice)
        choice = resolved
        if sameKind {
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
}
