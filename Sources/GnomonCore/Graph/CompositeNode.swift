/// The node of a view with a `body`.
///
/// It keeps the view's last value; before every evaluation of `body` the view's dynamic
/// properties are linked to this node's storage, so `body` reads the state that belongs to this
/// node's identity.
@MainActor
final class CompositeNode<V: View>: BodyNode {
    private let stored: StoredView<V>
    /// How to tell whether a new value of the view is the same as the last.
    private let equality = ViewEquality.plan(for: V.self)

    init(_ view: V, parent: Node) {
        stored = StoredView(view)
        super.init(parent: parent, properties: DynamicPropertyStorage(for: V.self))
        updateChildWithBody()
    }

    /// Takes the parent's new value; an equal value (and nothing read changed) means the body
    /// would produce the same views, so it is not evaluated.
    override func update<U: View>(to newView: U) {
        if !isDirty && ViewEquality.isSame(stored.pointer, as: newView, plan: equality) { return }
        stored.pointer.pointee = reinterpret(newView, as: V.self)
        rerenderWithNewValue()
    }

    override func updateChildWithBody() {
        applyBody(evaluateBody(linking: &stored.pointer.pointee, type: V.self) { $0.body })
    }
}

extension CompositeNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(V.self, qualified: false) }
}
