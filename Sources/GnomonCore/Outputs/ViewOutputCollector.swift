/// Collects the views sent under `Key` inside one `ViewOutputKeyReader`. Sources register
/// when they mount and change, and unregister when they go; readers of `value` depend on it.
@MainActor
final class ViewOutputCollector<Key: ViewOutputKey>: TreeOrderObserver {
    private var sources: [ObjectIdentifier: (node: Node, content: Key.Content)] = [:]
    private var dependents = Dependents()
    /// The sources in the order `value` last gave them.
    private var order: [ObjectIdentifier] = []
    /// Told after every change to the views sent, for an owner that is no view (a graph's
    /// window title).
    var onChange: (() -> Void)?

    nonisolated init() {}

    /// The views sent, in the tree order of their sources, combined by `Key.reduce`.
    var value: ViewOutputList<Key.Content> {
        dependents.recordRead()
        var value = ViewOutputList<Key.Content>()
        let sorted = sortedSources()
        order = sorted.map { ObjectIdentifier($0.node) }
        for source in sorted {
            let element = ViewOutputList<Key.Content>.Subview(id: ObjectIdentifier(source.node).hashValue, content: source.content)
            Key.reduce(value: &value) { ViewOutputList(elements: [element]) }
        }
        return value
    }

    func set(_ content: Key.Content, from node: Node) {
        let key = ObjectIdentifier(node)
        if let old = sources[key], ViewEquality.areEqual(old.content, content) { return }
        if sources.isEmpty { node.graph.observeTreeOrder(self) }
        sources[key] = (node, content)
        changed()
    }

    /// The last view sent, in tree order, that satisfies `predicate`; read without depending
    /// on it.
    func last(where predicate: (Key.Content) -> Bool) -> Key.Content? {
        sortedSources().last { predicate($0.content) }?.content
    }

    private func changed() {
        dependents.invalidate(because: "@viewOutput", owner: nil)
        onChange?()
    }

    /// Sources that moved change the order of the views sent.
    func treeOrderMayHaveChanged() {
        guard sources.count > 1, sortedSources().map({ ObjectIdentifier($0.node) }) != order else { return }
        changed()
    }

    private func sortedSources() -> [(node: Node, content: Key.Content)] {
        sources.values.sorted { isBefore($0.node, $1.node) }
    }

    func remove(from node: Node) {
        guard sources.removeValue(forKey: ObjectIdentifier(node)) != nil else { return }
        changed()
    }

    /// Whether `a` comes before `b` in the tree (depth first, children in order).
    private func isBefore(_ a: Node, _ b: Node) -> Bool {
        path(to: a).lexicographicallyPrecedes(path(to: b))
    }

    private func path(to node: Node) -> [Int] {
        var path: [Int] = []
        var current: Node? = node
        while let node = current {
            path.append(node.indexInParent)
            current = node.parent
        }
        return path.reversed()
    }

    /// The collector of the nearest reader above: an environment value.
    struct EnvironmentKey: GnomonCore.EnvironmentKey {
        static var defaultValue: ViewOutputCollector? { nil }
    }
}

/// Gives its content a collector to send views to (or none, inside a value reader).
struct ViewOutputCollecting<Key: ViewOutputKey>: ViewModifier {
    let collector: ViewOutputCollector<Key>?
    typealias Body = Never
}

extension ViewOutputCollecting: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment[ViewOutputCollector<Key>.EnvironmentKey.self] = collector
    }
}

/// The node of `.viewOutput(_:source:)`: registers its source with the collector it sees, and
/// shows its content.
@MainActor
final class ViewOutputSourceNode<Key: ViewOutputKey, Content: View>: SingleChildNode {
    private var source: Key.Content
    private weak var collector: ViewOutputCollector<Key>?

    init(source: Key.Content, content: Content, parent: Node) {
        self.source = source
        super.init(parent: parent)
        child = makeNode(content, parent: self)
        register()
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, ViewOutputSourceModifier<Key>>.self)
        source = view.modifier.source
        collector?.set(source, from: self)
        child!.update(to: view.content)
    }

    /// A new collector above (or none) takes the source.
    override func refreshEnvironment() {
        super.refreshEnvironment()
        if currentCollector !== collector {
            collector?.remove(from: self)
            register()
        }
    }

    override func unmount() {
        collector?.remove(from: self)
        super.unmount()
    }

    private func register() {
        collector = currentCollector
        collector?.set(source, from: self)
    }

    /// The collector of the nearest reader above, or else the graph's own for a key it
    /// collects (a window's titles, when no window chrome collects them).
    private var currentCollector: ViewOutputCollector<Key>? {
        if let collector = environment[ViewOutputCollector<Key>.EnvironmentKey.self] { return collector }
        if let key = Key.self as? any GraphCollectedOutputKey.Type { return key.collector(in: graph) as? ViewOutputCollector<Key> }
        return nil
    }
}

/// A key whose views every graph collects itself, for its window, where no reader does: the
/// collector is a `GraphService`, made when a view first sends under the key, and `apply`
/// runs once each update that changed what the views send has finished.
@MainActor
protocol GraphCollectedOutputKey: ViewOutputKey {
    /// Does what the views sent ask: titles the window, picks the app's style.
    static func apply(_ collected: ViewOutputCollector<Self>, in graph: ViewGraph)
    /// The graph's collector for the key.
    static func collector(in graph: ViewGraph) -> AnyObject
}

extension GraphCollectedOutputKey {
    static func collector(in graph: ViewGraph) -> AnyObject {
        graph.service(GraphCollectedOutput<Self>.self).collector
    }
}

/// What a graph's views send under a `GraphCollectedOutputKey`, and the following of it.
@MainActor
final class GraphCollectedOutput<Key: GraphCollectedOutputKey>: GraphService {
    let collector = ViewOutputCollector<Key>()

    init(graph: ViewGraph) {
        graph.follow(collector) { [unowned graph] collected in Key.apply(collected, in: graph) }
    }
}
