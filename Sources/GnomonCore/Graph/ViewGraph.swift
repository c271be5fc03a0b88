/// The shadow tree of one root view, and the reconciler that keeps a host's widgets in step
/// with it.
///
/// State writes mark the nodes that own the state dirty and ask the host for one update; every
/// write until that update runs joins the same batch. The update rerenders the dirty nodes
/// top-down, each diffing its new body against its subtree and applying the smallest change
/// through the host.
///
/// ```swift
/// let graph = ViewGraph(content: CounterView(), host: host, rootWidget: host.root)
/// // … the user clicks; state changes; the host calls `graph.update()` once, soon.
/// ```
@MainActor
package final class ViewGraph {
    private let host: any Host
    private var root: ContainerNode!
    private var dirtyNodes: [Node] = []
    private var updateScheduled = false
    private var evaluatingNode: Node?
    private var lastWidgetID = 0
    /// When set, every widget operation after the initial mount is appended here.
    package var mutationLog: [Mutation]?

    /// Mounts `content` into `rootWidget`, a container widget of `host`.
    package init<Content: View>(
        content: Content, host: any Host, rootWidget: HostWidget,
        environment: EnvironmentValues = EnvironmentValues(), recordMutations: Bool = false
    ) {
        self.host = host
        mutationLog = recordMutations ? [] : nil
        root = RootNode(graph: self, content: content, widget: rootWidget, environment: environment)
    }

    /// Gives the root a new value of its view, as a parent re-evaluating would; the change is
    /// applied at once.
    package func updateRoot<Content: View>(to content: Content) {
        root.update(to: content)
    }

    /// Whether state changed since the last update.
    package var hasPendingUpdate: Bool { !dirtyNodes.isEmpty }

    /// Tears the tree down: every widget is released and all state dropped. The host removes
    /// the root widget itself.
    package func unmount() {
        guard root.isMounted else { return }
        root.remove()
        dirtyNodes.removeAll()
    }

    // MARK: - Updates

    /// Marks `node` for rerendering and makes sure an update is scheduled.
    func invalidate(_ node: Node) {
        guard node.isMounted, !node.isDirty else { return }
        if let evaluatingNode {
            log.warning(
                "State was written during the body of \(evaluatingNode); the change applies in the next update")
        }
        node.isDirty = true
        dirtyNodes.append(node)
        if !updateScheduled {
            updateScheduled = true
            host.scheduleUpdate { [weak self] in self?.update() }
        }
    }

    /// Rerenders every node whose state changed, parents before children. A node rerendered
    /// as part of its parent's update is not rerendered again.
    package func update() {
        updateScheduled = false
        var batch = dirtyNodes
        dirtyNodes.removeAll()
        batch.sort { $0.depth < $1.depth }
        for node in batch where node.isDirty && node.isMounted {
            node.rerender()
        }
    }

    /// Evaluates a body on behalf of `node`, so that state written meanwhile is reported.
    func evaluateBody<Body>(of node: Node, _ body: () -> Body) -> Body {
        let outer = evaluatingNode
        evaluatingNode = node
        defer { evaluatingNode = outer }
        return body()
    }

    func nextWidgetID() -> Int {
        lastWidgetID += 1
        return lastWidgetID
    }

    // MARK: - Widget operations (the only calls into the host)

    func makeWidget(for node: WidgetNode, properties: [Property], classes: [String]) -> HostWidget {
        host.makeWidget(node.widgetClass, id: node.id, properties: properties, classes: classes, events: node)
    }

    func insert(_ node: WidgetNode, after anchor: WidgetNode?) {
        let container = node.container
        host.insert(node.widget, into: container.widget, after: anchor?.widget)
        node.isConstructing = false
        // A container under construction counted its children before creating its widget.
        if !container.isConstructing {
            record(.insert, node)
            container.countChild(node, sign: 1)
        }
    }

    func move(_ node: WidgetNode, after anchor: WidgetNode?) {
        host.move(node.widget, in: node.container.widget, after: anchor?.widget)
        record(.move, node)
    }

    func remove(_ node: WidgetNode) {
        let container = node.container
        host.remove(node.widget, from: container.widget)
        record(.remove, node)
        container.countChild(node, sign: -1)
    }

    func set(_ property: Property, on node: WidgetNode) {
        host.set(property, on: node.widget)
        record(.set, node, property: property.key.name, value: property.formattedValue)
    }

    func addClass(_ name: String, to node: WidgetNode) {
        host.addClass(name, to: node.widget)
        record(.addClass, node, property: name)
    }

    func removeClass(_ name: String, from node: WidgetNode) {
        host.removeClass(name, from: node.widget)
        record(.removeClass, node, property: name)
    }

    func release(_ node: WidgetNode) {
        host.release(node.widget)
    }

    private func record(_ kind: Mutation.Kind, _ node: WidgetNode, property: String? = nil, value: String? = nil) {
        guard mutationLog != nil else { return }
        mutationLog!.append(
            Mutation(kind: kind, widget: node.widgetClass.name, widgetID: node.id, property: property, value: value))
    }
}
