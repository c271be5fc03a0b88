import struct Foundation.URL
import GnomonCore

/// The widgets of a `TestHost`: the `Host` its view graph drives, keeping a record of every
/// widget Gnomon creates, with its properties, classes and children, and holding the
/// reconciler to GTK's rules (a button holds one child, a widget is in one container at a
/// time, a released widget is gone).
///
/// The graph owns its host, and the `TestHost` owns the graph: so releasing the `TestHost`
/// releases everything, and its `deinit` can unmount the graph through this tree.
///
/// ```swift
/// let tree = TestWidgetTree(listViewportRows: 205)
/// let graph = ViewGraph(content: CounterView(), host: tree, rootWidget: tree.root)
/// ```
@MainActor
final class TestWidgetTree: Host {
    init(listViewportRows: Int) {
        precondition(listViewportRows > 0, "a list binds at least one row")
        self.listViewportRows = listViewportRows
    }

    let root = TestWidget(id: 0, widgetClass: nil, properties: [], classes: [])
    /// Every widget alive (created and not yet released), by id.
    private(set) var widgets: [Int: TestWidget] = [:]
    /// Updates the graph asked for, run by `settle()`: the test host's main loop.
    var pendingUpdates: [@MainActor () -> Void] = []
    /// Whether anything changed that may move or resize a widget since the tree was last laid
    /// out: as GTK lays out again only after a resize is queued.
    var needsLayout = true
    /// Cleanups the graph asked for, run by `settle()` once no update is pending: the test
    /// host's main loop going idle.
    private var pendingCleanups: [@MainActor () -> Void] = []
    /// The URLs views asked the desktop to open.
    var openedURLs: [URL] = []
    var clipboardText: String?
    /// How many times a view called `dismiss()`.
    var dismissCount = 0
    /// How many rows a list binds at once, around the rows in view.
    var listViewportRows: Int

    /// The record of the widget `handle` names; it must be alive.
    /// The widget behind `handle`, if it is still alive.
    func aliveWidget(_ handle: WidgetHandle) -> TestWidget? {
        widgets[handle.id]
    }

    func widget(_ handle: WidgetHandle) -> TestWidget {
        guard let widget = widgets[handle.id] else {
            preconditionFailure("\(handle) is not alive")
        }
        return widget
    }

    // MARK: - Host

    func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget {
        precondition(widgets[id] == nil, "widget id \(id) used twice")
        for property in properties {
            precondition(!widgetClass.isDefault(property), "\(widgetClass) created with default \(property)")
            precondition(property.isCanonical, "\(widgetClass) created with \(property), not canonical")
        }
        let widget = TestWidget(id: id, widgetClass: widgetClass, properties: properties, classes: classes)
        widget.sink = events
        widgets[id] = widget
        if widgetClass == .layout { noteGeometryReader(widget) }
        if widget[.focused] == .bool(true) { moveFocus(to: widget) }
        return widget
    }

    func adoptWidget(
        _ made: Any, id: Int, properties: [Property], classes: [String], events: (any WidgetEventSink)?
    ) -> HostWidget {
        let widget = makeWidget(.representable, id: id, properties: properties, classes: classes, events: events) as! TestWidget
        widget.made = made
        return widget
    }

    func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent == nil, "\(child) is already in a container")
        precondition(!child.isReleased && !container.isReleased, "insert of a released widget")
        switch container.widgetClass?.children ?? (container.isSlot ? .one : .window) {
        case .none: preconditionFailure("\(container) holds no children")
        case .one: precondition(container.firstChild == nil, "\(container) holds one child")
        case .two: precondition(container.children.count < 2, "\(container) holds two children")
        case .ordered: break
        case .window:
            // A window holds its content and, first, its title bar (a header bar).
            let titlebar = container.firstChild.flatMap { $0.widgetClass == .headerBar ? $0 : nil }
            let isTitlebar = child.widgetClass == .headerBar
            precondition(
                container.children.filter { ($0.widgetClass == .headerBar) == isTitlebar }.isEmpty,
                isTitlebar ? "the window has a title bar" : "the window holds one child")
            needsLayout = true
            return container.link(child, after: isTitlebar ? nil : sibling.map { $0 as! TestWidget } ?? titlebar)
        }
        container.link(child, after: sibling.map { $0 as! TestWidget })
        needsLayout = true
    }

    func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent === container, "\(child) is not in \(container)")
        precondition(sibling !== child, "\(child) moved after itself")
        precondition(container.widgetClass?.children != .one, "\(container) holds one child and cannot reorder")
        container.unlink(child)
        container.link(child, after: sibling.map { $0 as! TestWidget })
        needsLayout = true
    }

    func remove(_ child: HostWidget, from container: HostWidget) {
        let child = child as! TestWidget, container = container as! TestWidget
        precondition(child.parent === container, "\(child) is not in \(container)")
        container.unlink(child)
        needsLayout = true
    }

    func set(_ property: Property, on widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.isReleased, "set on a released widget")
        precondition(widget.widgetClass!.maps(property.key), "\(widget) does not map \(property.key)")
        precondition(property.isCanonical, "\(property) written to \(widget) is not canonical")
        if property.key === PropertyKey.active, property.value == .bool(true), widget.isGrouped {
            // GTK unchooses the group's other buttons, and their handlers hear of it.
            for other in widget.chosenSiblings {
                let unchosen = Property(.active, false)
                other.set(unchosen)
                other.sink?.widget(didEmit: .edited(unchosen))
            }
        }
        if !Self.onlyRedraws(property, on: widget) { needsLayout = true }
        widget.set(property)
        if property.key === PropertyKey.layout { noteGeometryReader(widget) }
        if property.key === PropertyKey.focused {
            if property.value == .bool(true) {
                moveFocus(to: widget)
            } else if focusedWidget === widget {
                moveFocus(to: nil)
            }
        }
    }

    /// Whether writing `property` changes only how `widget` is drawn: its opacity, or an
    /// effect other than a mask (which sizes the widget by its view) before and after.
    private static func onlyRedraws(_ property: Property, on widget: TestWidget) -> Bool {
        if property.key === PropertyKey.opacity { return true }
        guard property.key === PropertyKey.effect else { return false }
        let effects = [property.value, widget[.effect] ?? .null].map { PropertyKey.effect.value(of: $0) ?? nil }
        return !effects.contains(.mask)
    }

    // MARK: - Focus

    /// The widget with the keyboard focus, as the window's focus widget is.
    private(set) weak var focusedWidget: TestWidget?

    /// Moves the focus to `widget` (nil: nowhere), as GTK does: a widget bound by `.focused`
    /// that loses or gains it shows so, and its focus controller reports it; a field that
    /// reports editing hears the focus come and go.
    func moveFocus(to widget: TestWidget?) {
        let old = focusedWidget
        guard old !== widget else { return }
        focusedWidget = widget
        for (changed, focused) in [(old, false), (widget, true)] {
            guard let changed, !changed.isReleased else { continue }
            if changed.widgetClass == .entry && changed[.reportsEditing] == .bool(true) {
                changed.sink?.widget(didEmit: .editingChanged(focused))
            }
            // Bound by `.focused`: the property holds true or false, not its default, nil.
            guard let bound = changed[.focused], bound != .null, !changed.isReleased else { continue }
            changed.set(Property(.focused, focused))
            changed.sink?.widget(didEmit: .focusChanged(focused))
        }
    }

    func addClass(_ name: String, to widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.classes.contains(name), "\(widget) already has .\(name)")
        widget.classes.append(name)
    }

    func removeClass(_ name: String, from widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(widget.classes.contains(name), "\(widget) has no .\(name)")
        widget.classes.removeAll { $0 == name }
    }

    func release(_ widget: HostWidget) {
        let widget = widget as! TestWidget
        precondition(!widget.isReleased, "\(widget) released twice")
        precondition(!widget.isInTree(of: root), "\(widget) released while still in the tree")
        widget.isReleased = true
        widget.sink = nil
        widgets[widget.id] = nil
        geometryReaders.remove(widget.id)
    }

    /// The layout containers whose layout tells views where it was placed (`GeometryReader`,
    /// `onGeometryChange`): while
    /// there are any, `settle()` lays the tree out after each update, as GTK does each frame.
    private(set) var geometryReaders: Set<Int> = []

    private func noteGeometryReader(_ widget: TestWidget) {
        let layout = PropertyKey.layout.value(of: widget[.layout] ?? .null) ?? nil
        if layout?.reportsGeometry == true {
            geometryReaders.insert(widget.id)
        } else {
            geometryReaders.remove(widget.id)
        }
    }

    /// The widget each scroll view was last scrolled to, and with what anchor, by scroll view.
    private(set) var scrollTargets: [Int: (widget: TestWidget, anchor: UnitPoint?)] = [:]
    /// The row each list was last scrolled to, by list.
    private(set) var listScrollTargets: [Int: Int] = [:]

    func scroll(_ widget: HostWidget, intoViewOf scrollView: HostWidget, anchor: UnitPoint?) {
        let widget = widget as! TestWidget, scrollView = scrollView as! TestWidget
        precondition(!widget.isReleased && !scrollView.isReleased, "scroll of a released widget")
        precondition(scrollView.widgetClass == .scrolledWindow, "\(scrollView) is not a scroll view")
        precondition(widget.isInTree(of: scrollView), "\(widget) is not inside \(scrollView)")
        scrollTargets[scrollView.id] = (widget, anchor)
    }

    /// Binds the window of rows from `row` on, unless `row` is bound already, and records it.
    func scroll(_ list: HostWidget, toRow row: Int) {
        let list = list as! TestWidget
        precondition(!list.isReleased, "scroll of a released list")
        precondition(list.widgetClass == .listView || list.widgetClass == .gridView, "\(list) is not a list")
        listScrollTargets[list.id] = row
        guard !list.children.contains(where: { $0.rowIndex == row }) else { return }
        list.firstShownRow = row
        showRows(of: list, change: nil)
    }

    /// The title the views gave the window; nil for the scene's.
    private(set) var windowTitle: String?
    /// The title of the scene's window, which it has when no view gives one.
    var sceneTitle: String? {
        didSet { windowTitle = sceneTitle }
    }

    /// The style the views asked for, which the environment's `colorScheme` follows as
    /// GTK's does; nil for the system's (light, here).
    private(set) var preferredColorScheme: ColorScheme?
    /// Told the scheme the app now has, when the views ask for another.
    var colorSchemeChanged: ((ColorScheme) -> Void)?

    func setPreferredColorScheme(_ colorScheme: ColorScheme?) {
        guard colorScheme != preferredColorScheme else { return }
        preferredColorScheme = colorScheme
        colorSchemeChanged?(colorScheme ?? .light)
    }

    func setTitle(_ title: String?, of window: HostWidget) {
        if window === root {
            windowTitle = title ?? sceneTitle
        } else {
            let window = window as! TestWidget
            precondition(!window.isReleased, "title set on a released window")
            window.title = title
        }
    }

    func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        pendingUpdates.append(update)
    }

    func scheduleCleanup(_ work: @escaping @MainActor () -> Void) {
        pendingCleanups.append(work)
    }

    /// Runs the cleanups asked for so far.
    func runCleanups() {
        let cleanups = pendingCleanups
        pendingCleanups.removeAll()
        for cleanup in cleanups { cleanup() }
    }

    // MARK: - Lists

    func setRowSource(_ source: (any ListRowSource)?, of list: HostWidget) {
        let list = list as! TestWidget
        precondition(list.widgetClass == .listView || list.widgetClass == .gridView, "\(list) is not a list")
        list.rowSource = source
        showRows(of: list, change: nil)
    }

    func rowsChanged(in list: HostWidget, at index: Int, removed: Int, added: Int) {
        let list = list as! TestWidget
        guard let source = list.rowSource else { return }
        precondition(index >= 0 && index + added <= source.rowCount, "rows changed past the end")
        showRows(of: list, change: (index, removed, added))
    }

    /// Binds the rows in view and unbinds the others, as a `GtkListView` does: the window of
    /// `listViewportRows` rows from `firstShownRow`, and the rows GTK tracks (`focusRow`,
    /// `anchorRow`). After a change, a slot
    /// whose row was in the changed range keeps its row if an element with the same identity is
    /// among the rows added (GTK reuses the widgets of a re-added item), and, as GTK 4.8 does,
    /// every slot from the change on is unbound and bound again.
    func showRows(of list: TestWidget, change: (index: Int, removed: Int, added: Int)?) {
        guard let source = list.rowSource else { return }
        let count = source.rowCount
        let viewport = viewportRows(of: list)
        list.firstShownRow = max(0, min(list.firstShownRow, count - viewport))
        let window = list.firstShownRow..<min(count, list.firstShownRow + viewport)
        if let change {
            list.focusRow = trackedRow(list.focusRow, after: change, count: count)
            list.anchorRow = list.anchorRow.map { trackedRow($0, after: change, count: count) }
        }
        let tracked = Set([list.focusRow, list.anchorRow].compactMap { $0 }.filter { $0 < count && !window.contains($0) })
        let isShown = { (index: Int) in window.contains(index) || tracked.contains(index) }
        var rebound = Set<ObjectIdentifier>()
        if let change {
            var reusable: [AnyHashable: Int] = [:]
            for index in (change.index..<(change.index + change.added)).reversed() where isShown(index) {
                reusable[source.rowIdentity(at: index)] = index
            }
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
            if isShown(slot.rowIndex) && !bound.contains(slot.rowIndex) {
                bound.insert(slot.rowIndex)
                if rebound.contains(ObjectIdentifier(slot)) {
                    source.unbindRow(from: slot)
                    source.bindRow(at: slot.rowIndex, to: slot)
                    slot.isSelected = source.isRowSelected(at: slot.rowIndex)
                }
            } else {
                source.unbindRow(from: slot)
                source.discardSlot(slot)
                precondition(slot.firstChild == nil, "a discarded row left its widgets in \(list)")
                list.unlink(slot)
            }
        }
        for index in Array(window) + tracked.sorted() where !bound.contains(index) {
            let slot = TestWidget(slotFor: index, identity: source.rowIdentity(at: index))
            list.link(slot, after: list.lastChild)
            source.bindRow(at: index, to: slot)
            slot.isSelected = source.isRowSelected(at: index)
        }
        let slots = list.children.sorted { $0.rowIndex < $1.rowIndex }
        for slot in slots { list.unlink(slot) }
        for slot in slots { list.link(slot, after: list.lastChild) }
    }

    /// How many rows `list` binds at once: `listViewportRows` for a list view; for a grid view,
    /// GTK 4.8's 32 lines of as many cells as a line may hold (`max-columns`), and its anchor.
    func viewportRows(of list: TestWidget) -> Int {
        guard list.widgetClass == .gridView else { return listViewportRows }
        guard case .int(let cellsPerLine) = list[.maxColumns] ?? PropertyKey.maxColumns.defaultValue else {
            preconditionFailure("\(list) has no max-columns")
        }
        return TestHost.gtkGridViewLines * cellsPerLine + 1
    }

    /// Where GTK's tracker of the row at `row` is after `change`: moved with its row, or, if
    /// the row left, at the change (the last row, past the end). (A tracked row re-added in the
    /// change is not followed: `rowsChanged` tells of ranges, not of moves.)
    private func trackedRow(_ row: Int, after change: (index: Int, removed: Int, added: Int), count: Int) -> Int {
        // In an empty list GTK tracks no row; once rows come, the list's focus goes to the first.
        if count - change.added + change.removed == 0 { return 0 }
        if row < change.index { return row }
        if row >= change.index + change.removed { return row + change.added - change.removed }
        return max(0, min(change.index, count - 1))
    }

    func rowSelectionChanged(in list: HostWidget) {
        let list = list as! TestWidget
        guard let source = list.rowSource else { return }
        for slot in list.children where slot.rowIndex >= 0 { slot.isSelected = source.isRowSelected(at: slot.rowIndex) }
    }

    /// Selects as a click on row `index` of `list` does in GTK: alone; with Ctrl, flipping the
    /// row's selection; with Shift, the rows from the last row clicked (the anchor) to it —
    /// with Ctrl too, added to the selection or taken from it as the anchor is. A Shift+click
    /// keeps the anchor; any other click moves it to the row. A list that cannot select the
    /// range (one that selects a single row) takes the click as a plain one.
    func clickRow(_ index: Int, in list: TestWidget, modifiers: EventModifiers) {
        guard let source = list.rowSource else { return }
        precondition(index >= 0 && index < source.rowCount, "row \(index) of \(source.rowCount) clicked")
        let toggles = modifiers.hasControl
        if modifiers.contains(.shift), let anchor = list.anchorRow, anchor < source.rowCount {
            let range = min(anchor, index)..<(max(anchor, index) + 1)
            let extended =
                toggles
                ? (source.isRowSelected(at: anchor)
                    ? source.selectRows(range, exclusively: false) : source.deselectRows(range))
                : source.selectRows(range, exclusively: true)
            if extended { return }
        }
        if toggles && source.isRowSelected(at: index) {
            _ = source.deselectRows(index..<(index + 1))
        } else {
            _ = source.selectRows(index..<(index + 1), exclusively: !toggles)
        }
        list.anchorRow = index
        showRows(of: list, change: nil)
    }
}

