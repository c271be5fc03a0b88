import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Widgets of the app's own (issue 36): 1,000 rows, each a label beside a representable whose
// value is its observable item's level. One item's level changes: that row's body re-runs and
// its representable's `updateWidget` runs once; no other row's does. (The headless host adopts
// any object: the widget here is a plain Swift object, as a GTK app's would be a GtkWidget.)

@Observable
final class MeteredItem: Identifiable {
    let id: Int
    var level = 0
    init(id: Int) { self.id = id }
}

/// The app's widget: what `updateWidget` writes.
@MainActor
final class LevelMeter {
    var level = 0
}

struct LevelMeterView: WidgetRepresentable {
    let level: Int
    func makeWidget(context: Context) -> LevelMeter { LevelMeter() }
    func updateWidget(_ meter: LevelMeter, context: Context) {
        RowBodies.count += 1
        meter.level = level
    }
}

struct MeteredRow: View {
    let item: MeteredItem
    var body: some View {
        RowBodies.count += 1
        return HStack {
            Text("Row \(item.id)")
            LevelMeterView(level: item.level)
        }
    }
}

/// 1,000 mounted rows, each with a representable following its item's level.
@MainActor
final class RepresentableRowsFixture: RowChangeFixture {
    static let shared = RepresentableRowsFixture()

    let items = (0..<1_000).map(MeteredItem.init)
    let host: TestHost

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { MeteredRow(item: $0) } }, recordsOperations: false)
        host.settle()
    }

    /// Changes the middle row's level; returns how many row bodies and `updateWidget`s ran.
    func changeOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].level += 1 }
    }
}

func representableBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    rowChangeBenchmarks([
        ("Representable change, 1 of 1,000 rows", { RepresentableRowsFixture.shared })
    ], configuration: configuration, bodies: bodies)
}
