import CGtk
import GnomonCore

/// A hosting widget's content (`HostingWidget`, a view inside imperative GTK code): its
/// children, laid out one over another by its `GtkBinLayout` — the root view, and nothing
/// else, as a root of several views is one stack.
///
/// ```swift
/// GtkHostedChildren.insert(stack, into: hosting, after: nil)   // gtk_widget_insert_after
/// ```
@MainActor
enum GtkHostedChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into hosting: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, hosting.pointer, sibling)
    }

    static func move(_ child: GtkWidgetHandle, in hosting: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, hosting.pointer, sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from hosting: GtkWidgetHandle) {
        gtk_widget_unparent(child.pointer)
    }
}
