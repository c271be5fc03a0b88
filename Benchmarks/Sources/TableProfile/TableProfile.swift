import Foundation
import GTK4
import Gnomon
import GnomonTesting
import TableBaseline
import TableModel

// The table's operations for a profiler, Gnomon's side or the C baseline's:
//
//   valgrind --tool=callgrind --toggle-collect='*TableProfile*measured*' \
//       Benchmarks/.build/release/TableProfile create 1000
//   callgrind_annotate --inclusive=yes callgrind.out.<pid>
//
// Only `measured` is counted: the operation, run `repeats` times on a table of `rows` rows
// (set up, and reset between runs, outside it). Operations: create, replace, update, select,
// swap, remove, clear, append. With GNOMON_PROFILE_HOST=gtk the table is in a real GTK window
// (run under xvfb-run): the count then includes GTK's work inside Gnomon's calls and the
// frame's layout and paint. With GNOMON_PROFILE_SIDE=c as well, the C baseline runs the same
// operations in its window instead, as `make bench` times it. Gnomon's work is the app's
// change to its store (what `measured` counts outside the host's `settle`) and
// `ViewGraph.update`; the C baseline's is `baselineChange`, its call with GTK's work inside.

@MainActor
final class TableProfile {
    let operation: String
    let rows: Int
    let repeats: Int
    private let store = TableStore()
    private var generator = RowDataGenerator()

    init(arguments: [String]) {
        operation = arguments.count > 1 ? arguments[1] : "create"
        rows = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000
        repeats = arguments.count > 3 ? Int(arguments[3]) ?? 10 : 10
    }

    func run() {
        let environment = ProcessInfo.processInfo.environment
        let gtk = environment["GNOMON_PROFILE_HOST"] == "gtk"
        if gtk && environment["GNOMON_PROFILE_SIDE"] == "c" {
            return runBaseline()
        }
        let view = TableView(store: store)
        let host: any TestingHost =
            gtk ? GtkTestHost(view, recordsOperations: false) : TestHost(view, recordsOperations: false)
        runs(settling: host, prepare: prepare, change: change, counting: { $0() })
        print("\(operation): \(repeats) runs on \(rows) rows")
    }

    /// The operation's runs: one first, not counted — what happens once per process (the
    /// runtime's conformance and metadata caches, Gnomon's comparison plans) is not the
    /// operation's cost — then `repeats` counted ones, each from the table `prepare` sets up.
    private func runs(
        settling host: any TestingHost, prepare: () -> Void, change makeChange: () -> () -> Void,
        counting: (() -> Void) -> Void
    ) {
        for run in 0...repeats {
            prepare()
            host.settle()
            let change = makeChange()
            if run == 0 {
                change()
                host.settle()
                continue
            }
            settleAllocator()
            measured {
                counting(change)
                host.settle()
            }
        }
    }

    /// The table as the operation starts from.
    private func prepare() {
        switch operation {
        case "create": store.rows = []
        default: if store.rows.count != rows { store.rows = generator.rows(rows).map(TableRow.init) }
        }
        store.selectedID = nil
    }

    /// The operation, as a change to the store.
    private func change() -> () -> Void {
        let store = self.store
        switch operation {
        case "create", "replace":
            let rows = generator.rows(self.rows).map(TableRow.init)
            return { store.rows = rows }
        case "append":
            let rows = generator.rows(1_000).map(TableRow.init)
            return { store.rows += rows }
        case "update":
            return { for index in stride(from: 0, to: store.rows.count, by: 10) { store.rows[index].label += " !!!" } }
        case "select":
            return { store.selectedID = store.rows[store.rows.count / 2].id }
        case "swap":
            return { store.rows.swapAt(1, store.rows.count - 2) }
        case "remove":
            return { store.rows.remove(at: 1) }
        case "clear":
            return { store.rows = [] }
        default:
            fatalError("unknown operation \(operation)")
        }
    }

    /// The same operations on the C baseline, in a window of its own; a host with nothing in
    /// it runs GTK's main loop.
    private func runBaseline() {
        let host = GtkTestHost(EmptyView(), recordsOperations: false)
        let window = gtk_window_new()!
        gtk_window_set_default_size(asWindow(window), 800, 600)
        let table = baseline_table_new(window)!
        gtk_window_present(asWindow(window))
        let prepare = { [self] in
            if operation == "create" {
                baseline_clear(table)
            } else if baseline_count(table) != Int32(rows) {
                let setup = RowBatch(generator.rows(rows))
                baseline_replace(table, setup.ids, setup.labels, Int32(setup.ids.count))
            }
            baseline_select(table, 0)
            host.settle()
            gtk_test_widget_wait_for_draw(window)  // styled and laid out, as Gnomon's window is
        }
        runs(settling: host, prepare: prepare, change: { baselineOperation(table) }, counting: baselineChange)
        print("\(operation): \(repeats) runs on \(rows) rows of the C baseline")
    }

    /// The operation, as the C baseline's call.
    private func baselineOperation(_ table: OpaquePointer) -> () -> Void {
        switch operation {
        case "create", "replace":
            let rows = RowBatch(generator.rows(self.rows))
            return { baseline_replace(table, rows.ids, rows.labels, Int32(rows.ids.count)) }
        case "append":
            let rows = RowBatch(generator.rows(1_000))
            return { baseline_append(table, rows.ids, rows.labels, Int32(rows.ids.count)) }
        case "update": return { baseline_update_every_10th(table) }
        case "select": return { baseline_select(table, baseline_id(table, baseline_count(table) / 2)) }
        case "swap": return { baseline_swap(table, 1, baseline_count(table) - 2) }
        case "remove": return { baseline_remove(table, 1) }
        case "clear": return { baseline_clear(table) }
        default: fatalError("unknown operation \(operation)")
        }
    }
}

private func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
}

/// What the profiler counts.
@inline(never)
func measured(_ body: () -> Void) {
    body()
}

/// The C baseline's operation: the C side's whole work. Not optimized, so that the compiler
/// does not merge it with `measured`, whose body is the same.
@_optimize(none)
func baselineChange(_ body: () -> Void) {
    body()
}

TableProfile(arguments: CommandLine.arguments).run()
