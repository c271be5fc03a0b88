import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Fixed frames around text (issue 35): 1,000 rows, each a label in a fixed frame (a frame
// layout of its own) named for screen readers by its observable item's title. One item's name
// changes: only that row re-runs, and only its label's `accessibility` is written, through
// the frame's widget, which is written nothing.

struct FramedRow: View {
    let item: Item

    var body: some View {
        RowBodies.count += 1
        return Text("Row \(item.id)").frame(width: 120).accessibilityLabel(item.title)
    }
}

/// 1,000 mounted framed rows, each named by its item.
@MainActor
final class FramedRowsFixture: RowChangeFixture {
    static let shared = FramedRowsFixture()

    let items = (0..<1_000).map(Item.init)
    let host: TestHost
    private var renamed = false

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { FramedRow(item: $0) } }, recordsOperations: false)
        host.settle()
    }

    /// Renames the middle row and back, in turn; returns how many row bodies ran.
    func changeOneRow() -> Int {
        renamed.toggle()
        return RowBodies.counted(in: host) { items[500].title = renamed ? "Renamed" : "Item 500" }
    }
}

func frameBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    rowChangeBenchmarks([
        ("Accessibility name change through a fixed frame, 1 of 1,000 rows", { FramedRowsFixture.shared }),
    ], configuration: configuration, bodies: bodies)
}
