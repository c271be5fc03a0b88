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
/// the time from the first tile made to the last appended to a box. (Not their layout: GTK
/// 4.8's constraint solver takes seconds to lay out 1,000 constraint layouts, on either side.)
///
/// Prints one line, and a `json` line; then `HostedUpdate`'s.
@main
enum SuperviewBench {
    static let count = 1_000
    static let warmUpRuns = 3
    static let measuredRuns = 20

    @MainActor static func main() {
        gtk_init()
        print("\(count) @Subview widgets in Superviews against the same in C: \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side")
        var build = (gnomon: [Double](), baseline: [Double]())
        for run in 0..<(warmUpRuns + measuredRuns) {
            let g = time { box in
                for index in 0..<count {
                    let tile = Tile(index: index)
                    gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), tile.rawWidget.assumingMemoryBound(to: GtkWidget.self))
                }
            }
            let c = time { box in superview_baseline_build(box, Int32(count)) }
            if run >= warmUpRuns {
                build.gnomon.append(g)
                build.baseline.append(c)
            }
        }
        BenchReport.sideBySide("superview build", gnomon: BenchReport.median(build.gnomon), baseline: BenchReport.median(build.baseline), unit: "ms", target: 1.5)
        HostedUpdate.run()
    }

    /// Builds tiles with `build` into a vertical box of no window, timing it, then lets the
    /// box and its tiles go. (In a shown window GTK's work on each constraint dominates both
    /// sides: 1.4 ms a tile.)
    @MainActor static func time(_ build: (UnsafeMutablePointer<GtkWidget>) -> Void) -> Double {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref_sink(UnsafeMutableRawPointer(box))
        let start = DispatchTime.now().uptimeNanoseconds
        build(box)
        let built = DispatchTime.now().uptimeNanoseconds
        g_object_unref(UnsafeMutableRawPointer(box))
        while g_main_context_iteration(nil, 0) != 0 {}
        return Double(built - start) / 1e6
    }
}
