extension View {
    /// Runs `action` when the view appears: after the update that created it.
    ///
    /// ```swift
    /// List(items) { … }.onAppear { model.load() }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when the view disappears: after the update that removed it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Runs `action` with the old and new value whenever `value` changes (after the update in
    /// which it changed); with `initial`, also when the view appears.
    ///
    /// ```swift
    /// TextField("Search", text: $query)
    ///     .onChange(of: query) { old, new in model.search(new) }
    /// ```
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes; with `initial`, also when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Starts `action` as a task when the view appears, and cancels it when the view
    /// disappears. Written in a view, the task runs on the main actor.
    ///
    /// ```swift
    /// Text(now.formatted()).task {
    ///     while !Task.isCancelled {
    ///         now = .now
    ///         try? await Task.sleep(for: .seconds(1))
    ///     }
    /// }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again, cancelling the previous one, whenever
    /// `id` changes; cancels it when the view disappears.
    ///
    /// ```swift
    /// ProfileView(user: user).task(id: user.id) { await model.loadProfile(user.id) }
    /// ```
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: id, priority: priority, action: action))
    }
}

/// A built-in modifier that acts when its view appears, changes or disappears.
@MainActor
protocol LifecycleModifier: PrimitiveModifier where Body == Never {
    /// The view appeared: its widgets are in place.
    func appeared(_ node: LifecycleNode)
    /// The view's modifier changed from `old` to this one.
    func changed(from old: Self, _ node: LifecycleNode)
    /// The view is gone.
    func disappeared(_ node: LifecycleNode)
}

extension LifecycleModifier {
    func appeared(_ node: LifecycleNode) {}
    func changed(from old: Self, _ node: LifecycleNode) {}
    func disappeared(_ node: LifecycleNode) {}

    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        LifecycleModifierNode(modifier: modifier, content: content, parent: parent)
    }
}

/// What a lifecycle modifier can do from its node: run code after the update, and keep a task.
@MainActor
class LifecycleNode: SingleChildNode {
    /// The task the modifier started, cancelled when the node goes.
    var task: Task<Void, Never>?
    /// What `onReceive` keeps: its subscription and latest action (`PublisherReceiver`), let
    /// go of (and so cancelled) when the node goes.
    var receiver: AnyObject?

    /// Runs `action` after the update under way (appearing and changing happen during one).
    final func afterUpdate(_ action: @escaping () -> Void) {
        graph.afterUpdate(action)
    }

    override func unmount() {
        super.unmount()
        task?.cancel()
        task = nil
        receiver = nil
    }
}

/// The node of a lifecycle modifier.
@MainActor
final class LifecycleModifierNode<Content: View, Modifier: LifecycleModifier>: LifecycleNode {
    private var modifier: Modifier

    init(modifier: Modifier, content: Content, parent: Node) {
        self.modifier = modifier
        super.init(parent: parent)
        child = makeNode(content, parent: self)
        modifier.appeared(self)
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, Modifier>.self)
        let old = modifier
        modifier = view.modifier
        child!.update(to: view.content)
        modifier.changed(from: old, self)
    }

    override func unmount() {
        modifier.disappeared(self)
        super.unmount()
    }
}

/// See `View.onAppear(perform:)` and `View.onDisappear(perform:)`.
public struct _AppearanceActionModifier: ViewModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?
    public typealias Body = Never
}

extension _AppearanceActionModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        if let appear { node.afterUpdate(appear) }
    }

    func disappeared(_ node: LifecycleNode) {
        if let disappear { node.afterUpdate(disappear) }
    }
}

/// See `View.onChange(of:initial:_:)`.
public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void
    public typealias Body = Never
}

extension _ValueActionModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        if initial { node.afterUpdate { [value, action] in action(value, value) } }
    }

    func changed(from old: Self, _ node: LifecycleNode) {
        if old.value != value { node.afterUpdate { [value, action] in action(old.value, value) } }
    }
}

/// See `View.task(priority:_:)` and `View.task(id:priority:_:)`.
public struct _TaskModifier<ID: Equatable>: ViewModifier {
    var id: ID
    var priority: TaskPriority
    var action: @Sendable () async -> Void
    public typealias Body = Never
}

extension _TaskModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        start(in: node)
    }

    func changed(from old: Self, _ node: LifecycleNode) {
        guard old.id != id else { return }
        node.task?.cancel()
        start(in: node)
    }

    private func start(in node: LifecycleNode) {
        let action = action
        let priority = priority
        node.afterUpdate { [weak node] in
            guard let node, node.isMounted else { return }
            node.task = ViewTasks.start(priority: priority, action)
        }
    }
}
