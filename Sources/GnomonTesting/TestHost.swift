import struct Foundation.URL
import GnomonCore

/// A host with no GTK and no display: it keeps a record of every widget Gnomon creates, with
/// its properties, classes and children, and holds the reconciler to GTK's rules (a button
/// holds one child, a widget is in one container at a time, a released widget is gone).
///
/// ```swift
/// let host = TestHost(CounterView())
/// XCTAssertEqual(host.dump(), """
///     GtkBox orientation=vertical spacing=18
///       GtkLabel label="0" wrap=true .title-1
///     …
///     """)
/// ```
///
/// Its `dump()` prints the same text as `GtkTestHost`'s for the same view.
@MainActor
public final class TestHost: Host, TestingHost {
    private let root = TestWidget(id: 0, widgetClass: nil, properties: [], classes: [])
    private var graph: ViewGraph!
    private var widgets: [Int: TestWidget] = [:]
    private var pendingUpdates: [@MainActor () -> Void] = []
    public private(set) var lastMutations: [Mutation] = []
    public private(set) var lastBodyEvaluations: [String] = []
    /// The URLs views asked the desktop to open (with `openURL`).
    public private(set) var openedURLs: [URL] = []
    /// How many times a view called `dismiss()`.
    public private(set) var dismissCount = 0

    /// How many widgets are alive: created and not yet released.
    public var liveWidgetCount: Int { widgets.count }
    /// How many rows a list shows at once, as a `GtkListView` binds those in view: set it
    /// before mounting, or scroll (`scroll(_:toRow:)`) to have others bound.
    public var listViewportRows = 20

    /// Mounts `view`, in an environment whose `openURL` and `dismiss` are recorded
    /// (`openedURLs`, `dismissCount`); `lastMutations` then holds the mount's mutations.
    ///
    /// With `recordsOperations` false, `lastMutations` and `lastBodyEvaluations` stay empty:
    /// for benchmarks that measure the reconciler alone.
    public init<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(), recordsOperations: Bool = true) {
        var environment = environment
        environment.systemURLOpener = { [unowned self] url in openedURLs.append(url) }
        environment.setDismiss { [unowned self] in dismissCount += 1 }
        graph = ViewGraph(
            content: view, host: self, rootWidget: root, environment: environment, recordMutations: recordsOperations)
        takeMutations()
    }

    /// Unmounts the view: every widget is released and all state dropped.
    public func unmount() {
        graph.unmount()
        takeMutations()
    }

    // MARK: - TestingHost

    public func dump() -> String {
        var lines: [String] = []
        func visit(_ widget: TestWidget, depth: Int) {
            if widget.isSlot {  // a list's row, which GTK makes: show what is in it
                for child in widget.children { visit(child, depth: depth) }
                return
            }
            lines.append(
                DumpLine.format(
                    depth: depth, className: widget.widgetClass!.name,
                    properties: widget.nonDefaultProperties, classes: widget.classes))
            for child in widget.children { visit(child, depth: depth + 1) }
        }
        for child in root.children { visit(child, depth: 0) }
        return lines.joined(separator: "\n")
    }

    public func find(text: String) -> WidgetHandle? {
        root.descendants.first { widget in
            widget.properties[.label] == .label(text) || widget.properties[.text] == .text(text)
        }?.handle
    }

    public func findAll(_ className: String) -> [WidgetHandle] {
        root.descendants.filter { $0.widgetClass?.name == className }.map(\.handle)
    }

    public func tap(_ handle: WidgetHandle) {
        let widget = self.widget(handle)
        guard widget.isSensitive else { return }  // GTK ignores insensitive widgets
        switch widget.widgetClass {
        case .button:
            widget.sink?.widget(didEmit: .clicked)
        case .checkButton, .toggleSwitch:
            let on = !(widget.properties[.active] == .active(true))
            widget.properties[.active] = .active(on)
            widget.sink?.widget(didEmit: .toggled(on))
        default:
            preconditionFailure("\(handle) cannot be tapped")
        }
    }

    public func type(_ text: String, into handle: WidgetHandle) {
        let widget = self.widget(handle)
        precondition(widget.widgetClass == .entry, "\(handle) is not a text field")
        guard widget.isSensitive else { return }
        widget.properties[.text] = .text(text)
        widget.sink?.widget(didEmit: .textChanged(text))
    }

    public func update<V: View>(_ view: V) {
        graph.updateRoot(to: view)
    }

    /// Scrolls a list so that its rows from `row` on are in view (as far as there are rows):
    /// rows that leave the view are unbound, rows that enter it are bound.
    public func scroll(_ list: WidgetHandle, toRow row: Int) {
        let list = widget(list)
        precondition(list.widgetClass == .listView, "\(list) is not a list")
        list.firstShownRow = max(0, row)
        showRows(of: list, change: nil)
        takeMutations()
    }

    public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        graph.updateEnvironment(change)
    }

    public func settle() {
        var rounds = 0
        graph.drainObservations()
        while !pendingUpdates.isEmpty {
            rounds += 1
            precondition(rounds <= 100, "updates keep scheduling updates: a body writes state it reads")
            let updates = pendingUpdates
            pendingUpdates.removeAll()
            for update in updates { update() }
        }
        takeMutations()
    }

    public func property(_ key: PropertyKey, of handle: WidgetHandle) -> Property? {
        widget(handle).properties[key]
    }

    private func takeMutations() {
        (lastMutations, lastBodyEvaluations) = graph.takeRecords()
    }

    private func widget(_ handle: WidgetHandle) -> TestWidget {
        guard let widget = widgets[handle.id] else {
            preconditionFailure("\(handle) is not alive")
        }
        return widget
    }

    // MARK: - Host

    public func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget {
        precondition(widgets[id] == nil, "widget id \(id) used twice")
        for property in properties {
            precondition(!widgetClass.isDefault(property), "\(widgetClass) created with default \(property)")
        }
        let widget = TestWidget(id: id, widgetClass: widgetClass, properties: properties, classes: classes)
        widget.sink = events
        widgets[id] = widget
        return widget
    }

    public func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent == nil, "\(child) is already in a container")
        precondition(!child.isReleased && !container.isReleased, "insert of a released widget")
        if container.holdsOneChild {
            precondition(container.firstChild == nil, "\(container) holds one child")
        }
        container.link(child, after: sibling.map { $0 as! TestWidget })
    }

    public func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent === container, "\(child) is not in \(container)")
        precondition(sibling !== child, "\(child) moved after itself")
        container.unlink(child)
        container.link(child, after: sibling.map { $0 as! TestWidget })
    }

    public func remove(_ child: HostWidget, from container: HostWidget) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent === container, "\(child) is not in \(container)")
        container.unlink(child)
    }

    public func set(_ property: Property, on widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.isReleased, "set on a released widget")
        precondition(widget.widgetClass!.defaultValue(for: property.key) != nil,
                     "\(widget) does not map \(property.key)")
        widget.properties[property.key] = property
    }

    public func addClass(_ name: String, to widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.classes.contains(name), "\(widget) already has .\(name)")
        widget.classes.append(name)
    }

    public func removeClass(_ name: String, from widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(widget.classes.contains(name), "\(widget) has no .\(name)")
        widget.classes.removeAll { $0 == name }
    }

    public func release(_ widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.isReleased, "\(widget) released twice")
        precondition(!widget.isInTree(of: root), "\(widget) released while still in the tree")
        widget.isReleased = true
        widget.sink = nil
        widgets[widget.id] = nil
    }

    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        pendingUpdates.append(update)
    }

    // MARK: - Lists

    public func setRowSource(_ source: (any ListRowSource)?, of list: HostWidget) {
        let list = list as! TestWidget
        precondition(list.widgetClass == .listView, "\(list) is not a list")
        list.rowSource = source
        showRows(of: list, change: nil)
    }

    public func rowsChanged(in list: HostWidget, at index: Int, removed: Int, added: Int) {
        let list = list as! TestWidget
        guard let source = list.rowSource else { return }
        precondition(index >= 0 && index + added <= source.rowCount, "rows changed past the end")
        showRows(of: list, change: (index, removed, added))
    }

    /// Binds the rows in view and unbinds the others, as a `GtkListView` does. After a
    /// change, a slot whose row was in the changed range keeps its row if an element with the
    /// same identity is among the rows added (GTK reuses the widgets of a re-added item), and,
    /// as GTK 4.8 does, every slot from the change on is unbound and bound again.
    private func showRows(of list: TestWidget, change: (index: Int, removed: Int, added: Int)?) {
        guard let source = list.rowSource else { return }
        let count = source.rowCount
        list.firstShownRow = max(0, min(list.firstShownRow, count - listViewportRows))
        let shown = list.firstShownRow..<min(count, list.firstShownRow + listViewportRows)
        var rebound = Set<ObjectIdentifier>()
        if let change {
            let added = change.index..<(change.index + change.added)
            var reusable: [AnyHashable: Int] = [:]
            for index in added.clamped(to: shown).reversed() { reusable[source.rowIdentity(at: index)] = index }
            for slot in list.children where slot.rowIndex >= change.index {
                rebound.insert(ObjectIdentifier(slot))
                if slot.rowIndex >= change.index + change.removed {
                    slot.rowIndex += change.added - change.removed
                } else {
                    slot.rowIndex = reusable.removeValue(forKey: slot.rowIdentity!) ?? -1
                }
            }
        }
        var bound = Set<Int>()
        for slot in list.children {
            if shown.contains(slot.rowIndex) && !bound.contains(slot.rowIndex) {
                bound.insert(slot.rowIndex)
                if rebound.contains(ObjectIdentifier(slot)) {
                    source.unbindRow(from: slot)
                    source.bindRow(at: slot.rowIndex, to: slot)
                }
            } else {
                source.unbindRow(from: slot)
                source.discardSlot(slot)
                precondition(slot.firstChild == nil, "a discarded row left its widgets in \(list)")
                list.unlink(slot)
            }
        }
        for index in shown where !bound.contains(index) {
            let slot = TestWidget(slotFor: index, identity: source.rowIdentity(at: index))
            list.link(slot, after: list.lastChild)
            source.bindRow(at: index, to: slot)
        }
        let slots = list.children.sorted { $0.rowIndex < $1.rowIndex }
        for slot in slots { list.unlink(slot) }
        for slot in slots { list.link(slot, after: list.lastChild) }
    }
}

/// The test host's record of one widget.
///
/// Children are a doubly linked list, as in GTK (first and last child, previous and next
/// sibling), so inserting, moving and removing a child take constant time at any position and
/// a benchmark of 100,000 rows measures the reconciler, not this record. A parent owns its
/// children (through `firstChild` and each `next`); every other link is unowned.
@MainActor
final class TestWidget: CustomStringConvertible {
    let id: Int
    /// Nil for the root.
    let widgetClass: WidgetClass?
    var properties: [PropertyKey: Property] = [:]
    var classes: [String]
    private(set) unowned var parent: TestWidget?
    private(set) var firstChild: TestWidget?
    private(set) unowned var lastChild: TestWidget?
    private(set) var next: TestWidget?
    private(set) unowned var previous: TestWidget?
    weak var sink: (any WidgetEventSink)?
    var isReleased = false
    /// For a list: where its rows come from, and the first row in view.
    weak var rowSource: (any ListRowSource)?
    var firstShownRow = 0
    /// For a list's row (a slot): the row it shows, and that row's identity.
    let isSlot: Bool
    var rowIndex = -1
    var rowIdentity: AnyHashable?

    init(id: Int, widgetClass: WidgetClass?, properties: [Property], classes: [String]) {
        isSlot = false
        self.id = id
        self.widgetClass = widgetClass
        self.classes = classes
        for property in widgetClass?.defaults ?? [] { self.properties[property.key] = property }
        for property in properties { self.properties[property.key] = property }
    }

    /// A list's slot for the row at `index`: a one-child container the host owns.
    init(slotFor index: Int, identity: AnyHashable) {
        id = 0
        widgetClass = nil
        classes = []
        isSlot = true
        rowIndex = index
        rowIdentity = identity
    }

    var handle: WidgetHandle { WidgetHandle(id: id, className: widgetClass?.name ?? "root") }

    nonisolated var description: String { "widget #\(id)" }

    /// Whether the widget is a container that holds at most one child.
    var holdsOneChild: Bool {
        widgetClass == nil || widgetClass == .button || widgetClass == .checkButton
            || widgetClass == .scrolledWindow
    }

    var nonDefaultProperties: [Property] {
        properties.values.filter { !widgetClass!.isDefault($0) }
    }

    /// Whether the widget and every ancestor are sensitive, as GTK requires for input.
    var isSensitive: Bool {
        var widget: TestWidget? = self
        while let current = widget {
            if current.properties[.sensitive] == .sensitive(false) { return false }
            widget = current.parent
        }
        return true
    }

    /// Whether `root` is an ancestor of this widget.
    func isInTree(of root: TestWidget) -> Bool {
        var widget = parent
        while let current = widget {
            if current === root { return true }
            widget = current.parent
        }
        return false
    }

    /// Every widget below this one, depth first.
    var descendants: [TestWidget] {
        var result: [TestWidget] = []
        func visit(_ widget: TestWidget) {
            for child in widget.children {
                result.append(child)
                visit(child)
            }
        }
        visit(self)
        return result
    }

    /// The children, first to last.
    var children: [TestWidget] {
        var result: [TestWidget] = []
        var child = firstChild
        while let current = child {
            result.append(current)
            child = current.next
        }
        return result
    }

    /// Puts `child` (in no container) right after `sibling`, or first when nil.
    func link(_ child: TestWidget, after sibling: TestWidget?) {
        assert(child.parent == nil && child.next == nil && child.previous == nil)
        if let sibling {
            precondition(sibling.parent === self, "anchor \(sibling) is not a child of \(self)")
            child.next = sibling.next
            child.previous = sibling
            sibling.next = child
        } else {
            child.next = firstChild
            firstChild = child
        }
        if let next = child.next { next.previous = child } else { lastChild = child }
        child.parent = self
    }

    /// Takes `child` out of this widget's children.
    func unlink(_ child: TestWidget) {
        precondition(child.parent === self, "\(child) is not a child of \(self)")
        if let next = child.next { next.previous = child.previous } else { lastChild = child.previous }
        if let previous = child.previous { previous.next = child.next } else { firstChild = child.next }
        child.next = nil
        child.previous = nil
        child.parent = nil
    }

    /// Lets go of the children one by one: a long list released at once would otherwise be
    /// freed by a recursion as deep as the list is long. Children kept alive elsewhere (by the
    /// reconciler) no longer point to this widget.
    isolated deinit {
        var child = firstChild
        firstChild = nil
        while let current = child {
            child = current.next
            current.next = nil
            current.previous = nil
            current.parent = nil
        }
    }
}
