import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Live dates (issue 34): `Text(date, style: .timer)` reads the clock, an `@Observable` that
// ticks each second. 1,000 rows of text, 10 of them timers; one tick of the clock. Only the 10
// timers' labels resolve again, with no body re-run.

/// A row: its title, and every hundredth row a timer since the row's start.
struct TimedRow: View {
    let index: Int
    let start: Date

    var body: some View {
        RowBodies.count += 1
        return HStack {
            Text("Row \(index)")
            if index % 100 == 0 { Text(start, style: .timer) }
        }
    }
}

/// 1,000 mounted rows, 10 with timers.
@MainActor
final class TimedRowsFixture {
    static let shared = TimedRowsFixture()

    let host: TestHost

    private init() {
        let start = Date()
        host = TestHost(VStack { ForEach(0..<1_000, id: \.self) { TimedRow(index: $0, start: start) } }, recordsOperations: false)
    }

    /// One tick of the clock; returns how many row bodies ran.
    func tick() -> Int {
        RowBodies.counted(in: host) { host.tickClock() }
    }
}

func liveDateBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("Clock tick, 10 timers among 1,000 rows", configuration: configuration) { benchmark in
        _ = await MainActor.run { TimedRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { TimedRowsFixture.shared.tick() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
