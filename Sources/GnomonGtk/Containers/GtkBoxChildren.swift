import CGtk
import GnomonCore

/// A `GtkBox`'s children, in view order: a stack's, a static list's, a header bar's part's, a
/// page's.
///
/// ```swift
/// GtkBoxChildren.insert(label, into: box, after: nil)   // gtk_box_insert_child_after
/// ```
@MainActor
enum GtkBoxChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into box: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_box_insert_child_after(cast(box.pointer), child.pointer, sibling)
    }

    static func move(_ child: GtkWidgetHandle, in box: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_box_reorder_child_after(cast(box.pointer), child.pointer, sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from box: GtkWidgetHandle) {
        gtk_box_remove(cast(box.pointer), child.pointer)
    }
}
