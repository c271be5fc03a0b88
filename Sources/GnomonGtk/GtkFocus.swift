import CGtk
import GnomonCore

/// A widget's keyboard focus, for a `.focused` binding: `grab_focus` when the model wants it
/// there (once it is in a window, for one made focused), the window's focus cleared when it wants it gone, and a `GtkEventControllerFocus`
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
            let controller = focusController(on: handle, entered: entered, left: left)
            g_object_set_qdata(gobject(widget), quark, UnsafeMutableRawPointer(controller))
            gtk_widget_add_controller(widget, controller)
        }
        grabWhenInWindow(focused && gtk_widget_get_root(widget) == nil, widget)
        if focused && !containsFocus(widget) {
            _ = gtk_widget_grab_focus(widget)
        } else if !focused && containsFocus(widget), let root = gtk_widget_get_root(widget) {
            gtk_root_set_focus(root, nil)
        }
    }

    /// A `GtkEventControllerFocus` whose `enter` and `leave` call `entered` and `left` with
    /// the widget's event sink, for the widget to add.
    static func focusController(
        on handle: GtkWidgetHandle,
        entered: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void,
        left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void
    ) -> OpaquePointer {
        let controller = gtk_event_controller_focus_new()!
        if let sink = handle.events {
            for (signal, callback) in [("enter", entered), ("leave", left)] {
                SignalTarget.connect(
                    signal, of: UnsafeMutableRawPointer(controller), on: handle, to: sink,
                    unsafeBitCast(callback, to: GCallback.self))
            }
        }
        return controller
    }

    /// A widget made focused (a new note's title, say) is not yet in a window, where the focus
    /// is: it grabs the focus as it goes into one, unless the model changed its mind before.
    private static func grabWhenInWindow(_ pending: Bool, _ widget: WidgetPointer) {
        GtkRootWatch.set(pending, on: widget, pendingQuark, unsafeBitCast(rooted, to: GCallback.self))
    }

    /// The widget went into a window: it takes the focus it was waiting for.
    fileprivate static func arrived(_ widget: WidgetPointer) {
        guard gtk_widget_get_root(widget) != nil else { return }
        grabWhenInWindow(false, widget)
        _ = gtk_widget_grab_focus(widget)
    }

    /// Whether the focus is in the widget, for a bound one; nil for one `.focused` does not bind.
    static func isFocused(_ widget: WidgetPointer) -> Bool? {
        g_object_get_qdata(gobject(widget), quark) == nil ? nil : containsFocus(widget)
    }

    private static func containsFocus(_ widget: WidgetPointer) -> Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-focus")
    nonisolated private static let pendingQuark = g_quark_from_string("gnomon-focus-pending")
}

private let rooted: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    widget, _, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated { GtkFocus.arrived(WidgetPointer(bitPattern: address)!) }
}

private let entered: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .focusChanged(true) }, to: data)
}

private let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .focusChanged(false) }, to: data)
}

extension GtkFocus: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool?> { .focused }
    static func value(of widget: WidgetPointer) -> Bool? { isFocused(widget) }
}
