import BenchSupport
import Foundation
import GTK4
import Gnomon
import TableModel

/// js-framework-benchmark's nine operations on a GTK table, Gnomon against hand-written C, in
/// one process: Gnomon's `TableView` in this app's window, the C baseline in a second window
/// of the same size. Runs alternate between the two sides. Each operation is timed from the
/// state change until the window's frame clock has painted the next frame, and the GTK calls
/// each side made are counted. Prints a table and one `json` line per operation, then exits.
/// Run under Xvfb by `make bench`.
@main
struct TableBench: App {
    static var applicationID: String { "org.gnomon.TableBench" }

    var body: some Scene {
        WindowGroup("Gnomon") {
            TableView(store: tableStore).task { await TableBenchmark.run() }
        }
        .defaultSize(width: CGFloat(TableBenchmark.width), height: CGFloat(TableBenchmark.height))
    }
}

@MainActor let tableStore = TableStore()

@MainActor
enum TableBenchmark {
    static let width: Int32 = 800
    static let height: Int32 = 600
    static let warmupRuns = 3
    /// At least 10, as the benchmark requires; `TABLE_BENCH_RUNS` changes it for a quick look.
    static let requestedRuns = Int(ProcessInfo.processInfo.environment["TABLE_BENCH_RUNS"] ?? "")
    /// The operations to run: those whose name contains `TABLE_BENCH_ONLY` (all without it).
    static let operations = TableOperation.all.filter { operation in
        ProcessInfo.processInfo.environment["TABLE_BENCH_ONLY"].map { operation.name.contains($0) } ?? true
    }

    /// Measured runs per side: 12 for operations that build rows (seconds each); 30 for the
    /// quick updates, whose tens of milliseconds vary by a frame or two from run to run.
    static func measuredRuns(_ operation: TableOperation) -> Int {
        requestedRuns ?? (operation.newRows == 0 ? 30 : 12)
    }

    static func run() async {
        bench_load_css(".selected { background-color: alpha(@accent_bg_color, 0.3); }")
        let baseline = BaselineSide(title: "C", width: width, height: height)
        await nextPaint(baseline.window)
        guard let gnomonWindow = bench_other_window(baseline.window) else { fatalError("Gnomon's window is missing") }
        let gnomon = GnomonSide(store: tableStore, window: gnomonWindow)
        var generator = RowDataGenerator()
        var reports: [OperationReport] = []
        print("js-framework-benchmark on GTK: Gnomon against hand-written C, 12 runs per side for operations",
              "that build rows and 30 for the others, after \(warmupRuns) warm-up runs; time from the state change",
              "to the next painted frame, and to each side's last GTK call")
        for operation in operations {
            var samples: [ObjectIdentifier: [Sample]] = [:]
            for run in 0..<(warmupRuns + measuredRuns(operation)) {
                let setup = RowBatch(generator.rows(operation.initialRows))
                let batch = RowBatch(generator.rows(operation.newRows))
                // Alternate which side goes first, so neither gains from running second.
                let sides: [any TableSide] = run % 2 == 0 ? [gnomon, baseline] : [baseline, gnomon]
                for side in sides {
                    await prepare(side, rows: operation.initialRows, setup)
                    let sample = await measure(side) { operation.change(side, batch, run) }
                    if run >= warmupRuns { samples[ObjectIdentifier(side), default: []].append(sample) }
                }
            }
            let widgets = (gnomon: describe(gnomon.window), baseline: describe(baseline.window))
            let report = OperationReport(
                name: operation.name, gnomon: samples[ObjectIdentifier(gnomon)]!,
                baseline: samples[ObjectIdentifier(baseline)]!, sameWidgets: widgets.gnomon == widgets.baseline)
            report.print()
            if let difference = zip(widgets.gnomon.split(separator: "\n"), widgets.baseline.split(separator: "\n"))
                .first(where: { $0 != $1 }) {
                print("    first difference:\n      Gnomon: \(difference.0)\n      C:      \(difference.1)")
            }
            reports.append(report)
        }
        OperationReport.printSummary(reports)
        fflush(nil)
        exit(0)
    }

    /// Brings the table to `rows` rows (outside the timing) and waits for it to be painted.
    private static func prepare(_ side: any TableSide, rows: Int, _ setup: RowBatch) async {
        guard side.count != rows else { return }
        if rows == 0 { side.clear() } else { side.replace(with: setup) }
        await nextPaint(side.window)
    }

    /// Times `change` from before it runs until the side's window paints its next frame, and
    /// counts the GTK calls made meanwhile.
    private static func measure(_ side: any TableSide, _ change: () -> Void) async -> Sample {
        // Let the frame clock go idle, so the frame is not held back by the previous one.
        try? await Task.sleep(for: .milliseconds(40))
        settleAllocator()
        gtk_calls_start()
        let start = g_get_monotonic_time()
        change()
        var painted = await nextPaint(side.window)  // stops counting when it paints
        // A frame painted before the side made any GTK call does not show the change (Gnomon
        // updates from an idle source): wait for the one that does.
        while GtkCalls.read().gtk == 0 {
            gtk_calls_resume(1)
            painted = await nextPaint(side.window)
        }
        return Sample(
            milliseconds: Double(painted - start) / 1_000, workMilliseconds: Double(gtk_calls_last_time() - start) / 1_000,
            calls: .read())
    }

    /// Waits for the window's next painted frame; returns when it was painted (µs).
    @discardableResult
    private static func nextPaint(_ window: UnsafeMutablePointer<GtkWidget>) async -> Int {
        await withCheckedContinuation { continuation in
            let box = Unmanaged.passRetained(PaintWaiter(continuation)).toOpaque()
            bench_after_next_paint(window, { painted, data in
                Unmanaged<PaintWaiter>.fromOpaque(data!).takeRetainedValue().continuation.resume(returning: painted)
            }, box)
        }
    }

    /// The widget tree of the window's content (not its title bar).
    private static func describe(_ window: UnsafeMutablePointer<GtkWidget>) -> String {
        let text = bench_describe(gtk_window_get_child(asWindow(window)))!
        defer { g_free(text) }
        return String(cString: text)
    }
}

private final class PaintWaiter {
    let continuation: CheckedContinuation<Int, Never>
    init(_ continuation: CheckedContinuation<Int, Never>) { self.continuation = continuation }
}
