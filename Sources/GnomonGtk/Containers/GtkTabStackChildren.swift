import CGtk
import GnomonCore

/// A tab view's pages, in a `GtkStack`: in view order, the shown one the visible child.
///
/// ```swift
/// GtkTabStackChildren.insert(page, into: tabs, after: previousPage)
/// ```
@MainActor
enum GtkTabStackChildren: GtkChildren {
    static func insert(_ page: GtkWidgetHandle, into stack: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkAccessibility.prepare(page: UnsafeMutableRawPointer(gtk_stack_add_child(cast(stack.pointer), page.pointer)))
        gtk_widget_insert_after(page.pointer, stack.pointer, sibling)
    }

    static func move(_ page: GtkWidgetHandle, in stack: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(page.pointer, stack.pointer, sibling)
    }

    static func remove(_ page: GtkWidgetHandle, from stack: GtkWidgetHandle) {
        gtk_stack_remove(cast(stack.pointer), page.pointer)
    }
}
