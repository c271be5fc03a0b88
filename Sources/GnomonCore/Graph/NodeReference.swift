/// A reference to a node that neither keeps it alive nor costs it a side table: what must
/// outlive a node without owning it holds one — Observation's change callbacks, the readers of
/// a piece of state, a widget's event handlers.
///
/// Swift's `weak` gives an object a side table the first time it is used, after which every
/// retain and release of the object takes the runtime's slow path (several times the cost);
/// for a node, that is every update that touches it. Instead the node clears its reference
/// when it goes away (`Node.deinit`), on the main thread, where the reference is read.
///
/// ```swift
/// let reference = node.reference
/// reference.node?.invalidate(because: "@observable")   // nil once the node is gone
/// ```
///
/// It is also a widget's event sink: it passes the widget's events to its element node while
/// the node lives, so a host may hold it strongly.
final class NodeReference: WidgetEventSink, @unchecked Sendable {
    /// The node; nil once it is gone. Read and cleared on the main thread only.
    nonisolated(unsafe) private(set) unowned(unsafe) var node: Node?

    nonisolated init(_ node: Node) {
        self.node = node
    }

    /// Called by the node as it goes away.
    nonisolated func clear() {
        node = nil
    }

    @MainActor
    func widget(didEmit event: WidgetEvent) {
        (node as? WidgetNode)?.widget(didEmit: event)
    }
}
