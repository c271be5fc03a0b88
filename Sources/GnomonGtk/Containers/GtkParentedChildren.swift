import CGtk
import GnomonCore

/// The children of a widget of Gnomon's own that parents them itself and lets its layout
/// manager place them, in view order: a `GnomonEffect`'s (which draws them with its effect, a
/// mask first) and a `HostingWidget`'s root (its view, laid out by its `GtkBinLayout`).
///
/// ```swift
/// GtkParentedChildren.insert(content, into: effect, after: mask)   // gtk_widget_insert_after
/// ```
@MainActor
enum GtkParentedChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, container.pointer, sibling)
    }

    static func move(_ child: GtkWidgetHandle, in container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, container.pointer, sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from container: GtkWidgetHandle) {
        gtk_widget_unparent(child.pointer)
    }
}
