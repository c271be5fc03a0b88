import CGtk
import GnomonCore

/// A widget's pointer gestures (`WidgetGestures`) as GTK event controllers: a
/// `GtkGestureClick` for taps (and one of button 8 for the mouse's back button), a
/// `GtkGestureLongPress` for long presses, a `GtkEventControllerMotion` for hovering. What the user does comes back to the widget's node
/// as `WidgetEvent.tapped`, `.longPressed` and `.hovered`.
///
/// ```swift
/// GtkGestures.set(WidgetGestures(taps: true), on: handle)   // a click gesture, connected
/// GtkGestures.gestures(of: widget)                          // read back from its controllers
/// ```
@MainActor
package enum GtkGestures {
    /// Replaces the widget's gesture controllers with those `gestures` needs. Changes are rare
    /// (a modifier coming or going), so the controllers are made afresh.
    static func set(_ gestures: WidgetGestures?, on handle: GtkWidgetHandle) {
        let widget = handle.pointer
        for controller in handle.gestureControllers {
            gtk_widget_remove_controller(widget, controller)
        }
        handle.gestureControllers = []
        guard let gestures else { return }
        func add(_ controller: OpaquePointer, _ signals: [(String, GCallback)]) {
            if let sink = handle.events {
                for (signal, callback) in signals {
                    SignalTarget.connect(signal, of: UnsafeMutableRawPointer(controller), on: handle, to: sink, callback)
                }
            }
            g_object_set_qdata(UnsafeMutablePointer(controller), quark, UnsafeMutableRawPointer(bitPattern: 1))
            gtk_widget_add_controller(widget, controller)
            handle.gestureControllers.append(controller)
        }
        if gestures.taps {
            // A gesture that recognizes the user's click or press claims it, so the gestures of
            // the widgets around do not see it: the innermost view's gesture wins, as in SwiftUI.
            add(gtk_gesture_click_new(), [("released", unsafeBitCast(released, to: GCallback.self))])
        }
        if let seconds = gestures.longPress {
            let longPress = gtk_gesture_long_press_new()!
            gtk_gesture_long_press_set_delay_factor(longPress, seconds / baseLongPress)
            add(longPress, [("pressed", unsafeBitCast(longPressed, to: GCallback.self))])
        }
        if gestures.backButton {
            let back = gtk_gesture_click_new()!
            gtk_gesture_single_set_button(back, guint(backButton))
            add(back, [("pressed", unsafeBitCast(backPressed, to: GCallback.self))])
        }
        if gestures.hover {
            add(
                gtk_event_controller_motion_new(),
                [("enter", unsafeBitCast(entered, to: GCallback.self)), ("leave", unsafeBitCast(left, to: GCallback.self))])
        }
    }

    /// The gestures the widget's controllers (Gnomon's) listen for; nil for none.
    package static func gestures(of widget: WidgetPointer) -> WidgetGestures? {
        var gestures = WidgetGestures()
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for position in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, position)!
            defer { g_object_unref(controller) }
            guard g_object_get_qdata(controller.assumingMemoryBound(to: GObject.self), quark) != nil else { continue }
            if gnomon_is_a(controller, gtk_gesture_click_get_type()) != 0,
                gtk_gesture_single_get_button(OpaquePointer(controller)) == guint(backButton)
            {
                gestures.backButton = true
            } else if gnomon_is_a(controller, gtk_gesture_click_get_type()) != 0 {
                gestures.taps = true
            } else if gnomon_is_a(controller, gtk_gesture_long_press_get_type()) != 0 {
                gestures.longPress = gtk_gesture_long_press_get_delay_factor(OpaquePointer(controller)) * baseLongPress
            } else if gnomon_is_a(controller, gtk_event_controller_motion_get_type()) != 0 {
                gestures.hover = true
            }
        }
        return gestures.isEmpty ? nil : gestures
    }

    /// The mouse's back button, as X and GDK number it.
    package static let backButton = 8

    /// How long GTK's long press lasts at a delay factor of 1 (`gtk-long-press-time`'s default).
    private static let baseLongPress = 0.5

    /// Marks the controllers Gnomon added, among those GTK's widgets have of their own.
    nonisolated private static let quark = g_quark_from_string("gnomon-gesture")
}

private let released: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, presses, _, _, data in
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    SignalTarget.deliver({ _ in .tapped(count: Int(presses)) }, to: data)
}

private let backPressed: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, _, _, data in
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    SignalTarget.deliver({ _ in .backButtonPressed }, to: data)
}

private let longPressed: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, _, data in
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    SignalTarget.deliver({ _ in .longPressed }, to: data)
}

private let entered: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, data in
    SignalTarget.deliver({ _ in .hovered(true) }, to: data)
}

private let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .hovered(false) }, to: data)
}

extension GtkGestures: GtkPropertyAccessor {
    static var key: WidgetProperty<WidgetGestures?> { .gestures }
    static func value(of widget: WidgetPointer) -> WidgetGestures? { gestures(of: widget) }
}
