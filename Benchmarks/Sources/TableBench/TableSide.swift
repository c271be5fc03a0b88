import BenchSupport
import GTK4
import Gnomon
import TableModel
import TableBaseline

/// One side of the table benchmark, in its own window: Gnomon's `TableView`, or the
/// hand-written C baseline. Both are given the same rows and the same operations.
@MainActor
protocol TableSide: AnyObject {
    var name: String { get }
    var window: UnsafeMutablePointer<GtkWidget> { get }
    var count: Int { get }
    func id(at index: Int) -> Int
    func replace(with batch: RowBatch)
    func append(_ batch: RowBatch)
    func updateEvery10th()
    func select(id: Int)
    func swap(_ a: Int, _ b: Int)
    func remove(at index: Int)
    func clear()
}

/// Gnomon's side: every operation is a change to the `TableStore` the window's view reads;
/// Gnomon's update then runs from the main loop, as in an app.
@MainActor
final class GnomonSide: TableSide {
    let name = "Gnomon"
    let store: TableStore
    let window: UnsafeMutablePointer<GtkWidget>

    init(store: TableStore, window: UnsafeMutablePointer<GtkWidget>) {
        self.store = store
        self.window = window
    }

    var count: Int { store.rows.count }
    func id(at index: Int) -> Int { store.rows[index].id }
    func replace(with batch: RowBatch) { store.rows = batch.rows.map(TableRow.init) }
    func append(_ batch: RowBatch) { store.rows += batch.rows.map(TableRow.init) }

    func updateEvery10th() {
        for index in stride(from: 0, to: store.rows.count, by: 10) {
            store.rows[index].label += " !!!"
        }
    }

    func select(id: Int) { store.selectedID = id }
    func swap(_ a: Int, _ b: Int) { store.rows.swapAt(a, b) }
    func remove(at index: Int) { store.rows.remove(at: index) }
    func clear() { store.rows = [] }
}

/// The C baseline's side: every operation is one call into `table_baseline.c`, which makes
/// its GTK calls there and then.
@MainActor
final class BaselineSide: TableSide {
    let name = "C"
    let window: UnsafeMutablePointer<GtkWidget>
    private let table: OpaquePointer

    /// A new window holding the baseline's table, titled and sized as Gnomon's.
    init(title: String, width: Int32, height: Int32) {
        window = gtk_window_new()
        gtk_window_set_title(asWindow(window), title)
        gtk_window_set_titlebar(asWindow(window), gtk_header_bar_new())
        gtk_window_set_default_size(asWindow(window), width, height)
        table = baseline_table_new(window)
        gtk_window_present(asWindow(window))
    }

    var count: Int { Int(baseline_count(table)) }
    func id(at index: Int) -> Int { Int(baseline_id(table, Int32(index))) }

    func replace(with batch: RowBatch) {
        baseline_replace(table, batch.ids, batch.labels, Int32(batch.ids.count))
    }

    func append(_ batch: RowBatch) {
        baseline_append(table, batch.ids, batch.labels, Int32(batch.ids.count))
    }

    func updateEvery10th() { baseline_update_every_10th(table) }
    func select(id: Int) { baseline_select(table, Int32(id)) }
    func swap(_ a: Int, _ b: Int) { baseline_swap(table, Int32(a), Int32(b)) }
    func remove(at index: Int) { baseline_remove(table, Int32(index)) }
    func clear() { baseline_clear(table) }
}

/// A widget that is a window, as GTK's window functions take it.
func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
}
