import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Layouts of the app's own (issue 35): 1,000 rows in a custom `Layout`, each row placed by a
// `layoutValue` it reads from its observable item. One item's value changes: only that row
// re-runs, and only its widget's `layout-child` property is written; the layout container is
// not touched (its host lays it out again).
//
// Rows as stacks: 1,000 `HStack`s of a title and a detail whose layout priority one item sets
// and clears. That row re-runs; its detail's `layout-child` and its stack's `layout` (SwiftUI's
// rules while a view asks for them) are written, and no other row is touched.

/// The column a row asks its layout for.
struct RowColumn: LayoutValueKey {
    static let defaultValue = 0
}

/// Rows one under another, each moved across by its column.
struct IndentedRows: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 400, height: 20 * CGFloat(subviews.count))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            let point = CGPoint(x: bounds.minX + 16 * CGFloat(subview[RowColumn.self]), y: bounds.minY + 20 * CGFloat(index))
            subview.place(at: point, proposal: ProposedViewSize(width: bounds.width, height: 20))
        }
    }
}

@Observable
final class IndentedItem: Identifiable {
    let id: Int
    var column = 0
    init(id: Int) { self.id = id }
}

struct IndentedRow: View {
    let item: IndentedItem

    var body: some View {
        RowBodies.count += 1
        return Text("Row \(item.id)").layoutValue(key: RowColumn.self, value: item.column)
    }
}

/// 1,000 mounted rows in `IndentedRows`.
@MainActor
final class IndentedRowsFixture {
    static let shared = IndentedRowsFixture()

    let items = (0..<1_000).map(IndentedItem.init)
    let host: TestHost

    private init() {
        let items = items
        host = TestHost(IndentedRows { ForEach(items) { IndentedRow(item: $0) } }, recordsOperations: false)
    }

    /// Moves the middle row one column further; returns how many row bodies ran.
    func indentOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].column += 1 }
    }
}

@Observable
final class PrioritizedItem: Identifiable {
    let id: Int
    var priority = 0.0
    init(id: Int) { self.id = id }
}

struct PrioritizedRow: View {
    let item: PrioritizedItem

    var body: some View {
        RowBodies.count += 1
        return HStack {
            Text("Row \(item.id)")
            Text("Detail").layoutPriority(item.priority)
        }
    }
}

/// 1,000 mounted rows, each an `HStack`.
@MainActor
final class PrioritizedRowsFixture {
    static let shared = PrioritizedRowsFixture()

    let items = (0..<1_000).map(PrioritizedItem.init)
    let host: TestHost

    private init() {
        let items = items
        host = TestHost(VStack { ForEach(items) { PrioritizedRow(item: $0) } }, recordsOperations: false)
    }

    /// Gives the middle row's detail a priority, or takes it away; returns how many row bodies
    /// ran.
    func togglePriority() -> Int {
        RowBodies.counted(in: host) { items[500].priority = items[500].priority == 0 ? 1 : 0 }
    }
}

func layoutBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("Layout priority change, 1 of 1,000 rows in stacks", configuration: configuration) { benchmark in
        _ = await MainActor.run { PrioritizedRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { PrioritizedRowsFixture.shared.togglePriority() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }

    Benchmark("Layout value change, 1 of 1,000 rows in a custom layout", configuration: configuration) { benchmark in
        _ = await MainActor.run { IndentedRowsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { IndentedRowsFixture.shared.indentOneRow() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
