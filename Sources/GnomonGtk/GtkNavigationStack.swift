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
enum GtkNavigationStack {
    static func insert(_ page: WidgetPointer, into stack: WidgetPointer, after sibling: WidgetPointer?) {
        GtkAccessibility.prepare(page: UnsafeMutableRawPointer(gtk_stack_add_child(cast(stack), page)))
        gtk_widget_insert_after(page, stack, sibling)
        showLastPage(of: stack)
    }

    static func move(_ page: WidgetPointer, in stack: WidgetPointer, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(page, stack, sibling)
        showLastPage(of: stack)
    }

    static func remove(_ page: WidgetPointer, from stack: WidgetPointer) {
        if gtk_widget_get_last_child(stack) == page, let under = gtk_widget_get_prev_sibling(page) {
            gtk_stack_set_visible_child(cast(stack), under)
        }
        gtk_stack_remove(cast(stack), page)
    }

    private static func showLastPage(of stack: WidgetPointer) {
        if let last = gtk_widget_get_last_child(stack), gtk_stack_get_visible_child(cast(stack)) != last {
            gtk_stack_set_visible_child(cast(stack), last)
        }
    }
}
