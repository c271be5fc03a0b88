import Gnomon
import Observation

/// One row of the table: an id that never changes and a label that may.
@Observable
public final class TableRow: Identifiable {
    public let id: Int
    public var label: String

    public init(_ data: RowData) {
        id = data.id
        label = data.label
    }
}

/// The table's state, as a js-framework-benchmark implementation keeps it.
@Observable
public final class TableStore {
    public var rows: [TableRow] = []
    public var selectedID: Int?

    public init() {}

    public func remove(_ row: TableRow) {
        rows.removeAll { $0 === row }
    }
}

/// The benchmark's table written the way a SwiftUI developer would: a keyed `ForEach` of rows,
/// each showing its id, its label (one line, as table cells are) and a button that removes it;
/// the selected row has the CSS class `selected`.
public struct TableView: View {
    let store: TableStore

    public init(store: TableStore) {
        self.store = store
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(store.rows) { row in
                    RowView(row: row, isSelected: row.id == store.selectedID) { store.remove(row) }
                }
            }
        }
        .lineLimit(1)
    }
}

struct RowView: View {
    let row: TableRow
    let isSelected: Bool
    let remove: () -> Void

    var body: some View {
        HStack {
            Text(String(row.id))
            Text(row.label)
            Button("Remove", action: remove)
        }
        .styleClass(isSelected ? "selected" : nil)
    }
}
