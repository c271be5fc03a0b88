import Benchmark
import Gnomon
import GnomonTesting

// Combine-era models (issue 34): 1,000 rows, each observing an `ObservableObject` of its own
// through `@ObservedObject`. One object's `@Published` change must re-run one row's body and
// no other: the object tells the view that observes it, not the list.

/// A row's model.
final class RowModel: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

/// A row observing its model.
struct ObservingRow: View {
    @ObservedObject var model: RowModel

    var body: some View {
        RowBodies.count += 1
        return Text(model.title)
    }
}

/// The rows, in a plain stack: every row is mounted.
struct ObservingRows: View {
    let models: [RowModel]
    var body: some View {
        VStack { ForEach(models.indices, id: \.self) { ObservingRow(model: models[$0]) } }
    }
}

/// 1,000 mounted rows, each observing its own object.
@MainActor
final class ObservableObjectsFixture {
    static let shared = ObservableObjectsFixture()

    let models = (0..<1_000).map { RowModel(title: "Row \($0)") }
    let host: TestHost
    private var serial = 0

    private init() {
        host = TestHost(ObservingRows(models: models), recordsOperations: false)
    }

    /// Changes one row's model (a different row each time); returns how many row bodies ran.
    func changeOneModel() -> Int {
        serial += 1
        return RowBodies.counted(in: host) { models[(serial * 7919) % models.count].title = "Changed \(serial)" }
    }
}

func observableObjectBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("ObservableObject change, 1,000 observing rows", configuration: configuration) { benchmark in
        _ = await MainActor.run { ObservableObjectsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { ObservableObjectsFixture.shared.changeOneModel() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
