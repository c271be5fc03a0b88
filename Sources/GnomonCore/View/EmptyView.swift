/// A view that shows nothing.
///
/// ```swift
/// var body: some View { isHidden ? AnyView(EmptyView()) : AnyView(content) }
/// ```
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}

extension EmptyView: PrimitiveView {
    static func makeNode(_ view: EmptyView, parent: Node) -> Node {
        EmptyNode(parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }
}
