import Dispatch
import Foundation
import Gnomon

/// Measures how long main-actor work waits, under the GTK main loop: another thread enqueues a
/// `Task { @MainActor in … }` while the loop sleeps, and the task notes when it runs. Prints
/// the percentiles in microseconds, then exits. Run under Xvfb by `make bench`.
@main
struct LoopLatency: App {
    static var applicationID: String { "org.gnomon.LoopLatency" }

    var body: some Scene {
        WindowGroup("Loop latency") { MeasureView() }
    }
}

struct MeasureView: View {
    var body: some View {
        Text("Measuring").task {
            _ = await measure(count: 100)  // warm-up: the window's first frames, lazy setup
            let samples = await measure(count: 2_000)
            let sorted = samples.sorted()
            func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
            print("main-actor latency under the GTK loop, \(sorted.count) samples (µs):")
            print(String(format: "  p50 %.1f  p90 %.1f  p99 %.1f  max %.1f",
                         percentile(0.5), percentile(0.9), percentile(0.99), sorted.last ?? 0))
            print(String(format: "json {\"p50_us\": %.1f, \"p90_us\": %.1f, \"p99_us\": %.1f, \"max_us\": %.1f}",
                         percentile(0.5), percentile(0.9), percentile(0.99), sorted.last ?? 0))
            fflush(nil)
            exit(0)
        }
    }
}

/// Enqueues `count` main-actor tasks from another thread, each while the main loop is idle,
/// and returns how long each waited, in microseconds.
@MainActor
func measure(count: Int) async -> [Double] {
    var samples: [Double] = []
    for _ in 0..<count {
        let waited = await withCheckedContinuation { (done: CheckedContinuation<Double, Never>) in
            DispatchQueue.global().async {
                usleep(500)  // let the main loop fall asleep in poll
                let enqueued = DispatchTime.now().uptimeNanoseconds
                Task { @MainActor in
                    done.resume(returning: Double(DispatchTime.now().uptimeNanoseconds - enqueued) / 1_000)
                }
            }
        }
        samples.append(waited)
    }
    return samples
}
