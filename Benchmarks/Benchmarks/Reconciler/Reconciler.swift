import Benchmark
import GnomonCore
import GnomonTesting
import Observation

// The reconciler headless, on a list whose rows each show one property of their own
// observable item, for 100 to 100,000 rows:
// - mount: the whole list, from nothing.
// - one-row change: one item's property changes; exactly one row must re-run. The cost must
//   not grow with the list.
// - root change, rows unchanged: state read only by the header changes; the root re-runs and
//   hands the `ForEach` the same array, so no row is even compared.
// - root change, list rebuilt: the same, but the root builds a new array of the same items
//   (as `filter` or `map` would), so every row is compared (cut off), never re-run.
// - keyed shuffle: the list's order changes at random; rows move (n − LIS moves), none re-runs.
// - swap two rows: rows 1 and n − 2 change places; two moves, no row view made, no row body
//   re-run: what remains grows with the list only through the id pass of the keyed diff.
// - styled rows: each row is a button in a custom button style set above the list, whose
//   value the header's state picks. A style change reaches every row's button (through the
//   style stack in the environment) without re-running a row body; a one-row change re-runs
//   one row, as without styles.
// - navigation push and pop (Navigation.swift): a page on a stack over 100 or 1,000 rows.
// - scaling side by side (Scaling.swift): small and large sizes timed in one process.
// - icon change (ImageRows.swift): one row's icon among 1,000 rows with icons.
// - clock tick (LiveDates.swift): 10 counting timers among 1,000 rows of text.
// - layout value change (Layouts.swift): one of 1,000 rows in a custom layout moves.
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

    /// Makes `change`, then the update it causes in `host`; returns how many row bodies ran.
    static func counted(in host: TestHost, _ change: () -> Void) -> Int {
        count = 0
        change()
        host.settle()
        return count
    }
}

struct Row: View {
    let item: Item
    var body: some View {
        let _ = RowBodies.count += 1
        Text(item.title)
    }
}

struct Screen: View {
    let list: ListModel
    let model: HeaderModel
    /// Whether every evaluation builds a new array of the same items.
    let rebuildsList: Bool

    var body: some View {
        VStack {
            Text(model.title)
            ForEach(rebuildsList ? list.items.map { $0 } : list.items) { Row(item: $0) }
        }
    }
}

/// A row that is a button, styled from above.
struct StyledRow: View {
    let item: Item
    var body: some View {
        let _ = RowBodies.count += 1
        Button(item.title) {}
    }
}

/// Gives buttons a class named by the header's state, on GNOME's button.
struct RowButtonStyle: PrimitiveButtonStyle {
    let name: String
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).styleClass(name)
    }
}

struct StyledScreen: View {
    let list: ListModel
    let model: HeaderModel

    var body: some View {
        VStack {
            Text(model.title)
            VStack { ForEach(list.items) { StyledRow(item: $0) } }
                .buttonStyle(RowButtonStyle(name: model.title))
        }
    }
}

@Observable
final class HeaderModel {
    var title = "Items"
}

@Observable
final class ListModel {
    var items: [Item]
    init(items: [Item]) { self.items = items }
}

/// A mounted list of `count` rows.
@MainActor
final class Fixture {
    let list: ListModel
    let header = HeaderModel()
    let host: TestHost
    var serial = 0
    private var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)  // GnomonTesting's; every run shuffles alike

    init(count: Int, rebuildsList: Bool, styled: Bool) {
        list = ListModel(items: (0..<count).map(Item.init))
        host = styled
            ? TestHost(StyledScreen(list: list, model: header), recordsOperations: false)
            : Self.mount(list: list, header: header, rebuildsList: rebuildsList)
    }

    static func mount(list: ListModel, header: HeaderModel = HeaderModel(), rebuildsList: Bool = false) -> TestHost {
        TestHost(Screen(list: list, model: header, rebuildsList: rebuildsList), recordsOperations: false)
    }

    var items: [Item] { list.items }

    func changeOneRow() -> Int {
        serial += 1
        return RowBodies.counted(in: host) { items[(serial * 7919) % items.count].title = "Changed \(serial)" }
    }

    /// Swaps the second and the second-to-last rows, as js-framework-benchmark's swap does.
    func swapTwoRows() -> Int {
        RowBodies.count = 0
        list.items.swapAt(1, list.items.count - 2)
        host.settle()
        return RowBodies.count
    }

    func shuffle() -> Int {
        RowBodies.count = 0
        list.items.shuffle(using: &random)
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
func fixture(_ count: Int, rebuildsList: Bool = false, styled: Bool = false) -> Fixture {
    let key = "\(count) \(rebuildsList) \(styled)"
    if let fixture = fixtures[key] { return fixture }
    let fixture = Fixture(count: count, rebuildsList: rebuildsList, styled: styled)
    fixtures[key] = fixture
    return fixture
}

/// The mount benchmark's list, made before the clock starts, and its host, unmounted after it
/// stops.
@MainActor
enum Mounting {
    private static var list: ListModel?
    private static var host: TestHost?

    static func prepare(_ count: Int) {
        list = ListModel(items: (0..<count).map(Item.init))
    }

    /// Mounts the list; returns how many row bodies ran.
    static func mount() -> Int {
        RowBodies.count = 0
        host = Fixture.mount(list: list!)
        return RowBodies.count
    }

    static func unmount() {
        host?.close()
        host = nil
        list = nil
    }
}

let benchmarks: @Sendable () -> Void = {
    let bodies = BenchmarkMetric.custom("bodies", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, bodies], warmupIterations: 10,
        maxDuration: .seconds(3), maxIterations: 2_000)

    for count in [100, 1_000, 10_000, 100_000] {
        // Mounting 100,000 rows takes seconds: fewer warm-up runs for the large lists.
        let mountConfiguration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, bodies], warmupIterations: count >= 10_000 ? 1 : 5,
            maxDuration: .seconds(5), maxIterations: 200)
        Benchmark("Mount, \(count) rows", configuration: mountConfiguration) { benchmark in
            await MainActor.run { Mounting.prepare(count) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { Mounting.mount() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
            await MainActor.run { Mounting.unmount() }
        }

        /// An update of a list mounted outside the measured region; `update` returns the row
        /// bodies it evaluated.
        func updateBenchmark(
            _ name: String, rebuildsList: Bool = false, styled: Bool = false,
            _ update: @escaping @MainActor (Fixture) -> Int
        ) {
            Benchmark("\(name), \(count) rows", configuration: configuration) { benchmark in
                _ = await MainActor.run { fixture(count, rebuildsList: rebuildsList, styled: styled) }
                benchmark.startMeasurement()
                let evaluated = await MainActor.run { update(fixture(count, rebuildsList: rebuildsList, styled: styled)) }
                benchmark.stopMeasurement()
                benchmark.measurement(bodies, evaluated)
            }
        }
        updateBenchmark("Keyed shuffle") { $0.shuffle() }
        updateBenchmark("Swap two rows") { $0.swapTwoRows() }
        updateBenchmark("One-row change") { $0.changeOneRow() }
        updateBenchmark("Root change, rows unchanged") { $0.changeRoot() }
        updateBenchmark("Root change, list rebuilt", rebuildsList: true) { $0.changeRoot() }
        // Styled rows are built whole (a stack, not a virtualized list): up to 10,000.
        if count <= 10_000 {
            updateBenchmark("Style change, styled rows", styled: true) { $0.changeRoot() }
            updateBenchmark("One-row change, styled rows", styled: true) { $0.changeOneRow() }
        }
    }
    deepAndWideBenchmarks(configuration: configuration, bodies: bodies)
    navigationBenchmarks(configuration: configuration, bodies: bodies)
    routingBenchmarks(configuration: configuration, bodies: bodies)
    virtualListBenchmarks(configuration: configuration, bodies: bodies)
    observableObjectBenchmarks(configuration: configuration, bodies: bodies)
    storedSettingsBenchmarks(configuration: configuration, bodies: bodies)
    imageRowsBenchmarks(configuration: configuration, bodies: bodies)
    liveDateBenchmarks(configuration: configuration, bodies: bodies)
    layoutBenchmarks(configuration: configuration, bodies: bodies)
    effectBenchmarks(configuration: configuration, bodies: bodies)
    representableBenchmarks(configuration: configuration, bodies: bodies)
    frameBenchmarks(configuration: configuration, bodies: bodies)
    scalingBenchmarks()
}
