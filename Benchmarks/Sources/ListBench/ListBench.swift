import BenchReport
import Foundation
import GTK4
import Gnomon
import GnomonTesting
import ListBaseline

/// The virtualized-list benchmark: a window showing a list of 100,000 or 1,000,000 labels,
/// from nothing to its first painted frame, Gnomon's `List` against `list_baseline.c` (a
/// `GtkListView` over a `GtkStringList`). Each side starts from its labels in memory: Swift
/// strings for Gnomon, C strings for the baseline. Runs alternate between the sides; each is
/// timed from before the window is created until GTK has laid out and painted it
/// (`gtk_test_widget_wait_for_draw`), and the widgets in the window are counted then.
///
/// Prints one line per size, and a `json` line that `scripts/bench-summary` reads.
@main
enum ListBench {
    static let sizes = [100_000, 1_000_000]
    static let warmUpRuns = 1
    static let measuredRuns = Int(ProcessInfo.processInfo.environment["LIST_BENCH_RUNS"] ?? "") ?? 7
    static let width: Int32 = 480, height: Int32 = 600

    @MainActor static func main() {
        GtkTestHost.initializeGtk()
        print("Virtualized list, \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side, time to first frame")
        for size in sizes {
            let labels = (0..<size).map { "Item \($0) of the list" }
            let strings = CStrings(labels)
            var gnomon: [Double] = [], baseline: [Double] = []
            var gnomonWidgets = 0, baselineWidgets = 0
            for run in 0..<(warmUpRuns + measuredRuns) {
                let g = firstFrameGnomon(labels)
                let c = firstFrameBaseline(strings)
                if run >= warmUpRuns {
                    gnomon.append(g.ms)
                    baseline.append(c.ms)
                }
                gnomonWidgets = g.widgets
                baselineWidgets = c.widgets
            }
            ListReport(kind: "first frame", rows: size, gnomon: gnomon, baseline: baseline,
                       gnomonWidgets: gnomonWidgets, baselineWidgets: baselineWidgets).print()
        }
        ScrolledChange.run()
        LongRows.run()
    }

    /// Gnomon: a window with `LabelList`, mounted by `GtkTestHost` as an app window would be.
    @MainActor static func firstFrameGnomon(_ labels: [String]) -> (ms: Double, widgets: Int) {
        let start = g_get_monotonic_time()
        let host = GtkTestHost(LabelList(labels: labels), width: Int(width), height: Int(height))
        let elapsed = g_get_monotonic_time() - start
        let scrolled = host.widgetPointer(host.findAll("GtkScrolledWindow")[0])
        let window = UnsafeMutableRawPointer(gtk_widget_get_root(OpaquePointer(scrolled).map { UnsafeMutablePointer<GtkWidget>($0) }))
        let widgets = Int(list_baseline_count_widgets(window?.assumingMemoryBound(to: GtkWidget.self)))
        host.close()
        settle()
        return (Double(elapsed) / 1000, widgets)
    }

    /// The C baseline: the same window, list and labels, built by `list_baseline.c`.
    @MainActor static func firstFrameBaseline(_ strings: CStrings) -> (ms: Double, widgets: Int) {
        let start = g_get_monotonic_time()
        let window = list_baseline_window(strings.pointers, width, height)!
        gtk_test_widget_wait_for_draw(window)
        let elapsed = g_get_monotonic_time() - start
        let widgets = Int(list_baseline_count_widgets(window))
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        settle()
        return (Double(elapsed) / 1000, widgets)
    }

    /// Runs the main loop until nothing is pending, so a closed window is freed before the
    /// next run.
    static func settle() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}

/// The list Gnomon shows: one label per row, on one line, built as the row comes into view.
struct LabelList: View {
    let labels: [String]
    var body: some View {
        List(0..<labels.count) { index in
            Text(labels[index])
        }
        .lineLimit(1)
    }
}

/// The labels as a NULL-terminated array of C strings, for `gtk_string_list_new`.
final class CStrings {
    let pointers: UnsafeMutablePointer<UnsafePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = UnsafePointer(strdup(string)) }
        pointers[count] = nil
    }

    deinit {
        for index in 0..<count { free(UnsafeMutablePointer(mutating: pointers[index])) }
        pointers.deallocate()
    }
}

/// One size's result: both sides' times (median and range) and widgets.
struct ListReport {
    /// What was timed: "first frame", or a change.
    let kind: String
    let rows: Int
    let gnomon, baseline: [Double]
    let gnomonWidgets, baselineWidgets: Int

    static let ratioTarget = 1.5

    func print() {
        let ratio = BenchReport.median(gnomon) / BenchReport.median(baseline)
        Swift.print(String(
            format: "%9d rows, %@: Gnomon %8.1f ms (%.1f–%.1f)   C %8.1f ms (%.1f–%.1f)   %5.2fx %@%@",
            rows, kind as NSString, BenchReport.median(gnomon), gnomon.min()!, gnomon.max()!, BenchReport.median(baseline), baseline.min()!, baseline.max()!,
            ratio, (ratio <= Self.ratioTarget ? "met   " : "MISSED") as NSString,
            (gnomonWidgets > 0 ? "   widgets \(gnomonWidgets) / \(baselineWidgets)" : "") as NSString))
        let json: [String: Any] = [
            "kind": kind, "rows": rows, "gnomon_ms": BenchReport.median(gnomon), "baseline_ms": BenchReport.median(baseline), "ratio": ratio,
            "gnomon_ms_range": [gnomon.min()!, gnomon.max()!], "baseline_ms_range": [baseline.min()!, baseline.max()!],
            "runs": gnomon.count, "gnomon_widgets": gnomonWidgets, "baseline_widgets": baselineWidgets,
        ]
        let data = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        Swift.print("json " + String(decoding: data, as: UTF8.self))
    }
}
