import Foundation
import GTK4
import Gnomon
import GnomonTesting
import ListBaseline
import Observation

/// A list of 10,000 or 1,000,000 rows scrolled to the middle, where the middle row's text
/// changes: Gnomon's `List` over observable items against `list_baseline.c`, whose
/// `GtkStringList` replaces the item (the way a string list changes). Each change is timed from
/// the change until GTK has painted the frame that shows it; the changed text is then looked
/// for among the mapped labels on both sides, so a change that is not in view fails the run.
@MainActor
enum ScrolledChange {
    static let sizes = [10_000, 1_000_000]
    static let warmUpRuns = 3
    static let measuredRuns = 3 * ListBench.measuredRuns

    static func run() {
        print("One row changing in a list scrolled to the middle, \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side, change to painted frame")
        for size in sizes {
            let labels = (0..<size).map { "Item \($0) of the list" }
            let items = labels.enumerated().map { ListRowItem(id: $0.offset, label: $0.element) }
            let host = GtkTestHost(ObservedList(items: items), width: Int(ListBench.width), height: Int(ListBench.height))
            let gnomonWindow = window(of: host.widgetPointer(host.findAll("GtkScrolledWindow")[0]))
            scrollToMiddle(gnomonWindow, rows: size)
            let strings = CStrings(labels)
            let baselineWindow = list_baseline_window(strings.pointers, ListBench.width, ListBench.height)!
            gtk_test_widget_wait_for_draw(baselineWindow)
            scrollToMiddle(baselineWindow, rows: size)

            let middle = size / 2
            var gnomon: [Double] = [], baseline: [Double] = []
            for run in 0..<(warmUpRuns + measuredRuns) {
                let text = "Changed \(run)"
                let g = timeToFrame(gnomonWindow, showing: text) { items[middle].label = text }
                let c = timeToFrame(baselineWindow, showing: text) { list_baseline_replace(baselineWindow, guint(middle), text) }
                if run >= warmUpRuns {
                    gnomon.append(g)
                    baseline.append(c)
                }
            }
            host.close()
            gtk_window_destroy(UnsafeMutableRawPointer(baselineWindow).assumingMemoryBound(to: GtkWindow.self))
            ListBench.settle()
            ListReport(kind: "one row change scrolled to the middle", rows: size, gnomon: gnomon, baseline: baseline,
                       gnomonWidgets: 0, baselineWidgets: 0).print()
        }
    }

    /// The window a widget is in.
    static func window(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(gtk_widget_get_root(widget))!.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Scrolls the window's list so that its middle row is in the middle of the view. GTK 4.8
    /// has no "scroll to item": the list's height is the rows' (equal) height times their
    /// number, so the middle row starts at half of it. A small step first: GTK estimates the
    /// height of the rows it has not built once it has scrolled.
    static func scrollToMiddle(_ window: UnsafeMutablePointer<GtkWidget>, rows: Int) {
        let scrolled = gtk_window_get_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))!
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        for step in 0..<4 {
            let upper = gtk_adjustment_get_upper(adjustment)
            let page = gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, step == 0 ? 400 : upper / 2 - page / 2)
            for _ in 0..<3 {
                gtk_test_widget_wait_for_draw(scrolled)
                ListBench.settle()
            }
        }
    }

    /// Milliseconds from `change` to the painted frame; fails if the frame does not show `text`.
    /// The main loop runs idle for 40 ms first, so the frame clock is not in the middle of a
    /// frame when the change comes (both sides then wait for a whole new frame).
    static func timeToFrame(_ window: UnsafeMutablePointer<GtkWidget>, showing text: String, _ change: () -> Void) -> Double {
        let idleUntil = g_get_monotonic_time() + 40_000
        while g_get_monotonic_time() < idleUntil {
            ListBench.settle()
            g_usleep(1_000)
        }
        let start = g_get_monotonic_time()
        change()
        gtk_test_widget_wait_for_draw(window)
        let elapsed = g_get_monotonic_time() - start
        precondition(list_baseline_shows_label(window, text) != 0, "the changed row is not in view")
        return Double(elapsed) / 1000
    }
}

/// One row of the observed list: its text may change.
@Observable
final class ListRowItem: Identifiable {
    let id: Int
    var label: String

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// The list Gnomon shows: one label per observable item, on one line.
struct ObservedList: View {
    let items: [ListRowItem]
    var body: some View {
        List(items) { ItemLabel(item: $0) }
            .lineLimit(1)
    }
}

struct ItemLabel: View {
    let item: ListRowItem
    var body: some View {
        Text(item.label)
    }
}
