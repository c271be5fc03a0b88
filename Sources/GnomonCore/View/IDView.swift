extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is removed (its state
    /// dropped) and a new one created in its place.
    ///
    /// ```swift
    /// ProfileView(user: user).id(user.id)   // fresh state for every user
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IDView(content: self, id: id)
    }
}

/// A view with an explicit identity; see `View.id(_:)`.
public struct _IDView<Content: View, ID: Hashable>: View {
    var content: Content
    var id: ID

    public typealias Body = Never
}

extension _IDView: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        IDNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Content.self, in: context) }
}

/// The node of `.id(_:)`: the content's node, replaced when the id changes.
@MainActor
final class IDNode<Content: View, ID: Hashable>: SingleChildNode {
    private var id: ID

    init(_ view: _IDView<Content, ID>, parent: Node) {
        id = view.id
        super.init(parent: parent)
        child = makeNode(view.content, parent: self)
    }

    override func node(identifiedBy id: AnyHashable) -> Node? {
        AnyHashable(self.id) == id ? self : super.node(identifiedBy: id)
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: _IDView<Content, ID>.self)
        if view.id == id {
            child!.update(to: view.content)
        } else {
            id = view.id
            replaceChild { makeNode(view.content, parent: self) }
        }
    }
}
