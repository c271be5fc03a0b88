import Foundation
import GnomonTesting
import TableModel

// Gnomon's own work on js-framework-benchmark's operations, headless (no GTK), for a profiler:
//
//   valgrind --tool=callgrind --toggle-collect='*TableProfile*measured*' \
//       Benchmarks/.build/release/TableProfile create 1000
//   callgrind_annotate --inclusive=yes callgrind.out.<pid>
//
// Only `measured` is counted: the operation, run `repeats` times on a table of `rows` rows
// (set up, and reset between runs, outside it). Operations: create, replace, update, select,
// swap, remove, clear, append. With GNOMON_PROFILE_HOST=gtk the table is in a real GTK window
// (run under xvfb-run): the count then includes GTK's work inside Gnomon's calls, not the
// frame's layout and paint.

@MainActor
struct TableProfile {
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

    mutating func run() {
        let view = TableView(store: store)
        let host: any TestingHost =
            ProcessInfo.processInfo.environment["GNOMON_PROFILE_HOST"] == "gtk"
            ? GtkTestHost(view, recordsOperations: false) : TestHost(view, recordsOperations: false)
        // One run first, not counted: what happens once per process (the runtime's conformance
        // and metadata caches, Gnomon's comparison plans) is not the operation's cost.
        for run in 0...repeats {
            prepare()
            host.settle()
            let change = self.change()
            if run == 0 {
                change()
                host.settle()
                continue
            }
            settleAllocator()
            measured {
                change()
                host.settle()
            }
        }
        print("\(operation): \(repeats) runs on \(rows) rows")
    }

    /// The table as the operation starts from.
    private mutating func prepare() {
        switch operation {
        case "create": store.rows = []
        default: if store.rows.count != rows { store.rows = generator.rows(rows).map(TableRow.init) }
        }
        store.selectedID = nil
    }

    /// The operation, as a change to the store.
    private mutating func change() -> () -> Void {
        let store = self.store
        switch operation {
        case "create":
            let rows = generator.rows(self.rows).map(TableRow.init)
            return { store.rows = rows }
        case "replace":
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
}

/// What the profiler counts.
@inline(never)
func measured(_ body: () -> Void) {
    body()
}

var profile = TableProfile(arguments: CommandLine.arguments)
profile.run()
