import Benchmark
import GnomonCore
import GnomonTesting
import Observation

// A page pushed on and popped off a NavigationStack whose root is a list of 100 or 1,000 rows,
// in a scene's window (header bar, back button, title). Pushing mounts the page and the back
// button and retitles the window; the root's rows must not re-run, so the cost must not grow
// with them.

@Observable
final class NavigationBenchPath {
    var path: [Int] = []
}

@MainActor
enum NavigationRowBodies {
    static var count = 0
}

struct NavigationBenchRow: View {
    let index: Int
    var body: some View {
        let _ = NavigationRowBodies.count += 1
        NavigationLink("Row \(index)", value: index)
    }
}

struct NavigationBenchRoot: View {
    @Bindable var model: NavigationBenchPath
    let rows: Int
    var body: some View {
        NavigationStack(path: $model.path) {
            VStack { ForEach(0..<rows, id: \.self) { NavigationBenchRow(index: $0) } }
                .navigationTitle("Rows")
                .navigationDestination(for: Int.self) { index in
                    Text("Page \(index)").navigationTitle("Row \(index)")
                }
        }
    }
}

/// A stack over `rows` rows, mounted once outside the measured region.
@MainActor
final class NavigationFixture {
    let model: NavigationBenchPath
    let host: TestHost

    init(rows: Int) {
        let model = NavigationBenchPath()
        self.model = model
        host = TestHost(scene: WindowGroup("Bench") { NavigationBenchRoot(model: model, rows: rows) })
    }

    /// Pushes a page and pops it; returns how many rows' bodies ran (none should).
    func pushAndPop() -> Int {
        NavigationRowBodies.count = 0
        model.path.append(7)
        host.settle()
        model.path.removeLast()
        host.settle()
        return NavigationRowBodies.count
    }
}

@MainActor
private var navigationFixtures: [Int: NavigationFixture] = [:]

@MainActor
private func navigationFixture(rows: Int) -> NavigationFixture {
    if let fixture = navigationFixtures[rows] { return fixture }
    let fixture = NavigationFixture(rows: rows)
    navigationFixtures[rows] = fixture
    return fixture
}

/// Push-and-pop benchmarks over a small and a large root.
func navigationBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    for rows in [100, 1_000] {
        Benchmark("Navigation push and pop, root of \(rows) rows", configuration: configuration) { benchmark in
            _ = await MainActor.run { navigationFixture(rows: rows) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { navigationFixture(rows: rows).pushAndPop() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
    }
}
