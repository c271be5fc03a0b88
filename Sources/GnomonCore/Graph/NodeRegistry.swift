/// Values that views keep with a graph service, one per view's node, in the order the views
/// appeared: what a service keeps for a lifecycle modifier (`confirmsWindowClose`,
/// `onOpenURL`) between its appearing and its going.
///
/// ```swift
/// var handlers = NodeRegistry<_OpenURLModifier>()
/// handlers.set(modifier, for: node)   // appeared, or changed
/// handlers.remove(node)               // gone
/// handlers.values.first               // the view that appeared first
/// ```
struct NodeRegistry<Value> {
    private var entries: [(node: ObjectIdentifier, value: Value)] = []

    /// The values, the first registered first.
    var values: [Value] { entries.map(\.value) }

    /// Keeps `value` for `node`, in place of the one it had.
    mutating func set(_ value: Value, for node: Node) {
        if let index = entries.firstIndex(where: { $0.node == ObjectIdentifier(node) }) {
            entries[index].value = value
        } else {
            entries.append((ObjectIdentifier(node), value))
        }
    }

    /// Forgets `node`'s value.
    mutating func remove(_ node: Node) {
        entries.removeAll { $0.node == ObjectIdentifier(node) }
    }
}
