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

struct FadedRow: View {
    let item: TurnedItem

    var body: some View {
        RowBodies.count += 1
        return Text("Row \(item.id)").visualEffect { content, _ in content.opacity(1 - item.degrees / 100) }
    }
}

/// 1,000 mounted rows of one kind (turned, faded), each following its item's angle.
@MainActor
final class EffectRowsFixture: RowChangeFixture {
    static let turned = EffectRowsFixture { TurnedRow(item: $0) }
    static let faded = EffectRowsFixture { FadedRow(item: $0) }

    let items = (0..<1_000).map(TurnedItem.init)
    let host: TestHost

    private init<Row: View>(_ row: @escaping @MainActor (TurnedItem) -> Row) {
        let items = items
        host = TestHost(VStack { ForEach(items) { row($0) } }, recordsOperations: false)
        host.settle()
    }

    /// Moves the middle row's angle a degree on (from 0 to 89 and round); returns how many
    /// row bodies ran.
    func changeOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].degrees = (items[500].degrees + 1).truncatingRemainder(dividingBy: 90) }
    }
}

func effectBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    rowChangeBenchmarks([
        ("Visual effect change, 1 of 1,000 rows faded", { EffectRowsFixture.faded }),
        ("Effect change, 1 of 1,000 rows turned", { EffectRowsFixture.turned }),
    ], configuration: configuration, bodies: bodies)
}
