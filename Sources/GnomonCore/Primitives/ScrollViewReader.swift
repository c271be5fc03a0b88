/// Gives its content a proxy that scrolls the scroll views inside to a view, by the view's
/// `.id(_:)` or its `ForEach` element's id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         VStack { ForEach(messages) { MessageRow(message: $0) } }
///     }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// Scrolls the scroll views inside a `ScrollViewReader`.
@MainActor
public struct ScrollViewProxy {
    fileprivate weak var node: Node?

    /// Scrolls the scroll view holding the view identified by `id` so that it shows: placed at
    /// `anchor` of the visible area (`.top`, `.center`, `.bottom`, …), or, with none, moved
    /// just as far as it takes. An id no view inside has is reported and ignored.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // A node removed from the tree may live on until the graph's cleanup (`retire`).
        guard let node, node.isMounted else { return }
        // A view with a node first; else a list row GTK may not have bound, found in the data.
        if let target = node.node(identifiedBy: AnyHashable(id)), let widget = target.firstTopLevelWidget,
            let scrollView = widget.enclosingScrollView
        {
            return node.graph.scroll(widget, intoViewOf: scrollView, anchor: anchor)
        }
        guard let (list, row) = node.listRow(identifiedBy: AnyHashable(id)) else {
            return log.warning("scrollTo(\(id)): no view with that id is in a scroll view inside this ScrollViewReader")
        }
        node.graph.scroll(list, toRow: row)
    }
}

extension ScrollViewReader: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ScrollViewReaderNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Content.self, in: context) }
}

/// The node of a `ScrollViewReader`: its content, made with a proxy that searches below it.
/// Making the content is its evaluation unit, as a body is.
@MainActor
final class ScrollViewReaderNode<Content: View>: SingleChildNode {
    private var view: ScrollViewReader<Content>

    init(_ view: ScrollViewReader<Content>, parent: Node) {
        self.view = view
        super.init(parent: parent)
        child = makeNode(evaluate(), parent: self)
    }

    private func evaluate() -> Content {
        let proxy = ScrollViewProxy(node: self)
        return DependencyTracking.evaluate(self) { view.content(proxy) }
    }

    override func update<V: View>(to newView: V) {
        view = reinterpret(newView, as: ScrollViewReader<Content>.self)
        rerender()
    }

    override func rerender() {
        isDirty = false
        child!.update(to: evaluate())
    }
}

extension Node {
    /// The first widget this node puts into its container, if any.
    var firstTopLevelWidget: WidgetNode? {
        var first: WidgetNode?
        forEachTopLevelWidget { if first == nil { first = $0 } }
        return first
    }
}

extension WidgetNode {
    /// The scroll view (a `GtkScrolledWindow`) this widget is inside, if any.
    var enclosingScrollView: WidgetNode? {
        var container: ContainerNode? = self.container
        while let current = container as? WidgetNode {
            if current.widgetClass == .scrolledWindow { return current }
            container = current.container
        }
        return nil
    }
}
