import Benchmark
import GnomonCore
import GnomonRouting
import GnomonTesting

// A screen pushed on and popped off a routed navigation (GnomonRouting) whose root screen is a
// list of 1,000 rows, each a routed transition's button, in a scene's window — the routed twin
// of "Navigation push and pop": the same NavigationStack pages, reached through the map's
// state. The root's rows must not re-run.

@MainActor
enum RoutedRowBodies {
    static var count = 0
}

struct RoutedRowsScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = RoutedRowsView
    let rows: Int
    let detail: Push<RoutedRowsScreen, RoutedDetailScreen>
    func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = RoutedRowsView(router: router)
        return (view, view)
    }
}

struct RoutedRowsView: View {
    let router: Router<RoutedRowsScreen>
    var body: some View {
        VStack { ForEach(0..<router[next: \.rows], id: \.self) { RoutedBenchRow(router: router, index: $0) } }
            .navigationTitle("Rows")
    }
}

struct RoutedBenchRow: View {
    let router: Router<RoutedRowsScreen>
    let index: Int
    var body: some View {
        let _ = RoutedRowBodies.count += 1
        router.move(\.detail, context: index, action: Text("Row \(index)"))
    }
}

struct RoutedDetailScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = Int
    typealias Content = Text
    func makeContent(_ context: Int, router: Router<Self>) -> ContentResult<Self> {
        let view = Text("Page \(context)")
        return (view, view)
    }
}

/// A routed stack over 1,000 rows, mounted once outside the measured region.
@MainActor
final class RoutingFixture: GnomeNamespace {
    static let shared = RoutingFixture()
    let map = InitialScreen(Window(Navigation(RoutedRowsScreen(rows: 1_000, detail: Push(RoutedDetailScreen())))))
    let host: TestHost

    private init() {
        host = TestHost(scene: map.makeBody(()))
    }

    /// Pushes a screen by a path from the root and pops it by one; how many rows' bodies ran
    /// (none should).
    func pushAndPop() -> Int {
        RoutedRowBodies.count = 0
        map.router.root().move(\.detail, 7).move()
        host.settle()
        map.router.root().move()
        host.settle()
        return RoutedRowBodies.count
    }
}

func routingBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("Routed push and pop, root of 1000 rows", configuration: configuration) { benchmark in
        _ = await MainActor.run { RoutingFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { RoutingFixture.shared.pushAndPop() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
