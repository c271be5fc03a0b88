import CGtk
import GnomonCore

/// A widget's keyboard focus, for a `.focused` binding: `grab_focus` when the model wants it
/// there, the window's focus cleared when it wants it gone, and a `GtkEventControllerFocus`
/// reporting the user's moves in and out (`WidgetEvent.focusChanged`).
///
/// ```swift
/// GtkFocus.set(true, on: handle)    // the field takes the focus
/// GtkFocus.isFocused(field)         // read back: whether the focus is in it
/// ```
@MainActor
enum GtkFocus {
    /// Moves the focus to the widget (true) or out of it (false); nil unbinds it.
    static func set(_ focused: Bool?, on handle: GtkWidgetHandle) {
        let widget = handle.pointer
        let existing = g_object_get_qdata(gobject(widget), quark)
        guard let focused else {
            if let existing {
                gtk_widget_remove_controller(widget, OpaquePointer(existing))
                g_object_set_qdata(gobject(widget), quark, nil)
            }
            return
        }
        if existing == nil {
            let controller = gtk_event_controller_focus_new()!
            if let sink = handle.events {
                for (signal, callback) in [("enter", entered), ("leave", left)] {
                    SignalTarget.connect(
                        signal, of: UnsafeMutableRawPointer(controller), on: handle, to: sink,
                        unsafeBitCast(callback, to: GCallback.self))
                }
            }
            g_object_set_qdata(gobject(widget), quark, UnsafeMutableRawPointer(controller))
            gtk_widget_add_controller(widget, controller)
        }
        if focused && !containsFocus(widget) {
            _ = gtk_widget_grab_focus(widget)
        } else if !focused && containsFocus(widget), let root = gtk_widget_get_root(widget) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// Whether the focus is in the widget, for a bound one; nil for one `.focused` does not bind.
    static func isFocused(_ widget: WidgetPointer) -> Bool? {
        g_object_get_qdata(gobject(widget), quark) == nil ? nil : containsFocus(widget)
    }

    private static func containsFocus(_ widget: WidgetPointer) -> Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    nonisolated private static let quark = g_quark_from_static_string("gnomon-focus")
}

private let entered: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .focusChanged(true) }, to: data)
}

private let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .focusChanged(false) }, to: data)
}
