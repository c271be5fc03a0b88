import CGtk
import GnomonCore

/// A `Grid`'s cells, in a `GtkGrid`: a child's place is its cell (`GtkGridCell`), its order
/// among the children the view order.
///
/// ```swift
/// GtkGridChildren.insert(cell, into: grid, after: previousCell)
/// ```
@MainActor
enum GtkGridChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into grid: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkGridCell.attach(child.pointer, to: grid.pointer, after: sibling)
    }

    static func move(_ child: GtkWidgetHandle, in grid: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, grid.pointer, sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from grid: GtkWidgetHandle) {
        gtk_grid_remove(cast(grid.pointer), child.pointer)
    }
}
