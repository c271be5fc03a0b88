import CGtk
import GnomonCore

/// A `GnomonLayout`'s children, which its `Layout` places (`GtkLayoutWidget`): in view order,
/// each change telling its engine to measure and place again.
///
/// ```swift
/// GtkLayoutWidgetChildren.insert(label, into: flow, after: previousLabel)
/// ```
@MainActor
enum GtkLayoutWidgetChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into layout: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, layout.pointer, sibling)
        GtkLayoutWidget.childrenChanged(layout.pointer)
    }

    static func move(_ child: GtkWidgetHandle, in layout: GtkWidgetHandle, after sibling: WidgetPointer?) {
        insert(child, into: layout, after: sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from layout: GtkWidgetHandle) {
        gtk_widget_unparent(child.pointer)
        GtkLayoutWidget.childrenChanged(layout.pointer)
    }
}
