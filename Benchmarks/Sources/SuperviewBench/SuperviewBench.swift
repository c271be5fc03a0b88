import BenchReport
import Foundation
import GTK4
import GnomonImperative
import SuperviewBaseline

/// The imperative layer's benchmark: 1,000 `@Subview` widgets built in `Superview`s (1,000
/// `Tile`s, each a label pinned in from every edge) against `superview_baseline.c`, the same
/// tiles written in C (a widget class with a constraint layout, a label, four constraints),
/// side by side in one process, runs alternating:
///
/// - build: from the first tile made to the last appended to a box in a shown window;
/// - first layout: GTK measuring and allocating the box of tiles once.
///
/// Prints one line per measure, and a `json` line per measure.
@main
enum SuperviewBench {
    static let count = 1_000
    static let warmUpRuns = 3
    static let measuredRuns = 20

    @MainActor static func main() {
        gtk_init()
        print("\(count) @Subview widgets in Superviews against the same in C: \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side")
        var build = (gnomon: [Double](), baseline: [Double]())
        var layout = (gnomon: [Double](), baseline: [Double]())
        for run in 0..<(warmUpRuns + measuredRuns) {
            let g = time { box in
                for index in 0..<count {
                    let tile = Tile(index: index)
                    gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), tile.rawWidget.assumingMemoryBound(to: GtkWidget.self))
                }
            }
            let c = time { box in superview_baseline_build(box, Int32(count)) }
            if run >= warmUpRuns {
                build.gnomon.append(g.build)
                build.baseline.append(c.build)
                layout.gnomon.append(g.layout)
                layout.baseline.append(c.layout)
            }
        }
        BenchReport.sideBySide("superview build", gnomon: BenchReport.median(build.gnomon), baseline: BenchReport.median(build.baseline), unit: "ms", target: 1.5)
        BenchReport.sideBySide("superview first-layout", gnomon: BenchReport.median(layout.gnomon), baseline: BenchReport.median(layout.baseline), unit: "ms", target: 1.5)
    }

    /// Builds tiles with `build` into a vertical box in a window, timing the build and the
    /// box's first measure and allocation, then destroys the window.
    @MainActor static func time(_ build: (UnsafeMutablePointer<GtkWidget>) -> Void) -> (build: Double, layout: Double) {
        let window = gtk_window_new()!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), box)
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), scrolled)
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 400, 600)
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        while g_main_context_iteration(nil, 0) != 0 {}

        let start = DispatchTime.now().uptimeNanoseconds
        build(box)
        let built = DispatchTime.now().uptimeNanoseconds
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(box, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        gtk_widget_measure(box, GTK_ORIENTATION_VERTICAL, 400, &minimum, &natural, nil, nil)
        var allocation = GtkAllocation(x: 0, y: 0, width: 400, height: natural)
        gtk_widget_size_allocate(box, &allocation, -1)
        let laidOut = DispatchTime.now().uptimeNanoseconds

        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        while g_main_context_iteration(nil, 0) != 0 {}
        return (Double(built - start) / 1e6, Double(laidOut - built) / 1e6)
    }
}
