import CGtk
import GnomonCore

/// A grid child's cell (`grid-cell`): its `GtkGridLayoutChild`'s row, column and column span
/// once it is in a `GtkGrid`, and before that, GObject data on the widget that attaching it
/// reads.
///
/// ```swift
/// GtkGridCell.set(GridCell(row: 1, column: 0), on: label)   // before or after attaching
/// GtkGridCell.attach(label, to: grid, after: nil)
/// ```
@MainActor
enum GtkGridCell {
    /// Gives `widget` its cell; in a grid, it moves there at once.
    static func set(_ cell: GridCell?, on widget: WidgetPointer) {
        g_object_set_qdata(gobject(widget), quark, cell.map(pack))
        guard let cell, let child = layoutChild(of: widget) else { return }
        gtk_grid_layout_child_set_row(child, Int32(cell.row))
        gtk_grid_layout_child_set_column(child, Int32(cell.column))
        gtk_grid_layout_child_set_column_span(child, Int32(cell.columnSpan))
    }

    /// The widget's cell: where GTK has it in its grid, or where it will go.
    static func cell(of widget: WidgetPointer) -> GridCell? {
        if let child = layoutChild(of: widget) {
            return GridCell(
                row: Int(gtk_grid_layout_child_get_row(child)), column: Int(gtk_grid_layout_child_get_column(child)),
                columnSpan: Int(gtk_grid_layout_child_get_column_span(child)))
        }
        return g_object_get_qdata(gobject(widget), quark).map(unpack)
    }

    /// Attaches `child` to `grid` in its cell (the first, if it has none), right after `sibling`
    /// among the grid's children (first when nil), so GTK's order is the view order.
    static func attach(_ child: WidgetPointer, to grid: WidgetPointer, after sibling: WidgetPointer?) {
        let cell = g_object_get_qdata(gobject(child), quark).map(unpack) ?? GridCell(row: 0, column: 0)
        gtk_grid_attach(cast(grid), child, Int32(cell.column), Int32(cell.row), Int32(cell.columnSpan), 1)
        gtk_widget_insert_after(child, grid, sibling)
    }

    /// The grid layout's record of `widget`, if the widget is in a grid.
    private static func layoutChild(of widget: WidgetPointer) -> OpaquePointer? {
        guard let parent = gtk_widget_get_parent(widget), gnomon_is_a(parent, gtk_grid_get_type()) != 0 else { return nil }
        return OpaquePointer(gtk_layout_manager_get_layout_child(gtk_widget_get_layout_manager(parent), widget))
    }

    /// A cell in a pointer's bits (21 each for row, column and span), never zero.
    private static func pack(_ cell: GridCell) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(bitPattern: UInt(cell.row) << 42 | UInt(cell.column) << 21 | UInt(cell.columnSpan))!
    }

    private static func unpack(_ bits: UnsafeMutableRawPointer) -> GridCell {
        let value = UInt(bitPattern: bits), mask: UInt = (1 << 21) - 1
        return GridCell(row: Int(value >> 42 & mask), column: Int(value >> 21 & mask), columnSpan: Int(value & mask))
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-grid-cell")
}

extension GtkGridCell: GtkPropertyAccessor {
    static var key: WidgetProperty<GridCell?> { .gridCell }
    static func set(_ cell: GridCell?, on handle: GtkWidgetHandle) { set(cell, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> GridCell? { cell(of: widget) }
}
