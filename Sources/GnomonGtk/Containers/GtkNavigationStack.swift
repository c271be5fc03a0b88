import CGtk
import GnomonCore

/// How pages go into a navigation stack's `GtkStack`: in view order, the last one shown. A
/// page pushed slides in; a page popped while shown first gives way to the one under it, so
/// the stack slides back to it rather than jumping to its first page.
///
/// ```swift
/// GtkNavigationStack.insert(page, into: stack, after: lastPage)   // shows `page`
/// ```
@MainActor
enum GtkNavigationStack: GtkChildren {
    static func insert(_ page: GtkWidgetHandle, into stack: GtkWidgetHandle, after sibling: WidgetPointer?) {
        GtkAccessibility.prepare(page: UnsafeMutableRawPointer(gtk_stack_add_child(cast(stack.pointer), page.pointer)))
        gtk_widget_insert_after(page.pointer, stack.pointer, sibling)
        showLastPage(of: stack.pointer)
    }

    static func move(_ page: GtkWidgetHandle, in stack: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(page.pointer, stack.pointer, sibling)
        showLastPage(of: stack.pointer)
    }

    static func remove(_ page: GtkWidgetHandle, from stack: GtkWidgetHandle) {
        if gtk_widget_get_last_child(stack.pointer) == page.pointer, let under = gtk_widget_get_prev_sibling(page.pointer) {
            gtk_stack_set_visible_child(cast(stack.pointer), under)
        }
        gtk_stack_remove(cast(stack.pointer), page.pointer)
    }

    private static func showLastPage(of stack: WidgetPointer) {
        if let last = gtk_widget_get_last_child(stack), gtk_stack_get_visible_child(cast(stack)) != last {
            gtk_stack_set_visible_child(cast(stack), last)
        }
    }
}
