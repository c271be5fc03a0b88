import BenchReport
import Foundation
import GTK4
import Gnomon
import GnomonTesting
import LayoutBaseline

/// The layout benchmark: 1,000 labels one under another, in a `Layout` of the app's own
/// (`Rows`, in a `GnomonLayout`) against `layout_baseline.c` (a vertical `GtkBox` of the same
/// labels in C), each in a scrolled window, side by side in one process, runs alternating:
///
/// - relayout: the container's size is invalidated and GTK measures and allocates it again
///   (`gtk_widget_measure` for the window's width, `gtk_widget_size_allocate`), its children's
///   sizes still cached: the layout's own work;
/// - resize: the window is made 40 pixels wider, to its next painted frame.
///
/// Then: how many view bodies the resizes re-ran on Gnomon's side (none may).
/// Prints one line per measure, and a `json` line per measure.
@main
enum LayoutBench {
    static let count = 1_000
    static let warmUpRuns = 20
    static let measuredRuns = 200
    static let width: Int32 = 400, height: Int32 = 600

    /// Rows one under another, each its ideal size: a custom layout, as an app writes one.
    struct Rows: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var size = CGSize.zero
            for subview in subviews {
                let row = subview.sizeThatFits(.unspecified)
                size.width = max(size.width, row.width)
                size.height += row.height
            }
            return size
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                let row = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(row))
                y += row.height
            }
        }
    }

    @MainActor static var bodies = 0

    struct Row: View {
        let index: Int
        var body: some View {
            let _ = LayoutBench.bodies += 1
            Text("Row \(index)")
        }
    }

    @MainActor static func main() {
        GtkTestHost.initializeGtk()
        let host = GtkTestHost(
            ScrollView { Rows { ForEach(0..<count, id: \.self) { Row(index: $0) } } }, width: Int(width), height: Int(height),
            recordsOperations: false)
        let container = host.widgetPointer(host.findAll("GnomonLayout")[0])
        var box: UnsafeMutablePointer<GtkWidget>?
        let baselineWindow = layout_baseline_window(Int32(count), width, height, &box)!
        gtk_test_widget_wait_for_draw(baselineWindow)
        let gnomonWindow = UnsafeMutableRawPointer(gtk_widget_get_root(container))!.assumingMemoryBound(to: GtkWidget.self)
        print("Layout of \(count) labels: \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side")

        var relayout = (gnomon: [Double](), baseline: [Double]())
        for run in 0..<(warmUpRuns + measuredRuns) {
            let g = timeRelayout(container), c = timeRelayout(box!)
            if run >= warmUpRuns {
                relayout.gnomon.append(g)
                relayout.baseline.append(c)
            }
        }
        report("relayout", BenchReport.median(relayout.gnomon), BenchReport.median(relayout.baseline), unit: "µs")

        bodies = 0
        var resize = (gnomon: [Double](), baseline: [Double]())
        for run in 0..<20 {
            let wider = width + Int32(run % 2 == 0 ? 40 : 0)
            resize.gnomon.append(timeResize(gnomonWindow, to: wider))
            resize.baseline.append(timeResize(baselineWindow, to: wider))
        }
        report("resize", BenchReport.median(resize.gnomon), BenchReport.median(resize.baseline), unit: "µs")
        print("view bodies re-run by 20 resizes: \(bodies)")
        BenchReport.json(["kind": "layout resize bodies", "bodies": bodies])
        host.close()
    }

    /// Invalidates `container`'s size and has GTK measure and allocate it again at its size.
    @MainActor static func timeRelayout(_ container: UnsafeMutablePointer<GtkWidget>) -> Double {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(container, &allocation)
        gtk_widget_queue_resize(container)
        let start = DispatchTime.now().uptimeNanoseconds
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(container, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(container, GTK_ORIENTATION_VERTICAL, allocation.width, &minimum, &natural, nil, nil)
        gtk_widget_size_allocate(container, &allocation, -1)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
        while g_main_context_iteration(nil, 0) != 0 {}
        return elapsed
    }

    /// Makes `window` `width` wide and waits for its next painted frame.
    @MainActor static func timeResize(_ window: UnsafeMutablePointer<GtkWidget>, to width: Int32) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), width, height)
        gtk_test_widget_wait_for_draw(window)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
    }

    static func report(_ name: String, _ gnomon: Double, _ baseline: Double, unit: String) {
        BenchReport.sideBySide("layout " + name, gnomon: gnomon, baseline: baseline, unit: unit, target: 1.5)
    }
}
