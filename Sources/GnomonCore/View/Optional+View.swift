/// An optional view shows its view when there is one, and nothing otherwise: `if` without
/// `else` in a `@ViewBuilder` makes one.
///
/// ```swift
/// if let error { Text(error) }
/// ```
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    static func makeNode(_ view: Wrapped?, parent: Node) -> Node {
        OptionalNode<Wrapped>(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Wrapped.self, in: context) }
}

/// The node of an optional view: a child while there is a view.
@MainActor
final class OptionalNode<Wrapped: View>: SingleChildNode {
    init(_ view: Wrapped?, parent: Node) {
        super.init(parent: parent)
        child = view.map { makeNode($0, parent: self) }
    }

    override func update<V: View>(to view: V) {
        updateChild(showing: reinterpret(view, as: Wrapped?.self))
    }
}
