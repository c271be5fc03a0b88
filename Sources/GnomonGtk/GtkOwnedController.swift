import CGtk

/// An event controller Gnomon keeps on a widget for one purpose, named by a quark (the Delete
/// key of a list, a slider's press and release): replaced or taken off as the property behind
/// it changes, and found again to read the property back.
///
/// ```swift
/// GtkOwnedController.replace(on: list, quark) { deleteShortcut() }   // or nil: none
/// GtkOwnedController.exists(on: list, quark)
/// ```
@MainActor
enum GtkOwnedController {
    /// Takes the widget's controller for `quark` off, and puts `make()`'s on, if it makes one.
    static func replace(on widget: WidgetPointer, _ quark: GQuark, with make: () -> OpaquePointer?) {
        if let existing = g_object_get_qdata(gobject(widget), quark) {
            gtk_widget_remove_controller(widget, OpaquePointer(existing))
            g_object_set_qdata(gobject(widget), quark, nil)
        }
        guard let controller = make() else { return }
        g_object_set_qdata(gobject(widget), quark, UnsafeMutableRawPointer(controller))
        gtk_widget_add_controller(widget, controller)
    }

    /// Whether the widget has a controller for `quark`.
    static func exists(on widget: WidgetPointer, _ quark: GQuark) -> Bool {
        g_object_get_qdata(gobject(widget), quark) != nil
    }
}
