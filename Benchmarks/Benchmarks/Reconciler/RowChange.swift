import Benchmark
import Foundation

/// 1,000 mounted rows of which one changes: what the row-change benchmarks of a feature
/// (layouts, effects, frames) measure.
@MainActor
protocol RowChangeFixture: AnyObject, Sendable {
    /// Changes one row's item; returns how many row bodies ran.
    func changeOneRow() -> Int
}

/// Registers a benchmark per fixture, timing one row's change (the fixture made before the
/// measurement starts), with the row bodies it ran.
func rowChangeBenchmarks(
    _ kinds: [(name: String, fixture: @MainActor @Sendable () -> any RowChangeFixture)],
    configuration: Benchmark.Configuration, bodies: BenchmarkMetric
) {
    for kind in kinds {
        Benchmark(kind.name, configuration: configuration) { benchmark in
            _ = await MainActor.run { kind.fixture() }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { kind.fixture().changeOneRow() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
    }
}
