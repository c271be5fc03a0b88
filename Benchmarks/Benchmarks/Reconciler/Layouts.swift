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
// and clears (its column, 0 or 1). That row re-runs; its detail's `layout-child` and its stack's `layout` (SwiftUI's
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

/// A row's item: the column it asks its layout for, and in a stack, its detail's priority.
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

struct PrioritizedRow: View {
    let item: IndentedItem

    var body: some View {
        RowBodies.count += 1
        return HStack {
            Text("Row \(item.id)")
            Text("Detail").layoutPriority(Double(item.column))
        }
    }
}

/// 1,000 mounted rows of one kind: in `IndentedRows`, or `HStack`s in a `VStack`.
@MainActor
final class LayoutRowsFixture: RowChangeFixture {
    static let indented = LayoutRowsFixture { items in IndentedRows { ForEach(items) { IndentedRow(item: $0) } } }
    static let prioritized = LayoutRowsFixture { items in VStack { ForEach(items) { PrioritizedRow(item: $0) } } }

    let items = (0..<1_000).map(IndentedItem.init)
    let host: TestHost

    private init<Content: View>(_ content: @MainActor ([IndentedItem]) -> Content) {
        host = TestHost(content(items), recordsOperations: false)
    }

    /// Moves the middle row's column between 0 and 1 (its layout value, or its detail's
    /// priority); returns how many row bodies ran.
    func changeOneRow() -> Int {
        RowBodies.counted(in: host) { items[500].column = 1 - items[500].column }
    }
}

func layoutBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    rowChangeBenchmarks([
        ("Layout priority change, 1 of 1,000 rows in stacks", { LayoutRowsFixture.prioritized }),
        ("Layout value change, 1 of 1,000 rows in a custom layout", { LayoutRowsFixture.indented }),
    ], configuration: configuration, bodies: bodies)
}
