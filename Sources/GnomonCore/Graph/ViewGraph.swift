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
    /// The host, for the features' services (`GraphService`) that write to it.
    let host: any Host
    private var root: ContainerNode!
    /// Nodes to rerender in the update under way or the next one.
    private var dirtyNodes: [Node] = []
    /// Nodes invalidated by state written while something was being evaluated: they rerender
    /// in the next update, not this one, so a body that writes what it reads cannot loop.
    private var deferredNodes: [Node] = []
    private var updateScheduled = false
    private var isUpdating = false
    /// Lifecycle actions (`onAppear`, `onChange`, `task`, …) waiting for the update to finish.
    private var pendingActions: [() -> Void] = []
    /// What depends on the order of nodes in the tree (the collectors of views sent up), told
    /// after an update pass that moved nodes.
    private var orderObservers: [WeakTreeOrderObserver] = []
    private var nodesMoved = false
    /// Each feature's state, by its type, made on first use (see `GraphService`).
    private var services: [ObjectIdentifier: any GraphService] = [:]
    /// Whether the window was asked to close, and whether by quitting the app; nil if not
    /// asked (the app ended with it open). Set by `mayClose`.
    var closeRequestQuits: Bool?
    /// What runs after the tree is torn down, told whether the user closed the window while
    /// the app goes on (see `whenUnmounted(_:)`).
    private var unmountActions: [@MainActor (_ closedByUser: Bool) -> Void] = []
    /// Nodes whose widgets go into a container other than their parent's, made before that
    /// container's widget (a sheet's header bar, made with the sheet's content before the
    /// sheet's window), by container: attached first in it as its widget is made.
    private var nodesAwaitingContainer: [ObjectIdentifier: [Node]] = [:]
    /// Subtrees updates removed, kept until the main loop is idle after the frame that shows
    /// them gone. Their widgets are out and released already; what is left is memory — nodes,
    /// views, state, the app's objects they hold — and letting go of a thousand rows' worth
    /// (about 20,000 instructions a row) held the frame back by several milliseconds.
    private var retiredNodes: [Node] = []
    private var lastWidgetID = 0
    /// When recording, every widget operation since the last `takeRecords()`.
    private var mutationLog: [Mutation]?
    /// When recording, the type name of every view whose body ran since the last
    /// `takeRecords()`.
    private var bodyLog: [String]?

    /// Mounts `content` into `rootWidget`, a container widget of `host`.
    package init<Content: View>(
        content: Content, host: any Host, rootWidget: HostWidget,
        environment: EnvironmentValues = EnvironmentValues(), recordMutations: Bool = false
    ) {
        MainThreadStack.reserve()
        self.host = host
        mutationLog = recordMutations ? [] : nil
        bodyLog = recordMutations ? [] : nil
        isUpdating = true
        // Not part of any evaluation under way (a representable's `updateWidget` making a
        // `HostingWidget`): what the mount reads is this graph's.
        root = DependencyTracking.untracked {
            RootNode(graph: self, content: content, widget: rootWidget, environment: environment)
        }
        // What the mount itself invalidated (a reader of views sent up from further down the
        // tree) is brought up to date before the mount ends.
        processDirtyNodes()
        finishUpdate()
    }

    /// Gives the root a new value of its view, as a parent re-evaluating would; the change is
    /// applied at once. Not part of any evaluation under way (a representable's `updateWidget` giving a
    /// `HostingWidget` its view): what the update reads is this graph's.
    package func updateRoot<Content: View>(to content: Content) {
        DependencyTracking.untracked {
            isUpdating = true
            root.update(to: content)
            processDirtyNodes()
            finishUpdate()
        }
    }

    /// Replaces the root environment (the host's values: color scheme, actions, …); the views
    /// that read a changed value update in the next update.
    package func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        var environment = root.environment
        change(&environment)
        let changed = environment.changedKeys(since: root.environment)
        root.environment = environment
        if !changed.isEmpty {
            root.forEachChild { $0.propagateEnvironment(changed: changed) }
        }
    }

    /// Takes in the `@Observable` changes made off the main actor that wait for the main
    /// actor to see them; their readers are invalidated and an update scheduled. For hosts
    /// that settle synchronously, while no main-actor hop can run.
    package func drainObservations() {
        PendingObservations.drain()
    }

    /// The widget operations and body evaluations recorded since the last call (none unless
    /// the graph was made with `recordMutations`), for test hosts to report.
    package func takeRecords() -> (mutations: [Mutation], bodyEvaluations: [String]) {
        defer {
            if mutationLog != nil { mutationLog = [] }
            if bodyLog != nil { bodyLog = [] }
        }
        return (mutationLog ?? [], bodyLog ?? [])
    }

    /// Tears the tree down: every widget is released and all state dropped. The host removes
    /// the root widget itself.
    package func unmount() {
        guard root.isMounted else { return }
        isUpdating = true
        root.remove()
        dirtyNodes.removeAll()
        deferredNodes.removeAll()
        finishUpdate()
        let closedByUser = closeRequestQuits == false
        for action in unmountActions { action(closedByUser) }
        unmountActions.removeAll()
    }

    /// Runs `action` once the tree is torn down, with whether the user closed the window
    /// while the app goes on (not by quitting, nor by the app ending with it open): what a
    /// window's own state (`@SceneStorage`) follows.
    ///
    /// ```swift
    /// graph.whenUnmounted { closedByUser in SceneStates.closed(state, byUser: closedByUser) }
    /// ```
    package func whenUnmounted(_ action: @escaping @MainActor (_ closedByUser: Bool) -> Void) {
        unmountActions.append(action)
    }

    // MARK: - Updates

    /// Marks `node` for rerendering and makes sure an update is scheduled.
    func invalidate(_ node: Node) {
        guard node.isMounted, !node.isDirty else { return }
        node.isDirty = true
        if let evaluating = DependencyTracking.current {
            log.warning(
                "State was written while \(evaluating) was being evaluated; the change applies in the next update")
            deferredNodes.append(node)
        } else {
            dirtyNodes.append(node)
        }
        if !isUpdating { scheduleUpdate() }
    }

    private func scheduleUpdate() {
        guard !updateScheduled else { return }
        updateScheduled = true
        host.scheduleUpdate { [weak self] in self?.update() }
    }

    /// Rerenders every node whose dependencies changed, parents before children. A node
    /// rerendered as part of its parent's update is not rerendered again.
    package func update() {
        PendingObservations.drain()
        updateScheduled = false
        isUpdating = true
        dirtyNodes += deferredNodes
        deferredNodes.removeAll()
        processDirtyNodes()
        finishUpdate()
    }

    private func processDirtyNodes() {
        while !dirtyNodes.isEmpty || nodesMoved {
            var batch = dirtyNodes
            // Room for as many again: the next batch's nodes are appended one by one.
            dirtyNodes.removeAll(keepingCapacity: true)
            batch.sort(by: Node.isShallower)
            for node in batch where node.isDirty && node.isMounted {
                node.rerender()
            }
            if nodesMoved {
                nodesMoved = false
                orderObservers.removeAll { $0.observer == nil }
                for entry in orderObservers { entry.observer?.treeOrderMayHaveChanged() }
            }
        }
    }

    /// Keeps `node`, removed from the tree, until the host's next cleanup (see `retiredNodes`).
    func retire(_ node: Node) {
        assert(!node.isMounted, "a node is retired only once it is unmounted")
        if retiredNodes.isEmpty {
            host.scheduleCleanup { [weak self] in self?.retiredNodes.removeAll() }
        }
        retiredNodes.append(node)
    }

    /// Records that nodes moved, for the tree-order observers.
    func noteMove() {
        if !orderObservers.isEmpty { nodesMoved = true }
    }

    /// Tells `observer` (held weakly) after each update pass that moved nodes.
    func observeTreeOrder(_ observer: TreeOrderObserver) {
        guard !orderObservers.contains(where: { $0.observer === observer }) else { return }
        orderObservers.append(WeakTreeOrderObserver(observer: observer))
    }

    /// Ends an update (or the mount): runs the lifecycle actions it queued, which may change
    /// state and so schedule the next update.
    private func finishUpdate() {
        isUpdating = false
        UpdateTrace.flush()
        while !pendingActions.isEmpty {
            let actions = pendingActions
            pendingActions.removeAll()
            for action in actions { DependencyTracking.untracked(action) }
        }
        if !deferredNodes.isEmpty || !dirtyNodes.isEmpty { scheduleUpdate() }
    }

    /// Calls `apply` with what the views send under `Key` once each update that changed it
    /// has finished (once however many sources changed).
    func follow<Key: ViewOutputKey>(_ collector: ViewOutputCollector<Key>, apply: @escaping (ViewOutputCollector<Key>) -> Void) {
        var isPending = false
        collector.onChange = { [unowned self, weak collector] in
            guard !isPending else { return }
            isPending = true
            afterUpdate { [weak collector] in
                isPending = false
                if let collector { apply(collector) }
            }
        }
    }

    /// Runs `action` once the update under way (or the next one) has finished.
    func afterUpdate(_ action: @escaping () -> Void) {
        pendingActions.append(action)
        if !isUpdating { finishUpdate() }
    }

    /// Records that `node`'s body ran. The log is of the app's views: the bodies of Gnomon's own
    /// (a `Button`'s, a built-in style's) are how those views work, not the app's.
    func noteBodyEvaluation(of type: Any.Type, reasons: [String]) {
        if bodyLog != nil, !_typeName(type, qualified: true).hasPrefix("GnomonCore.") {
            bodyLog!.append(_typeName(type, qualified: false))
        }
        UpdateTrace.noteEvaluation(of: type, reasons: reasons)
    }

    /// The graph's `Service`, if a feature asked for it before.
    package func existingService<Service: GraphService>(_ type: Service.Type) -> Service? {
        services[ObjectIdentifier(type)].map { $0 as! Service }
    }

    func add(_ service: some GraphService) {
        precondition(services.updateValue(service, forKey: ObjectIdentifier(type(of: service))) == nil, "\(type(of: service)) made twice")
    }

    /// The root container's widget: the window (or hosting widget) the graph is mounted in.
    var rootWidget: HostWidget { root.widget }

    /// Attaches `node`'s widgets first in `container` once its widget is made (now, if it is).
    func attach(_ node: Node, firstInContainer container: ContainerNode) {
        if container.widget == nil {
            nodesAwaitingContainer[ObjectIdentifier(container), default: []].append(node)
        } else {
            _ = node.attach(after: nil)
        }
    }

    /// Attaches the nodes waiting for `container`'s widget, just made.
    func attachNodesAwaiting(_ container: ContainerNode) {
        guard !nodesAwaitingContainer.isEmpty, let nodes = nodesAwaitingContainer.removeValue(forKey: ObjectIdentifier(container)) else { return }
        for node in nodes { _ = node.attach(after: nil) }
    }

    func nextWidgetID() -> Int {
        lastWidgetID += 1
        return lastWidgetID
    }

    // MARK: - Widget operations (the only calls into the host)

    func makeWidget(for node: WidgetNode, properties: [Property], classes: [String]) -> HostWidget {
        host.makeWidget(node.widgetClass, id: node.id, properties: properties, classes: classes, events: node.reference)
    }

    func adoptWidget(_ made: Any, for node: WidgetNode, properties: [Property], classes: [String]) -> HostWidget {
        host.adoptWidget(made, id: node.id, properties: properties, classes: classes, events: node.reference)
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
        record(.set, node, property: property.key.name, value: property.value.description)
    }

    func addClass(_ name: String, to node: WidgetNode) {
        host.addClass(name, to: node.widget)
        record(.addClass, node, property: name)
    }

    func removeClass(_ name: String, from node: WidgetNode) {
        host.removeClass(name, from: node.widget)
        record(.removeClass, node, property: name)
    }

    func setRowSource(_ source: (any ListRowSource)?, of list: WidgetNode) {
        host.setRowSource(source, of: list.widget)
    }

    func rowsChanged(in list: WidgetNode, at index: Int, removed: Int, added: Int) {
        host.rowsChanged(in: list.widget, at: index, removed: removed, added: added)
    }

    func scroll(_ widget: WidgetNode, intoViewOf scrollView: WidgetNode, anchor: UnitPoint?) {
        host.scroll(widget.widget, intoViewOf: scrollView.widget, anchor: anchor)
    }

    func scroll(_ list: WidgetNode, toRow row: Int) {
        host.scroll(list.widget, toRow: row)
    }

    func rowSelectionChanged(in list: WidgetNode) {
        host.rowSelectionChanged(in: list.widget)
    }

    func release(_ node: WidgetNode) {
        host.release(node.widget)
    }

    /// Logs a mutation for tests and `GNOMON_DEBUG=updates`. The value is formatted only when
    /// something logs it: formatting is most of the cost of a property set otherwise.
    private func record(
        _ kind: Mutation.Kind, _ node: WidgetNode, property: String? = nil, value: @autoclosure () -> String? = nil
    ) {
        guard mutationLog != nil || UpdateTrace.isEnabled else { return }
        let mutation = Mutation(
            kind: kind, widget: node.widgetClass.name, widgetID: node.id, property: property, value: value())
        mutationLog?.append(mutation)
        UpdateTrace.note(mutation)
    }
}

/// Something that depends on the order of nodes in the tree.
@MainActor
protocol TreeOrderObserver: AnyObject {
    func treeOrderMayHaveChanged()
}

private struct WeakTreeOrderObserver {
    weak var observer: TreeOrderObserver?
}
