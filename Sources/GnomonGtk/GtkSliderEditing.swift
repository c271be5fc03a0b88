import CGtk
import GnomonCore

/// A slider reporting the user taking hold of it and letting go (`onEditingChanged`): a
/// `GtkEventControllerLegacy` in the capture phase, which sees the button (or touch) go down and
/// up before the scale's own gestures take it, and claims nothing.
///
/// ```swift
/// GtkSliderEditing.set(true, on: handle)   // press and release come back as editingChanged
/// ```
@MainActor
enum GtkSliderEditing {
    static func set(_ reports: Bool, on handle: GtkWidgetHandle) {
        GtkOwnedController.replace(on: handle.pointer, quark) {
            guard reports else { return nil }
            let controller = gtk_event_controller_legacy_new()!
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            if let sink = handle.events {
                SignalTarget.connect(
                    "event", of: UnsafeMutableRawPointer(controller), on: handle, to: sink,
                    unsafeBitCast(pointerEvent, to: GCallback.self))
            }
            return controller
        }
    }

    static func reports(_ scale: WidgetPointer) -> Bool {
        GtkOwnedController.exists(on: scale, quark)
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-slider-editing")
}

/// A button or touch going down is editing; going up ends it. The event goes on to the scale.
private let pointerEvent: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, event, data in
    switch gdk_event_get_event_type(event) {
    case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: SignalTarget.deliver({ _ in .editingChanged(true) }, to: data)
    case GDK_BUTTON_RELEASE, GDK_TOUCH_END: SignalTarget.deliver({ _ in .editingChanged(false) }, to: data)
    default: break
    }
    return 0
}

extension GtkSliderEditing: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .reportsEditing }
    static func value(of scale: WidgetPointer) -> Bool { reports(scale) }
}
