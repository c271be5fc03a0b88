import BenchReport
import Foundation
import GTK4
import Gnomon
import GnomonTesting
import TextBaseline

/// The long-text benchmark: a 5 MB text of 112,000 lines in Gnomon's `TextEditor` (bound to a
/// `@State` string) against `text_baseline.c` (a `GtkTextView` given the same text in C), side
/// by side in one process, runs alternating:
///
/// - open: from nothing to the window's first painted frame;
/// - select: select all, to the next frame;
/// - type 20 characters: each inserted at the cursor as a key press inserts it, then every
///   update (for Gnomon, the binding's and the view's) and the next frame;
/// - memory: how much the process's resident memory grew with the window open.
///
/// Prints one line per measure, and a `json` line per measure.
@main
enum TextBench {
    static let warmUpRuns = 1
    static let measuredRuns = Int(ProcessInfo.processInfo.environment["TEXT_BENCH_RUNS"] ?? "") ?? 3
    static let width: Int32 = 800, height: Int32 = 600

    @MainActor static func main() {
        GtkTestHost.initializeGtk()
        let text = (0..<112_000).map { "Line \($0) of a long note that goes on and on" }.joined(separator: "\n")
        print(String(format: "Long text, %.1f MB: %d warm-up and %d measured runs per side", Double(text.utf8.count) / 1_000_000, warmUpRuns, measuredRuns))
        var gnomon = Measures(), baseline = Measures()
        for run in 0..<(warmUpRuns + measuredRuns) {
            let g = measureGnomon(text)
            let c = text.withCString { measureBaseline($0) }
            if run >= warmUpRuns {
                gnomon.add(g)
                baseline.add(c)
            }
        }
        for (name, g, c) in [("open", gnomon.open, baseline.open), ("select all", gnomon.select, baseline.select),
                             ("type 20 characters", gnomon.type, baseline.type)] {
            report(name, BenchReport.median(g), BenchReport.median(c), unit: "ms")
        }
        report("memory", BenchReport.median(gnomon.memory), BenchReport.median(baseline.memory), unit: "MB")
    }

    struct Measures {
        var open: [Double] = [], select: [Double] = [], type: [Double] = [], memory: [Double] = []

        mutating func add(_ run: (open: Double, select: Double, type: Double, memory: Double)) {
            open.append(run.open)
            select.append(run.select)
            type.append(run.type)
            memory.append(run.memory)
        }
    }

    /// The editor Gnomon shows, holding the text in its own state.
    struct Editor: View {
        @State var text: String
        var body: some View { TextEditor(text: $text) }
    }

    @MainActor static func measureGnomon(_ text: String) -> (open: Double, select: Double, type: Double, memory: Double) {
        let memory = residentMB()
        var start = g_get_monotonic_time()
        let host = GtkTestHost(Editor(text: text), width: Int(width), height: Int(height), recordsOperations: false)
        let open = milliseconds(since: start)
        let view = host.widgetPointer(host.findAll("GtkTextView")[0])
        let window = UnsafeMutableRawPointer(gtk_widget_get_root(view))!.assumingMemoryBound(to: GtkWidget.self)
        let edits = edit(UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self), in: window)
        start = g_get_monotonic_time()
        host.settle()
        let grown = residentMB() - memory
        host.close()
        settle()
        return (open, edits.select, edits.type, grown)
    }

    @MainActor static func measureBaseline(_ text: UnsafePointer<CChar>) -> (open: Double, select: Double, type: Double, memory: Double) {
        let memory = residentMB()
        let start = g_get_monotonic_time()
        let window = text_baseline_window(text, width, height)!
        gtk_test_widget_wait_for_draw(window)
        let open = milliseconds(since: start)
        let edits = edit(text_baseline_find_view(window), in: window)
        let grown = residentMB() - memory
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        settle()
        return (open, edits.select, edits.type, grown)
    }

    /// Selects all, then types 20 characters at the cursor, each to its frame; the same GTK
    /// calls on either side.
    @MainActor static func edit(_ view: UnsafeMutablePointer<GtkTextView>?, in window: UnsafeMutablePointer<GtkWidget>) -> (select: Double, type: Double) {
        let buffer = gtk_text_view_get_buffer(view)
        var start = g_get_monotonic_time()
        var first = GtkTextIter(), last = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &first, &last)
        gtk_text_buffer_select_range(buffer, &first, &last)
        settle()
        gtk_test_widget_wait_for_draw(window)
        let select = milliseconds(since: start)
        gtk_text_buffer_get_start_iter(buffer, &first)
        gtk_text_buffer_place_cursor(buffer, &first)
        settle()
        start = g_get_monotonic_time()
        for character in "abcdefghijklmnopqrst" {
            String(character).withCString { gtk_text_buffer_insert_at_cursor(buffer, $0, -1) }
            settle()
            gtk_test_widget_wait_for_draw(window)
        }
        return (select, milliseconds(since: start))
    }

    static func milliseconds(since start: gint64) -> Double {
        Double(g_get_monotonic_time() - start) / 1000
    }

    /// Runs the main loop until nothing is pending.
    static func settle() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The process's resident memory, in MB (from /proc).
    static func residentMB() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_000_000
    }

    static let ratioTarget = 1.5

    static func report(_ name: String, _ gnomon: Double, _ baseline: Double, unit: String) {
        BenchReport.sideBySide("text " + name, gnomon: gnomon, baseline: baseline, unit: unit, target: ratioTarget)
    }
}
