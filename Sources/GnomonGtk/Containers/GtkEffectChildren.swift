import CGtk
import GnomonCore

/// A `GnomonEffect`'s children, which it draws with its effect: in view order, a mask first.
///
/// ```swift
/// GtkEffectChildren.insert(content, into: effect, after: mask)
/// ```
@MainActor
enum GtkEffectChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into effect: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, effect.pointer, sibling)
    }

    static func move(_ child: GtkWidgetHandle, in effect: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(child.pointer, effect.pointer, sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from effect: GtkWidgetHandle) {
        gtk_widget_unparent(child.pointer)
    }
}
