/// A node of the shadow tree: one per mounted view, alive exactly as long as the view's
/// identity.
///
/// The life of a node:
///
/// 1. **Create.** `makeNode(view, parent:)` builds the node and its whole subtree. Widgets
///    inside the subtree are created and put into their containers, but the subtree's
///    *top-level* widgets — the ones that belong to the enclosing container — are not yet.
/// 2. **Attach.** The parent calls `attach(after:)`, which inserts those top-level widgets into
///    the container, in order, after an anchor widget (or first). Splitting create from attach
///    lets a new subtree be built off-screen and inserted with one operation per top-level
///    widget.
/// 3. **Update.** When the parent re-evaluates, it hands this node its new view value through
///    `update(to:)`. The node's type is fixed by the view type it was made for, so the value is
///    always of that type.
/// 4. **Rerender.** When state this node owns changes, the graph marks it dirty and calls
///    `rerender()` in the next update, top-down by depth.
/// 5. **Remove.** `remove()` takes the top-level widgets out of their container (`detach`) and
///    then tears the subtree down (`unmount`): state is dropped and every widget released.
///
/// Views that produce several widgets (`TupleView`, `ForEach`, `Group`, conditionals) splice
/// them into the container's children: a node's widgets sit after `anchor(before:)`, the last
/// widget of whatever precedes it in the same container.
@MainActor @usableFromInline
class Node {
    /// The graph this node belongs to. The graph owns the root, so it outlives every node.
    unowned(unsafe) let graph: ViewGraph
    /// The node that created this one; nil only for the root. A parent owns its children, so
    /// it outlives them.
    unowned(unsafe) let parent: Node?
    /// Distance from the root; dirty nodes rerender in increasing depth.
    let depth: Int

    /// The order dirty nodes rerender in. Nonisolated, so that sorting (in the standard
    /// library) does not check the executor at every comparison.
    nonisolated static func isShallower(_ lhs: Node, _ rhs: Node) -> Bool {
        lhs.depth < rhs.depth
    }

    /// The environment this node's view sees. It changes only when something above writes
    /// it, and such a change walks the subtree (`propagateEnvironment`), so a parent's update
    /// need not hand it down again.
    var environment: EnvironmentValues
    /// Position among the parent's children, for list parents (`ListNode`).
    var indexInParent = 0
    /// False once the node is removed. A removed node ignores invalidation.
    private(set) var isMounted = true
    /// Set when something this node read changed and it has not rerendered since.
    var isDirty = false
    /// Bumped at each evaluation of this node (see `DependencyTracking`), on the main actor.
    nonisolated(unsafe) var generation = 0
    /// The environment keys this node's latest evaluation read. Written only by the main
    /// actor, by the node's own evaluation (`recordEnvironmentRead`).
    nonisolated(unsafe) var environmentReads: [ObjectIdentifier] = []
    /// Why this node is about to rerender (`@self`, `_count`, …), for `_printChanges()` and
    /// `GNOMON_DEBUG=updates`; cleared when it rerenders (see `BodyNode.evaluationReasons`).
    var changeReasons: [String] = []
    /// The node's `NodeReference`, made the first time something asks for it.
    nonisolated(unsafe) private var madeReference: NodeReference?

    /// What holds this node without owning it: Observation's callbacks, state's readers, the
    /// widget's event handlers (see `NodeReference`). Made on the main actor only, as state
    /// reads inside an evaluation are.
    nonisolated var reference: NodeReference {
        if let madeReference { return madeReference }
        let reference = NodeReference(self)
        madeReference = reference
        return reference
    }

    init(parent: Node) {
        graph = parent.graph
        self.parent = parent
        depth = parent.depth + 1
        environment = parent.environmentForChildren
    }

    init(rootOf graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        parent = nil
        depth = 0
        self.environment = environment
    }

    deinit {
        madeReference?.clear()
    }

    // MARK: - Environment

    /// The environment this node's children see; modifiers that write the environment
    /// override it.
    var environmentForChildren: EnvironmentValues { environment }

    /// Takes the parent's current environment, as a change above propagates.
    func refreshEnvironment() {
        if let parent { environment = parent.environmentForChildren }
    }

    /// The environment above this node changed at `keys`: take the new one, update if this
    /// node read a changed key, and pass the change on to the whole subtree.
    final func propagateEnvironment(changed keys: [ObjectIdentifier]) {
        refreshEnvironment()
        if keys.contains(where: reads(environmentKey:)) {
            invalidate(because: "@environment")
        }
        let passed = keysPassedToChildren(keys)
        forEachChild { $0.propagateEnvironment(changed: passed) }
    }

    /// The changed keys whose change reaches the children (modifiers that write a key shadow
    /// it).
    func keysPassedToChildren(_ keys: [ObjectIdentifier]) -> [ObjectIdentifier] {
        keys
    }

    // MARK: - Updates

    /// Takes the new value of this node's view and brings the subtree up to date.
    func update<V: View>(to view: V) {
        preconditionFailure("\(Self.self) does not take view updates")
    }

    /// Re-evaluates this node after something it read changed. Only evaluation units (bodies,
    /// `ForEach`, elements) read anything.
    func rerender() {
        isDirty = false
    }

    /// Marks this node for `rerender()` in the next update, noting why.
    final func invalidate(because reason: String) {
        guard isMounted else { return }
        noteChange(reason)
        graph.invalidate(self)
    }

    /// Notes why this node is about to rerender, once per reason.
    final func noteChange(_ reason: String) {
        if !changeReasons.contains(reason) { changeReasons.append(reason) }
    }

    /// Records that the evaluation under way read `key`. Nonisolated, so that an environment
    /// read (on the main actor, in an evaluation) records itself with no closure and no
    /// executor check; room for a few keys is made at the first.
    nonisolated final func recordEnvironmentRead(_ key: ObjectIdentifier) {
        if environmentReads.capacity == 0 { environmentReads.reserveCapacity(8) }
        environmentReads.append(key)
    }

    /// Whether the node reads `key` from the environment.
    final func reads(environmentKey key: ObjectIdentifier) -> Bool {
        environmentReads.contains(key)
    }

    /// Drops keys read more than once, so evaluations that continue one another (see
    /// `DependencyTracking.evaluate(_:continuing:_:)`) do not grow the list without end.
    final func forgetRepeatedEnvironmentReads() {
        guard environmentReads.count > 1 else { return }
        var seen = Set<ObjectIdentifier>()
        environmentReads.removeAll { !seen.insert($0).inserted }
    }

    /// Applies what this node contributes to the layout of the widgets below it, up to their
    /// container (padding, frames, …), as far as `scope` takes. Only attribute modifiers
    /// contribute.
    func applyAttributes(to layout: inout LayoutAttributes, _ scope: AttributeScope) {}

    /// Handles a gesture on a widget below (see `applyAttributes`); true if it took it. Only
    /// gesture modifiers do.
    func handleGesture(_ event: WidgetEvent) -> Bool { false }

    // MARK: - Children and widgets

    /// Calls `body` on each child node, in order.
    func forEachChild(_ body: (Node) -> Void) {}

    /// The node below this one (or this one) identified by `id`: an `.id(_:)`, or a `ForEach`
    /// element's id. Depth first; nil if none is.
    func node(identifiedBy id: AnyHashable) -> Node? {
        var found: Node?
        forEachChild { child in
            if found == nil { found = child.node(identifiedBy: id) }
        }
        return found
    }

    /// The virtualized list below this node with a row over an element identified by `id`,
    /// and the row's position: rows GTK has not bound have no node to find.
    func listRow(identifiedBy id: AnyHashable) -> (list: WidgetNode, row: Int)? {
        var found: (list: WidgetNode, row: Int)?
        forEachChild { child in
            if found == nil { found = child.listRow(identifiedBy: id) }
        }
        return found
    }

    /// Calls `body` on each widget this node puts into its container, in order.
    func forEachTopLevelWidget(_ body: (WidgetNode) -> Void) {
        forEachChild { $0.forEachTopLevelWidget(body) }
    }

    /// Whether any `@State` in this subtree was changed after its initial value: the user
    /// (or the app) touched it, and it is worth keeping.
    var hasWrittenState: Bool {
        var written = false
        forEachChild { child in
            if !written { written = child.hasWrittenState }
        }
        return written
    }

    /// The last widget this node puts into its container, or nil if it puts none.
    var lastWidget: WidgetNode? { nil }

    /// The widget that `child`'s widgets must follow in the container: the last widget of
    /// whatever precedes `child`, or nil when `child` comes first.
    func anchor(before child: Node) -> WidgetNode? {
        parent!.anchor(before: self)
    }

    /// The container the widgets of this node's children go into.
    var containerForChildren: ContainerNode { parent!.containerForChildren }

    // MARK: - Attaching and removing

    /// Inserts this node's top-level widgets into the container after `anchor`; returns the
    /// anchor for whatever follows.
    final func attach(after anchor: WidgetNode?) -> WidgetNode? {
        var anchor = anchor
        forEachTopLevelWidget { widget in
            graph.insert(widget, after: anchor)
            anchor = widget
        }
        return anchor
    }

    /// Moves this node's top-level widgets, in order, to after `anchor`; returns the anchor for
    /// whatever follows.
    final func move(after anchor: WidgetNode?) -> WidgetNode? {
        graph.noteMove()
        var anchor = anchor
        forEachTopLevelWidget { widget in
            graph.move(widget, after: anchor)
            anchor = widget
        }
        return anchor
    }

    /// Takes this node's widgets out of the container and tears the subtree down.
    final func remove() {
        forEachTopLevelWidget { graph.remove($0) }
        unmount()
        graph.retire(self)
    }

    /// Tears the subtree down: drops state and releases every widget. The top-level widgets
    /// must already be out of their container (`remove()` does both).
    func unmount() {
        isMounted = false
        forEachChild { $0.unmount() }
    }
}

/// A node with at most one child: composite views, modifiers, conditionals, `AnyView`.
@MainActor
class SingleChildNode: Node {
    var child: Node?

    override func forEachChild(_ body: (Node) -> Void) {
        if let child { body(child) }
    }

    override var lastWidget: WidgetNode? { child?.lastWidget }

    /// Replaces the child with a new one (identity changed): the old child's widgets are
    /// removed and its state dropped; the new child's widgets go where the old ones were.
    final func replaceChild(with make: () -> Node?) {
        child?.remove()
        child = make()
        if let child {
            _ = child.attach(after: anchor(before: child))
        }
    }

    /// Creates, updates or removes the child so that it shows `view` (nil: nothing). For
    /// children whose identity is their presence: optionals and modifier contents.
    final func updateChild<V: View>(showing view: V?) {
        switch (child, view) {
        case (let child?, let view?):
            child.update(to: view)
        case (nil, let view?):
            replaceChild { makeNode(view, parent: self) }
        case (.some, nil):
            replaceChild { nil }
        case (nil, nil):
            break
        }
    }
}

/// A node with any number of children, whose widgets follow one another in the container:
/// tuples and `ForEach`.
@MainActor
class ListNode: Node {
    /// The children, in order; setting them renumbers every one (`indexInParent`).
    var children: [Node] {
        get { orderedChildren }
        set {
            orderedChildren = newValue
            for (index, child) in newValue.enumerated() {
                child.indexInParent = index
            }
        }
    }

    private var orderedChildren: [Node] = []

    /// Puts each node at its index, for a reorder in which only these children changed
    /// places: the others are not touched, not even to renumber them.
    ///
    /// ```swift
    /// placeChildren([(1, last), (998, second)])   // a swap
    /// ```
    final func placeChildren(_ placed: [(index: Int, node: Node)]) {
        for (index, node) in placed {
            orderedChildren[index] = node
            node.indexInParent = index
        }
        assert(orderedChildren.indices.allSatisfy { orderedChildren[$0].indexInParent == $0 }, "stale child index")
    }

    override func forEachChild(_ body: (Node) -> Void) {
        for child in children { body(child) }
    }

    override var lastWidget: WidgetNode? {
        lastWidget(before: children.count)
    }

    override func anchor(before child: Node) -> WidgetNode? {
        assert(children[child.indexInParent] === child, "stale child index")
        return lastWidget(before: child.indexInParent) ?? parent!.anchor(before: self)
    }

    /// The last widget among `children[..<index]`, or nil if they have none.
    final func lastWidget(before index: Int) -> WidgetNode? {
        var index = index - 1
        while index >= 0 {
            if let widget = children[index].lastWidget { return widget }
            index -= 1
        }
        return nil
    }
}

/// A node that produces nothing: `EmptyView`.
@MainActor
final class EmptyNode: Node {
    override func update<V: View>(to view: V) {}
}
