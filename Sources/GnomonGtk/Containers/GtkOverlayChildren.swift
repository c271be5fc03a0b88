import CGtk
import GnomonCore

/// A `ZStack`'s layers, in a `GnomonOverlay`: every layer is an overlay that counts towards
/// the size, so the stack is as large as its largest layer, and layers are ordered as any
/// other children are.
///
/// ```swift
/// GtkOverlayChildren.insert(layer, into: stack, after: layerUnder)
/// ```
@MainActor
enum GtkOverlayChildren: GtkChildren {
    static func insert(_ layer: GtkWidgetHandle, into overlay: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_overlay_add_overlay(cast(overlay.pointer), layer.pointer)
        gtk_overlay_set_measure_overlay(cast(overlay.pointer), layer.pointer, 1)
        gtk_widget_insert_after(layer.pointer, overlay.pointer, sibling)
    }

    static func move(_ layer: GtkWidgetHandle, in overlay: GtkWidgetHandle, after sibling: WidgetPointer?) {
        gtk_widget_insert_after(layer.pointer, overlay.pointer, sibling)
    }

    static func remove(_ layer: GtkWidgetHandle, from overlay: GtkWidgetHandle) {
        gtk_overlay_remove_overlay(cast(overlay.pointer), layer.pointer)
    }
}
