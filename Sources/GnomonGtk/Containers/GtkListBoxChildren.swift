import CGtk
import GnomonCore

/// A form section's rows, in a `GtkListBox`, which places a row by its index and cannot
/// reorder one in place.
///
/// ```swift
/// GtkListBoxChildren.insert(row, into: list, after: previousRow)
/// ```
@MainActor
enum GtkListBoxChildren: GtkChildren {
    static func insert(_ row: GtkWidgetHandle, into list: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_list_box_insert(cast(list.pointer), row.pointer, sibling.map { gtk_list_box_row_get_index(cast($0)) + 1 } ?? 0)
    }

    static func move(_ row: GtkWidgetHandle, in list: GtkWidgetHandle, after sibling: WidgetPointer?) {
        moveByReinserting(row, in: list, after: sibling)
    }

    static func remove(_ row: GtkWidgetHandle, from list: GtkWidgetHandle) {
        gtk_list_box_remove(cast(list.pointer), row.pointer)
    }
}
