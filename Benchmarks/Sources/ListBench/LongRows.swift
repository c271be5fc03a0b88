import BenchReport
import Foundation
import GTK4
import Gnomon
import GnomonTesting

/// A `List` of 10,000 rows whose labels hold long multi-line strings (40 lines, 2 KB each, a
/// note's body as a one-line preview) against the same list of short strings: time to the
/// first painted frame, and to the frame after filtering to every other row. A row under
/// `.lineLimit(1)` is given only its first line, so the long list should cost what the short
/// one does (target: within 1.5x).
@MainActor
enum LongRows {
    static let rows = 10_000
    static let warmUpRuns = 1
    static let measuredRuns = ListBench.measuredRuns

    static func run() {
        print("Long multi-line rows against short ones, \(rows) rows, \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side")
        let short = (0..<rows).map { "Item \($0) of the list" }
        let long = (0..<rows).map { row in
            (0..<40).map { "Line \($0) of note \(row), which goes on for a while" }.joined(separator: "\n")
        }
        var frames: (long: [Double], short: [Double]) = ([], [])
        var filters: (long: [Double], short: [Double]) = ([], [])
        for run in 0..<(warmUpRuns + measuredRuns) {
            let l = measure(long), s = measure(short)
            if run >= warmUpRuns {
                frames.long.append(l.frame)
                frames.short.append(s.frame)
                filters.long.append(l.filter)
                filters.short.append(s.filter)
            }
        }
        report("first frame", frames.long, frames.short)
        report("filter to every other row", filters.long, filters.short)
    }

    /// The list's first frame, then the frame after it is filtered.
    static func measure(_ labels: [String]) -> (frame: Double, filter: Double) {
        var start = g_get_monotonic_time()
        let host = GtkTestHost(LabelList(labels: labels), width: Int(ListBench.width), height: Int(ListBench.height))
        let frame = Double(g_get_monotonic_time() - start) / 1000
        let window = ScrolledChange.window(of: host.widgetPointer(host.findAll("GtkScrolledWindow")[0]))
        let filtered = labels.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        start = g_get_monotonic_time()
        host.update(LabelList(labels: filtered))
        host.settle()
        gtk_test_widget_wait_for_draw(window)
        let filter = Double(g_get_monotonic_time() - start) / 1000
        host.close()
        ListBench.settle()
        return (frame, filter)
    }

    static func report(_ kind: String, _ long: [Double], _ short: [Double]) {
        let ratio = BenchReport.median(long) / BenchReport.median(short)
        print(String(
            format: "%9d rows, %@: long %8.1f ms (%.1f–%.1f)   short %8.1f ms (%.1f–%.1f)   %5.2fx %@",
            rows, kind as NSString, BenchReport.median(long), long.min()!, long.max()!, BenchReport.median(short), short.min()!, short.max()!, ratio,
            (ratio <= ListReport.ratioTarget ? "met" : "MISSED") as NSString))
        let json: [String: Any] = ["kind": "long rows " + kind, "rows": rows, "long_ms": BenchReport.median(long), "short_ms": BenchReport.median(short), "ratio": ratio]
        let data = try! JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        print("json " + String(decoding: data, as: UTF8.self))
    }
}
