import BenchReport
import Foundation
import GnomonCore
import GnomonImperative
import GnomonTesting
import Observation

/// A value one row of a long view shows.
@Observable
final class Ticker {
    var value = 0
}

/// How many bodies ran.
@MainActor
enum TickBodies {
    static var count = 0
}

struct TickLabel: View {
    let ticker: Ticker
    var body: some View {
        let _ = TickBodies.count += 1
        Text("Tick \(ticker.value)")
    }
}

/// 1,000 rows in a scroll view, the first reading the ticker.
struct TickRows: View {
    let ticker: Ticker
    var body: some View {
        ScrollView {
            VStack {
                TickLabel(ticker: ticker)
                ForEach(0..<HostedUpdate.rows, id: \.self) { Text("Row \($0)") }
            }
        }
    }
}

/// A `HostingWidget` updates as a window does: the same view of 1,000 rows in a
/// `HostingWidget` (in a plain GTK window) and in a Gnomon window, side by side in one
/// process, runs alternating: the time from a change of the value one row reads to the end
/// of the update it leads to, and the bodies that update re-ran.
@MainActor
enum HostedUpdate {
    static let rows = 1_000
    static let warmUpRuns = 20
    static let measuredRuns = 200

    static func run() {
        let hostedTicker = Ticker(), windowTicker = Ticker()
        let window = gtk_window_new()!
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 480, 360)
        let hosting = HostingWidget(rootView: TickRows(ticker: hostedTicker))
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), hosting.rawWidget.assumingMemoryBound(to: GtkWidget.self))
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        let host = GtkTestHost(TickRows(ticker: windowTicker), width: 480, height: 360, recordsOperations: false)
        drain()
        print("A change inside a HostingWidget against the same in a window, \(rows) rows: \(warmUpRuns) warm-up and \(measuredRuns) measured runs per side")
        var times = (hosted: [Double](), window: [Double]()), bodies = (hosted: 0, window: 0)
        for run in 0..<(warmUpRuns + measuredRuns) {
            let hosted = time { hostedTicker.value += 1 }
            let inWindow = time { windowTicker.value += 1 }
            if run >= warmUpRuns {
                times.hosted.append(hosted.microseconds)
                times.window.append(inWindow.microseconds)
                bodies = (max(bodies.hosted, hosted.bodies), max(bodies.window, inWindow.bodies))
            }
        }
        BenchReport.sideBySide(
            "hosted update", gnomon: BenchReport.median(times.hosted), baseline: BenchReport.median(times.window), unit: "µs",
            target: 1.25, baselineName: "window")
        print("bodies re-run per change: hosted \(bodies.hosted), window \(bodies.window)")
        BenchReport.json(["kind": "hosted update bodies", "hosted": bodies.hosted, "window": bodies.window])
        host.close()
        gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        drain()
    }

    /// Runs `change`, then the main loop until the update it scheduled is done: its time,
    /// and the bodies it re-ran.
    private static func time(_ change: () -> Void) -> (microseconds: Double, bodies: Int) {
        TickBodies.count = 0
        let start = DispatchTime.now().uptimeNanoseconds
        change()
        drain()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3, TickBodies.count)
    }

    private static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
