/// The node of a view with a `body`.
///
/// It keeps the view's last value; before every evaluation of `body` the view's dynamic
/// properties are linked to this node's storage, so `body` reads the state that belongs to this
/// node's identity.
@MainActor
final class CompositeNode<V: View>: BodyNode {
    /// The last value. Unchecked for exclusivity: passing a class's stored property `inout` (to
    /// compare it in place) otherwise costs a dynamic check, more than comparing a table row;
    /// only this node touches it, on the main actor, and never in overlapping accesses.
    @exclusivity(unchecked) private var view: V
    /// How to tell whether a new value of the view is the same as the last.
    private let equality = ViewEquality.plan(for: V.self)

    init(_ view: V, parent: Node) {
        self.view = view
        super.init(parent: parent, properties: DynamicPropertyStorage(for: V.self))
        updateChildWithBody()
    }

    /// Takes the parent's new value; an equal value (and nothing read changed) means the body
    /// would produce the same views, so it is not evaluated.
    override func update<U: View>(to newView: U) {
        if !isDirty && ViewEquality.isSame(&view, as: newView, plan: equality) { return }
        view = reinterpret(newView, as: V.self)
        rerenderWithNewValue()
    }

    override func updateChildWithBody() {
        applyBody(evaluateBody(linking: &view, type: V.self) { $0.body })
    }
}

extension CompositeNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(V.self, qualified: false) }
}
