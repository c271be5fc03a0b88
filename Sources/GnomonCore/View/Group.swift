/// Groups views without adding a widget: its children splice into the container around it,
/// and a modifier on the group applies to each child.
///
/// ```swift
/// Group {
///     Text("Name")
///     Text("Email")
/// }
/// .help("From your account")
/// ```
public struct Group<Content> {
    var content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: PrimitiveView where Content: View {
    static func makeNode(_ view: Group<Content>, parent: Node) -> Node {
        PassthroughNode(view.content, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Content.self, in: context) }
}

/// A node that shows its content unchanged: `Group`.
@MainActor
final class PassthroughNode<Content: View>: SingleChildNode {
    init(_ content: Content, parent: Node) {
        super.init(parent: parent)
        child = makeNode(content, parent: self)
    }

    override func update<V: View>(to view: V) {
        child!.update(to: reinterpret(view, as: Group<Content>.self).content)
    }
}
