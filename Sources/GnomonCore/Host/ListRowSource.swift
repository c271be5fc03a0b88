/// The rows of a virtualized list, as a host sees them: how many there are, which is which,
/// and the views to put in the rows the host shows.
///
/// A `List` over data is one: the host asks it to bind only the rows in view (GTK's
/// `GtkListView` binds a screenful and a few more), so a list of a million rows creates the
/// widgets of a few dozen.
///
/// ```swift
/// host.setRowSource(listNode, of: listWidget)          // the host binds what it shows
/// host.rowsChanged(in: listWidget, at: 0, removed: 0, added: 1)   // a row was inserted
/// ```
@MainActor
public protocol ListRowSource: AnyObject {
    /// How many rows there are.
    var rowCount: Int { get }
    /// The identity of the row at `index`: equal for the same element wherever it moves, so a
    /// host keeps a moved row's slot (and its widgets and state).
    func rowIdentity(at index: Int) -> AnyHashable
    /// Shows the row at `index` in `slot`, an empty one-child container the host made: the
    /// row's widgets are created and put into it.
    func bindRow(at index: Int, to slot: HostWidget)
    /// The host no longer shows the row in `slot`. It may bind the slot again, to the same
    /// row (GTK 4.8 unbinds and rebinds every row after a change) or another, or discard it.
    func unbindRow(from slot: HostWidget)
    /// The host destroys `slot`: what is in it is taken out and released.
    func discardSlot(_ slot: HostWidget)

    /// Whether the row at `index` is selected (see `Host.rowSelectionChanged`).
    func isRowSelected(at index: Int) -> Bool
    /// The user selected the rows in `range`, adding them to the selection or, when
    /// `exclusively`, replacing it. False if the list selects nothing (or one row, and the
    /// range has more).
    func selectRows(_ range: Range<Int>, exclusively: Bool) -> Bool
    /// The user deselected the rows in `range`. False if the list selects nothing.
    func deselectRows(_ range: Range<Int>) -> Bool
}
