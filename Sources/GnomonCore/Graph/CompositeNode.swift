/// The node of a view with a `body`.
///
/// It keeps the view's last value and the storage behind its dynamic properties (`@State`,
/// `@Environment`, …). Before every evaluation of `body` those properties are linked to their
/// storage, so `body` reads the state that belongs to this node's identity.
@MainActor
final class CompositeNode<V: View>: SingleChildNode {
    private var view: V
    private let properties: DynamicPropertyStorage?

    init(_ view: V, parent: Node) {
        self.view = view
        properties = DynamicPropertyStorage(for: V.self)
        super.init(parent: parent)
        properties?.owner = self
        child = makeNode(evaluateBody(), parent: self)
    }

    override func update<U: View>(to newView: U) {
        view = reinterpret(newView, as: V.self)
        refreshEnvironment()
        rerender()
    }

    override func rerender() {
        isDirty = false
        child!.update(to: evaluateBody())
    }

    private func evaluateBody() -> V.Body {
        properties?.link(&view)
        return graph.evaluateBody(of: self) { view.body }
    }

    override func unmount() {
        super.unmount()
        properties?.release()
    }
}

extension CompositeNode: CustomStringConvertible {
    nonisolated var description: String { "\(V.self)" }
}
