import TableModel

/// One of js-framework-benchmark's nine operations, or select and swap on 10,000 rows: the rows
/// the table must hold before it (set up outside the timing), and the change that is timed.
struct TableOperation {
    let name: String
    /// How many rows the table holds when the change starts.
    let initialRows: Int
    /// How many new rows the change needs.
    let newRows: Int
    let change: @MainActor (any TableSide, RowBatch, _ run: Int) -> Void

    static let all: [TableOperation] = [
        TableOperation(name: "create 1,000 rows", initialRows: 0, newRows: 1_000) { side, batch, _ in
            side.replace(with: batch)
        },
        TableOperation(name: "replace all 1,000 rows", initialRows: 1_000, newRows: 1_000) { side, batch, _ in
            side.replace(with: batch)
        },
        TableOperation(name: "update every 10th row", initialRows: 1_000, newRows: 0) { side, _, _ in
            side.updateEvery10th()
        },
        TableOperation(name: "select a row", initialRows: 1_000, newRows: 0) { side, _, run in
            side.select(id: side.id(at: 1 + run % 2))  // a different row each run
        },
        TableOperation(name: "swap rows 1 and 998", initialRows: 1_000, newRows: 0) { side, _, _ in
            side.swap(1, 998)
        },
        TableOperation(name: "remove one row", initialRows: 1_000, newRows: 0) { side, _, _ in
            side.remove(at: 3)
        },
        TableOperation(name: "create 10,000 rows", initialRows: 0, newRows: 10_000) { side, batch, _ in
            side.replace(with: batch)
        },
        TableOperation(name: "append 1,000 rows to 1,000", initialRows: 1_000, newRows: 1_000) { side, batch, _ in
            side.append(batch)
        },
        TableOperation(name: "clear 1,000 rows", initialRows: 1_000, newRows: 0) { side, _, _ in
            side.clear()
        },
        // Past the table: a change to two rows must cost two rows, however many there are.
        TableOperation(name: "select a row of 10,000", initialRows: 10_000, newRows: 0) { side, _, run in
            side.select(id: side.id(at: 1 + run % 2))
        },
        TableOperation(name: "swap rows 1 and 9,998 of 10,000", initialRows: 10_000, newRows: 0) { side, _, _ in
            side.swap(1, 9_998)
        },
    ]
}
