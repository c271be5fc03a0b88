/// Where a widget sits in a `Grid`: its row, its first column, and how many columns it spans.
/// The `grid-cell` property of a grid's children (`gtk_grid_attach`'s position).
///
/// ```swift
/// GridCell(row: 1, column: 0, columnSpan: 2)   // dumped as grid-cell="1:0 span 2"
/// ```
public struct GridCell: Hashable, Sendable {
    public var row: Int
    public var column: Int
    public var columnSpan: Int

    public init(row: Int, column: Int, columnSpan: Int = 1) {
        precondition(row >= 0 && column >= 0 && columnSpan >= 1, "a cell at \(row):\(column) spanning \(columnSpan)")
        self.row = row
        self.column = column
        self.columnSpan = columnSpan
    }
}

extension GridCell: WidgetPropertyValue {
    /// `row:column`, then ` span n` when it spans more than one column.
    public var propertyValue: PropertyValue {
        .string("\(row):\(column)" + (columnSpan > 1 ? " span \(columnSpan)" : ""))
    }

    public static func from(_ propertyValue: PropertyValue) -> GridCell? {
        guard case .string(let text) = propertyValue else { return nil }
        let parts = text.split(separator: " ")
        let position = parts.first?.split(separator: ":").compactMap { Int($0) } ?? []
        guard position.count == 2 else { return nil }
        var span = 1
        if parts.count == 3, parts[1] == "span", let count = Int(parts[2]) {
            span = count
        } else if parts.count != 1 {
            return nil
        }
        return GridCell(row: position[0], column: position[1], columnSpan: span)
    }

    public var isAbsent: Bool { false }
}
