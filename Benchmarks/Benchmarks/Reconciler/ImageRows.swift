import Benchmark
import Gnomon
import GnomonTesting

// Images (issue 34): an `Image` mounts through `ImageNode`, which holds an icon's `GtkImage` or
// a picture's `GnomonPicture`. 1,000 rows each showing an icon and a title; one row's icon
// changes. Exactly that row re-runs, and its `ImageNode` updates its icon in place.

@Observable
final class IconItem: Identifiable {
    let id: Int
    var starred = false

    init(id: Int) { self.id = id }
}

/// A row: its star and its title.
struct IconRow: View {
    let item: IconItem

    var body: some View {
        RowBodies.count += 1
        return HStack {
            Image(systemName: item.starred ? "star.fill" : "star")
            Text("Item \(item.id)")
        }
    }
}

/// 1,000 mounted rows, in a plain stack.
@MainActor
final class IconRowsFixture {
    static let shared = IconRowsFixture()

    let items = (0..<1_000).map(IconItem.init)
    let host: TestHost
    private var serial = 0

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { IconRow(item: $0) } }, recordsOperations: false)
    }

    /// Stars or unstars one row (a different row each time); returns how many row bodies ran.
    func toggleOneStar() -> Int {
        serial += 1
        let item = items[(serial * 7919) % items.count]
        return RowBodies.counted(in: host) { item.starred.toggle() }
    }
}

func imageRowsBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("Icon change, 1,000 rows with icons", configuration: configuration) { benchmark in
        _ = await MainActor.run { IconRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { IconRowsFixture.shared.toggleOneStar() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
