import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Drawing effects (issue 35): 1,000 rows, each turned by the angle of its observable item
// (`rotationEffect`, a `GnomonEffect` holding the row's label). One item's angle changes: only
// that row re-runs, and only its effect widget's `effect` property is written. And 1,000 rows
// faded by a `visualEffect` closure that reads its item's opacity: one item's opacity changes,
// only that row's effect reader re-runs (no row body), and only its `effect` is written.

@Observable
final class TurnedItem: Identifiable {
    let id: Int
    var degrees = 0.0
    init(id: Int) { self.id = id }
}

struct TurnedRow: View {
    let item: TurnedItem

    var body: some View {
        RowBodies.count += 1
        return Text("Row \(item.id)").rotationEffect(.degrees(item.degrees))
    }
}

/// 1,000 mounted rows, each with a rotation effect.
@MainActor
final class TurnedRowsFixture {
    static let shared = TurnedRowsFixture()

    let items = (0..<1_000).map(TurnedItem.init)
    let host: TestHost

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { TurnedRow(item: $0) } }, recordsOperations: false)
    }

    /// Turns the middle row a degree further; returns how many row bodies ran.
    func turnOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].degrees += 1 }
    }
}

struct FadedRow: View {
    let item: TurnedItem

    var body: some View {
        RowBodies.count += 1
        return Text("Row \(item.id)").visualEffect { content, _ in content.opacity(1 - item.degrees / 100) }
    }
}

/// 1,000 mounted rows, each faded by a visual effect.
@MainActor
final class FadedRowsFixture {
    static let shared = FadedRowsFixture()

    let items = (0..<1_000).map(TurnedItem.init)
    let host: TestHost

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { FadedRow(item: $0) } }, recordsOperations: false)
        host.settle()
    }

    /// Fades the middle row a little more; returns how many row bodies ran.
    func fadeOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].degrees = items[500].degrees >= 90 ? 0 : items[500].degrees + 1 }
    }
}

func effectBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("Visual effect change, 1 of 1,000 rows faded", configuration: configuration) { benchmark in
        _ = await MainActor.run { FadedRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { FadedRowsFixture.shared.fadeOneRow() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }

    Benchmark("Effect change, 1 of 1,000 rows turned", configuration: configuration) { benchmark in
        _ = await MainActor.run { TurnedRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { TurnedRowsFixture.shared.turnOneRow() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
