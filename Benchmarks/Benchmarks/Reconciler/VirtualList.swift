import Benchmark
import GnomonCore
import GnomonTesting
import Observation

// Past the table (issue 11): a virtualized `List` of 10,000 or 1,000,000 rows, scrolled to the
// middle, where one row in view changes. Only the rows in view have nodes, and the change is
// one observable property, so one row re-runs: the cost must not grow with the list. Its
// theoretical baseline is that one row's update; the GTK comparison against C is `ListBench`.
// A selection change in such a list (issue 12) refreshes the list node alone and runs no row
// body: it too must not grow with the list.

/// Which item of a selectable list is selected.
@Observable
final class SelectionModel {
    var selected: Int?
}

/// A `List` over the items, one row each, on one line; selectable if given a selection.
struct VirtualListScreen: View {
    let list: ListModel
    let selection: SelectionModel?
    var body: some View {
        List(list.items, selection: selection.map { model in
            Binding(get: { model.selected }, set: { model.selected = $0 })
        }) { Row(item: $0) }
            .lineLimit(1)
    }
}

/// A mounted list of `count` items, scrolled so that the middle item is in view.
@MainActor
final class VirtualListFixture {
    let list: ListModel
    let selection = SelectionModel()
    let host: TestHost
    let middle: Int
    private var serial = 0

    init(count: Int, selectable: Bool = false) {
        list = ListModel(items: (0..<count).map(Item.init))
        host = TestHost(VirtualListScreen(list: list, selection: selectable ? selection : nil), recordsOperations: false)
        middle = count / 2
        host.scroll(host.findAll("GtkListView")[0], toRow: middle - 5)
        precondition(host.find(text: list.items[middle].title) != nil, "the middle row is not in view")
    }

    /// Changes the middle row's item; returns how many row bodies ran.
    func changeMiddleRow() -> Int {
        serial += 1
        RowBodies.count = 0
        list.items[middle].title = "Changed \(serial)"
        host.settle()
        return RowBodies.count
    }

    /// Selects the middle row, or the one after it if it is selected; returns how many row
    /// bodies ran.
    func selectNextToMiddle() -> Int {
        RowBodies.count = 0
        selection.selected = selection.selected == middle ? middle + 1 : middle
        host.settle()
        return RowBodies.count
    }
}

@MainActor
private var virtualListFixtures: [String: VirtualListFixture] = [:]

@MainActor
func virtualListFixture(_ count: Int, selectable: Bool = false) -> VirtualListFixture {
    let key = "\(count) \(selectable)"
    if let fixture = virtualListFixtures[key] { return fixture }
    let fixture = VirtualListFixture(count: count, selectable: selectable)
    virtualListFixtures[key] = fixture
    return fixture
}

/// The one-row change, and a selection change, in a scrolled virtualized list, at 10,000 and
/// 1,000,000 rows.
func virtualListBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    for count in [10_000, 1_000_000] {
        Benchmark("List scrolled to the middle, one row change, \(count) rows", configuration: configuration) {
            benchmark in
            _ = await MainActor.run { virtualListFixture(count) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { virtualListFixture(count).changeMiddleRow() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
        Benchmark("List scrolled to the middle, selection change, \(count) rows", configuration: configuration) {
            benchmark in
            _ = await MainActor.run { virtualListFixture(count, selectable: true) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { virtualListFixture(count, selectable: true).selectNextToMiddle() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
    }
}
