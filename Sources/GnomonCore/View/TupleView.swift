/// Several views in a row, as a `@ViewBuilder` block with more than one statement makes them.
///
/// ```swift
/// VStack {
///     Text("One")   // these two make a TupleView<(Text, Text)>
///     Text("Two")
/// }
/// ```
///
/// A tuple view is transparent: its children splice into the container around it, and a
/// modifier on it applies to each child.
public struct TupleView<T>: View {
    public var value: T
    @usableFromInline let visitor: (any TupleElements.Type)?

    /// A tuple view of `value`, whose elements must all be views.
    public init(_ value: T) {
        self.value = value
        visitor = nil
    }

    @inlinable
    init(elements: T, visitor: any TupleElements.Type) {
        value = elements
        self.visitor = visitor
    }

    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    static func makeNode(_ view: TupleView<T>, parent: Node) -> Node {
        TupleNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { false }
}

/// Walks the elements of a tuple view's value.
@MainActor @usableFromInline
protocol TupleElements {
    static func makeNodes<T>(of value: T, parent: Node) -> [Node]
    static func update<T>(_ nodes: [Node], with value: T)
    /// Visits each element's subviews, the element's index added to the path.
    static func visitSubviews<T>(of value: T, context: SubviewContext, into sink: SubviewSink)
}

/// The elements of a tuple of views, known statically through a parameter pack: no
/// reflection, no type erasure.
@usableFromInline
struct PackElements<each Element: View>: TupleElements {
    @usableFromInline
    static func makeNodes<T>(of value: T, parent: Node) -> [Node] {
        let tuple = reinterpret(value, as: (repeat each Element).self)
        var nodes: [Node] = []
        for element in repeat each tuple {
            nodes.append(makeNode(element, parent: parent))
        }
        return nodes
    }

    /// Hands each node its element where it lies in `value`: converting `value` to the tuple
    /// type would look up that type's metadata and copy every element, on every update of
    /// the body it is in. A tuple lays its elements out in order, each at the next offset
    /// its alignment allows.
    @usableFromInline
    static func update<T>(_ nodes: [Node], with value: T) {
        withUnsafeBytes(of: value) { tuple in
            var index = 0
            var offset = 0
            for type in repeat (each Element).self {
                let (size, alignment) = layout(of: type)
                offset = (offset + alignment - 1) & ~(alignment - 1)
                update(nodes[index], at: tuple.baseAddress! + offset, as: type)
                offset += size
                index += 1
            }
            assert(offset == MemoryLayout<T>.size, "elements laid out unlike \(T.self)")
        }
    }

    private static func update<V: View>(_ node: Node, at address: UnsafeRawPointer, as _: V.Type) {
        node.update(to: address.assumingMemoryBound(to: V.self).pointee)
    }

    private static func layout<V>(of _: V.Type) -> (size: Int, alignment: Int) {
        (MemoryLayout<V>.size, MemoryLayout<V>.alignment)
    }

    @usableFromInline
    static func visitSubviews<T>(of value: T, context: SubviewContext, into sink: SubviewSink) {
        let tuple = reinterpret(value, as: (repeat each Element).self)
        var index = 0
        for element in repeat each tuple {
            GnomonCore.visitSubviews(of: element, context: context.appending(index), into: sink)
            index += 1
        }
    }
}

/// The elements of a tuple view made with the public `init(_:)`, found by reflection.
struct MirroredElements: TupleElements {
    static func makeNodes<T>(of value: T, parent: Node) -> [Node] {
        views(in: value).map { makeNode($0, parent: parent) }
    }

    static func update<T>(_ nodes: [Node], with value: T) {
        for (node, view) in zip(nodes, views(in: value)) {
            node.update(to: view)
        }
    }

    static func visitSubviews<T>(of value: T, context: SubviewContext, into sink: SubviewSink) {
        for (index, view) in views(in: value).enumerated() {
            GnomonCore.visitSubviews(of: view, context: context.appending(index), into: sink)
        }
    }

    private static func views<T>(in value: T) -> [any View] {
        Mirror(reflecting: value).children.compactMap { child in
            guard let view = child.value as? any View else {
                log.error("TupleView element of type \(type(of: child.value)) is not a View; it is ignored")
                return nil
            }
            return view
        }
    }
}

/// The node of a tuple view: one child per element, fixed in number and type.
@MainActor
final class TupleNode<T>: ListNode {
    private let elements: any TupleElements.Type

    init(_ view: TupleView<T>, parent: Node) {
        elements = view.visitor ?? MirroredElements.self
        super.init(parent: parent)
        children = elements.makeNodes(of: view.value, parent: self)
    }

    override func update<V: View>(to view: V) {
        elements.update(children, with: reinterpret(view, as: TupleView<T>.self).value)
    }
}
