import Foundation

/// The node of a virtualized `List`: one `GtkListView`, whose rows the host binds as they come
/// into view. It is the list's `ListRowSource`.
///
/// Only the rows the host shows have nodes (`ListRowNode`, keyed by the slot that holds them).
/// An unbound row stays in its slot, parked, until the host binds the slot again: to the same
/// row (GTK 4.8 unbinds and rebinds every row after a change), which then keeps its widgets
/// and state, or to another, which replaces it; a discarded slot releases it. A row leaving its
/// slot whose `@State` was written (the user typed in it, expanded it, …) is kept instead, its
/// widgets taken out of the slot, until its element is shown again, in whatever slot, or
/// leaves the data: a row scrolled away and back keeps what the user did to it.
/// A mount reads nothing but the count and the rows in view, so a list of a million elements
/// costs what a few dozen rows cost. A data change compares the old and new ids (the common
/// prefix and suffix, as `ForEach` does) and tells the host which range changed; the host
/// keeps the slots of rows whose identity stays (their widgets and state move with them),
/// unbinds the rows that left and binds the new ones in view. Rows still shown are then
/// updated in place, each cut off if its view did not change.
///
/// A selectable list holds no selection of its own: the host asks the binding which rows are
/// selected and writes the user's choice to it. Resolving reads the binding, so a change to
/// the selection, the user's or the app's, refreshes this node alone, which tells the host to
/// ask again for the rows it shows.
@MainActor
final class VirtualListNode<Data: RandomAccessCollection, ID: Hashable, Row: View>: WidgetNode, ListRowSource {
    typealias Rows = ForEach<Data, ID, Row>

    private var rows: Rows
    /// The id of every element, once an update has needed them; a mount does not.
    private var ids: [ID]?
    /// The rows the host shows, by the slot that holds each.
    private var shown: [ObjectIdentifier: ListRowNode<Data, ID, Row>] = [:]
    /// Rows unbound but still in their slots, by slot.
    private var parked: [ObjectIdentifier: ListRowNode<Data, ID, Row>] = [:]
    /// Rows out of every slot, kept for their written state, by id.
    private var kept: [ID: ListRowNode<Data, ID, Row>] = [:]
    private var reportedDuplicates = false
    private let equality = ViewEquality.plan(for: Rows.self)
    /// The binding to the selected rows, if the user can select any.
    private var selection: (any ListSelection)?
    /// The selection as last resolved.
    private var resolvedSelection: AnyHashable?
    /// A list's look, or a lazy stack's.
    private var style: ListContentStyle

    init(_ rows: Rows, selection: (any ListSelection)?, style: ListContentStyle, parent: Node) {
        self.rows = rows
        self.selection = selection
        self.style = style
        super.init(parent: parent, widgetClass: style.widgetClass)
        if let selection, !selection.selects(ID.self) {
            WarnOnce.check(
                "list selection \(Self.self)", isProblem: { true },
                "List's selection binding holds values of another type than its rows' ids (\(ID.self)); no row can be selected. Bind the selection to the ids.")
        }
        createWidget()
        graph.setRowSource(self, of: self)
    }

    // MARK: - ListRowSource

    var rowCount: Int { rows.data.count }

    func rowIdentity(at index: Int) -> AnyHashable {
        AnyHashable(elementID(at: index))
    }

    func bindRow(at index: Int, to slot: HostWidget) {
        precondition(index >= 0 && index < rowCount, "row \(index) of \(rowCount) bound")
        let key = ObjectIdentifier(slot)
        precondition(shown[key] == nil, "a slot bound twice")
        let id = elementID(at: index)
        if let row = parked.removeValue(forKey: key) {
            if row.id == id {
                row.index = index
                row.isParked = false
                shown[key] = row
                row.refreshRow()
                return
            }
            retire(row)
        }
        if let row = kept.removeValue(forKey: id) {
            row.show(in: slot, at: index)
            shown[key] = row
            return
        }
        shown[key] = ListRowNode(list: self, slot: slot, index: index, id: id)
    }

    func unbindRow(from slot: HostWidget) {
        let key = ObjectIdentifier(slot)
        guard let row = shown.removeValue(forKey: key) else {
            return assertionFailure("a slot unbound that was not bound")
        }
        row.isParked = true
        parked[key] = row
    }

    func discardSlot(_ slot: HostWidget) {
        let key = ObjectIdentifier(slot)
        if let row = parked.removeValue(forKey: key) ?? shown.removeValue(forKey: key) { retire(row) }
    }

    /// A row leaves its slot for good: kept, out of any slot, if its state was written;
    /// released otherwise.
    private func retire(_ row: ListRowNode<Data, ID, Row>) {
        guard row.index >= 0, row.hasWrittenState else { return row.remove() }
        row.takeOutOfSlot()
        kept.updateValue(row, forKey: row.id)?.unmount()
    }

    func isRowSelected(at index: Int) -> Bool {
        guard let selection else { return false }
        return selection.contains(elementID(at: index))
    }

    func selectRows(_ range: Range<Int>, exclusively: Bool) -> Bool {
        precondition(range.upperBound <= rowCount, "rows \(range) of \(rowCount) selected")
        guard let selection, selection.allowsMultiple || range.count == 1 else { return false }
        selection.select(range.map(elementID), exclusively: exclusively)
        return true
    }

    func deselectRows(_ range: Range<Int>) -> Bool {
        precondition(range.upperBound <= rowCount, "rows \(range) of \(rowCount) deselected")
        guard let selection else { return false }
        if range == 0..<rowCount {
            selection.deselectAll()
        } else {
            selection.deselect(range.map(elementID))
        }
        return true
    }

    // MARK: - Rows

    /// Where a row's content sits in its slot: a list's rows leading-aligned, as in SwiftUI,
    /// filling the row's width when they expand; a grid's cells centred.
    var rowPlacement: ChildPlacement {
        if case .lazyGrid = style { return ChildPlacement(horizontal: .center, vertical: .center) }
        return ChildPlacement(horizontal: .start, vertical: .center)
    }

    /// The view of the row at `index`, from the current data.
    func rowView(at index: Int) -> Row {
        rows.content(element(at: index))
    }

    private func element(at index: Int) -> Data.Element {
        rows.data[rows.data.index(rows.data.startIndex, offsetBy: index)]
    }

    private func elementID(at index: Int) -> ID {
        rows.identify(element(at: index))
    }

    /// The id of every element of the current data.
    private func allIDs() -> [ID] {
        let data = rows.data
        return [ID](unsafeUninitializedCapacity: data.count) { buffer, count in
            var index = data.startIndex
            for offset in 0..<data.count {
                (buffer.baseAddress! + offset).initialize(to: rows.identify(data[index]))
                index = data.index(after: index)
            }
            count = data.count
        }
    }

    // MARK: - Updates

    override func update<V: View>(to newView: V) {
        let content = reinterpret(newView, as: ListContent<Rows>.self)
        let newRows = content.content
        selection = content.selection
        style = content.style
        let selectionBefore = resolvedSelection
        refresh()
        if !ViewEquality.areEqual(rows, newRows, plan: equality) {
            let oldIDs = ids ?? allIDs()
            rows = newRows
            let newIDs = allIDs()
            ids = newIDs
            reconcile(old: oldIDs, new: newIDs)
            dropKeptRows(notIn: newIDs)
        }
        // Told after the rows, so that the host asks about rows it knows.
        if resolvedSelection != selectionBefore { graph.rowSelectionChanged(in: self) }
    }

    /// Tells the host which rows changed (the range between the common prefix and suffix of
    /// ids), then updates the rows it still shows.
    private func reconcile(old: [ID], new: [ID]) {
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        let kept = shown.values.sorted { $0.index < $1.index }
        if start != oldEnd || start != newEnd {
            // Where each shown row goes: by position outside the changed range, by id inside it.
            var middle: [ID: Int]?
            for row in kept {
                if row.index >= oldEnd {
                    row.index += newEnd - oldEnd
                } else if row.index >= start {
                    if middle == nil { middle = positions(of: new[start..<newEnd], from: start) }
                    row.index = middle![row.id] ?? -1
                }
            }
            graph.rowsChanged(in: self, at: start, removed: oldEnd - start, added: newEnd - start)
        }
        // Rows bound during `rowsChanged` were built from the new data already.
        for row in kept where row.isMounted && !row.isParked && row.index >= 0 {
            row.refreshRow()
        }
    }

    /// Releases the kept rows whose element left the data.
    private func dropKeptRows(notIn ids: [ID]) {
        guard !kept.isEmpty else { return }
        let present = Set(ids)
        for (id, row) in kept where !present.contains(id) {
            kept[id] = nil
            row.unmount()
        }
    }

    /// The position of each id in `ids` (the first, if repeated), warning once about repeats.
    private func positions(of ids: ArraySlice<ID>, from start: Int) -> [ID: Int] {
        var positions = [ID: Int](minimumCapacity: ids.count)
        for (offset, id) in ids.enumerated() where positions[id] == nil {
            positions[id] = start + offset
        }
        if positions.count != ids.count && !reportedDuplicates {
            reportedDuplicates = true
            log.warning(
                "List over \(Data.self) has elements with the same id; rows with one id may swap their state. Give each element a unique id.")
        }
        return positions
    }

    /// Delete: the selected rows, or else the focused one, go to the `onDelete` action. A row
    /// dropped: it, or every selected row if it is one, goes to the `onMove` action.
    override func handle(_ event: WidgetEvent) {
        switch event {
        case .deleteRequested(let focusedRow):
            guard let delete = rows.deleteAction else { return }
            var offsets = selectedOffsets()
            if offsets.isEmpty, let focusedRow, focusedRow < rowCount { offsets.insert(focusedRow) }
            if !offsets.isEmpty { delete(offsets) }
        case .moveRequested(let row, let destination):
            guard let move = rows.moveAction, row < rowCount, destination <= rowCount else { return }
            let selected = selectedOffsets()
            let offsets = selected.contains(row) ? selected : IndexSet(integer: row)
            // A row dropped where it is moves nowhere.
            if offsets.count == 1 && (destination == row || destination == row + 1) { return }
            move(offsets, destination)
        default:
            break
        }
    }

    /// The positions of the selected rows.
    private func selectedOffsets() -> IndexSet {
        guard let selection else { return [] }
        var offsets = IndexSet()
        for (offset, id) in (ids ?? allIDs()).enumerated() where selection.contains(id) { offsets.insert(offset) }
        return offsets
    }

    /// Resolving read the selection: a change to it comes here.
    override func rerender() {
        let before = resolvedSelection
        refresh()
        if resolvedSelection != before { graph.rowSelectionChanged(in: self) }
    }

    /// A row over the element identified by `id`, bound or not; rows below rows are not looked in.
    override func listRow(identifiedBy id: AnyHashable) -> (list: WidgetNode, row: Int)? {
        guard let id = id.base as? ID, let row = (ids ?? allIDs()).firstIndex(of: id) else { return nil }
        return (self, row)
    }

    // MARK: - Tree

    override func forEachChild(_ body: (Node) -> Void) {
        for row in shown.values { body(row) }
        for row in parked.values { body(row) }
        for row in kept.values { body(row) }
    }

    override func resolve() -> ResolvedWidget {
        resolvedSelection = selection?.current
        let layout = layoutAttributes(intrinsic: IntrinsicLayout(expand: [.horizontal, .vertical]))
        var list = PropertyList(widgetClass)
        addLayoutProperties(layout, to: &list)
        var classes = layout.classes
        if widgetClass == .listView {
            list.add(.deletesRows, rows.deleteAction != nil)
            list.add(.movesRows, rows.moveAction != nil)
        }
        switch style {
        case .list:
            if let styleClass = environment.listStyleClass { classes.append(styleClass) }
        case .lazyStack(let axis, let spacing):
            list.add(.listOrientation, axis)
            classes.append(GeneratedStyleClass.lazyStack)
            if spacing > 0 { classes.append(GeneratedStyleClass.rowGap(spacing, along: axis)) }
        case .lazyGrid(let grid):
            list.add(.listOrientation, grid.axis)
            list.add(.minColumns, grid.cellsPerLine.lowerBound)
            list.add(.maxColumns, grid.cellsPerLine.upperBound)
            classes += GeneratedStyleClass.lazyGrid(grid)
        }
        return ResolvedWidget(
            properties: list.properties, classes: classes,
            expands: (layout.horizontal.expands, layout.vertical.expands),
            needsSwiftUIStack: layout.layoutChild.needsSwiftUIStack)
    }

    /// The host stops asking first; then each row is taken out of its slot and torn down.
    override func unmount() {
        graph.setRowSource(nil, of: self)
        for row in shown.values { row.remove() }
        for row in parked.values { row.remove() }
        for row in kept.values { row.unmount() }
        shown.removeAll()
        parked.removeAll()
        kept.removeAll()
        super.unmount()
    }
}

/// One row of a virtualized list, in the slot the host made for it. It is the root of the
/// row's subtree, like a window's root, and an evaluation unit: calling the row closure for its
/// element is what it reads.
@MainActor
final class ListRowNode<Data: RandomAccessCollection, ID: Hashable, Row: View>: ContainerNode {
    private unowned(unsafe) let list: VirtualListNode<Data, ID, Row>
    /// The row's position in the data; -1 once its element is gone (the host unbinds it).
    var index: Int
    let id: ID
    /// Unbound, waiting in its slot to be bound again or discarded; its index may be stale, so
    /// it does not rerender (binding refreshes it).
    var isParked = false

    init(list: VirtualListNode<Data, ID, Row>, slot: HostWidget, index: Int, id: ID) {
        self.list = list
        self.index = index
        self.id = id
        super.init(parent: list, isConstructing: list.isConstructing)
        widget = slot
        childPlacement = list.rowPlacement
        child = mountContent(evaluate(), implicitStackAxis: .vertical)
        // A row bound while its list is built goes in as part of the list's creation, which
        // counts no child: count them here, as their removal will be.
        if isConstructing { child!.forEachTopLevelWidget { countChild($0, sign: 1) } }
        _ = child!.attach(after: nil)
        isConstructing = false
    }

    private func evaluate() -> Row {
        DependencyTracking.evaluate(self) { list.rowView(at: index) }
    }

    /// Updates the row from the current data; a row whose view is unchanged is cut off.
    func refreshRow() {
        isDirty = false
        updateContent(evaluate(), implicitStackAxis: .vertical)
    }

    override func rerender() {
        if !isParked { refreshRow() }
    }

    /// Takes the row's widgets out of its slot, keeping them and its state; parked until shown
    /// again.
    func takeOutOfSlot() {
        child!.forEachTopLevelWidget { graph.remove($0) }
        isParked = true
    }

    /// Puts the row's widgets, kept out of any slot, into `slot`, and updates the row from the
    /// element at `index`.
    func show(in slot: HostWidget, at index: Int) {
        widget = slot
        self.index = index
        isParked = false
        _ = child!.attach(after: nil)
        refreshRow()
    }
}
