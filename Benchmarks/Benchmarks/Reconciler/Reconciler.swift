import Benchmark
import GnomonCore
import GnomonTesting
import Observation

// The reconciler headless, on a list whose rows each show one property of their own
// observable item, for 100 to 100,000 rows:
// - one-row change: one item's property changes; exactly one row must re-run. The cost must
//   not grow with the list.
// - root change, rows unchanged: state read only by the header changes; the root re-runs and
//   hands the `ForEach` the same array, so no row is even compared.
// - root change, list rebuilt: the same, but the root builds a new array of the same items
//   (as `filter` or `map` would), so every row is compared (cut off), never re-run.
// Each benchmark reports time, mallocs, and `bodies`: row bodies evaluated per update.

@Observable
final class Item: Identifiable {
    let id: Int
    var title: String

    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

@MainActor
enum RowBodies {
    static var count = 0
}

struct Row: View {
    let item: Item
    var body: some View {
        let _ = RowBodies.count += 1
        Text(item.title)
    }
}

struct Screen: View {
    let items: [Item]
    let model: HeaderModel
    /// Whether every evaluation builds a new array of the same items.
    let rebuildsList: Bool

    var body: some View {
        VStack {
            Text(model.title)
            ForEach(rebuildsList ? items.map { $0 } : items) { Row(item: $0) }
        }
    }
}

@Observable
final class HeaderModel {
    var title = "Items"
}

/// A mounted list of `count` rows.
@MainActor
final class Fixture {
    let items: [Item]
    let header = HeaderModel()
    let host: TestHost
    var serial = 0

    init(count: Int, rebuildsList: Bool) {
        items = (0..<count).map(Item.init)
        host = TestHost(Screen(items: items, model: header, rebuildsList: rebuildsList), recordsOperations: false)
    }

    func changeOneRow() -> Int {
        serial += 1
        RowBodies.count = 0
        items[(serial * 7919) % items.count].title = "Changed \(serial)"
        host.settle()
        return RowBodies.count
    }

    func changeRoot() -> Int {
        serial += 1
        RowBodies.count = 0
        header.title = "Items \(serial)"
        host.settle()
        return RowBodies.count
    }
}

@MainActor
private var fixtures: [String: Fixture] = [:]

@MainActor
private func fixture(_ count: Int, rebuildsList: Bool = false) -> Fixture {
    let key = "\(count) \(rebuildsList)"
    if let fixture = fixtures[key] { return fixture }
    let fixture = Fixture(count: count, rebuildsList: rebuildsList)
    fixtures[key] = fixture
    return fixture
}

let benchmarks: @Sendable () -> Void = {
    let bodies = BenchmarkMetric.custom("bodies", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, bodies], warmupIterations: 10,
        maxDuration: .seconds(3), maxIterations: 2_000)

    for count in [100, 1_000, 10_000, 100_000] {
        Benchmark("One-row change, \(count) rows", configuration: configuration) { benchmark in
            _ = await MainActor.run { fixture(count) }  // mounted outside the measured region
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { fixture(count).changeOneRow() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }

        Benchmark("Root change, rows unchanged, \(count) rows", configuration: configuration) { benchmark in
            _ = await MainActor.run { fixture(count) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { fixture(count).changeRoot() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }

        Benchmark("Root change, list rebuilt, \(count) rows", configuration: configuration) { benchmark in
            _ = await MainActor.run { fixture(count, rebuildsList: true) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { fixture(count, rebuildsList: true).changeRoot() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
    }
}
