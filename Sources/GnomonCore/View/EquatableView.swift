/// A view compared with its own `==`: when the new value equals the last, nothing inside it is
/// evaluated again.
///
/// ```swift
/// struct Row: View, Equatable {
///     let item: Item
///     var onTap: () -> Void
///     nonisolated static func == (a: Row, b: Row) -> Bool { a.item == b.item }   // ignore the closure
///     var body: some View { … }
/// }
/// ForEach(items) { item in Row(item: item) { select(item) }.equatable() }
/// ```
///
/// Gnomon already compares `Equatable` views with `==`; `EquatableView` says so explicitly.
/// (Views are main-actor types, so Swift 6 wants their `==` to be `nonisolated`.)
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension View where Self: Equatable {
    /// Compares this view with its own `==` to decide whether it changed.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

extension EquatableView: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        EquatableNode(view.content, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Content.self, in: context) }
}

/// The node of an `EquatableView`: passes its content on only when `==` says it changed.
@MainActor
final class EquatableNode<Content: View & Equatable>: SingleChildNode {
    private var content: Content

    init(_ content: Content, parent: Node) {
        self.content = content
        super.init(parent: parent)
        child = makeNode(content, parent: self)
    }

    override func update<V: View>(to view: V) {
        let new = reinterpret(view, as: EquatableView<Content>.self).content
        guard new != content else { return }
        content = new
        child!.update(to: new)
    }
}
