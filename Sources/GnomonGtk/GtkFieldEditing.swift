import CGtk
import GnomonCore

/// A text field reporting the focus coming into it and leaving (`onEditingChanged`, and a
/// formatted field taking its text when the user leaves it): a `GtkEventControllerFocus`,
/// whose `enter` and `leave` come back as `editingChanged(true)` and `editingChanged(false)`.
/// The focus is in the entry's inner text widget; the controller hears it come and go
/// within the entry.
///
/// ```swift
/// GtkFieldEditing.set(true, on: handle)
/// ```
@MainActor
enum GtkFieldEditing {
    static func set(_ reports: Bool, on handle: GtkWidgetHandle) {
        GtkOwnedController.replace(on: handle.pointer, quark) {
            guard reports else { return nil }
            return GtkFocus.focusController(on: handle, entered: entered, left: left)
        }
    }

    static func reports(_ field: WidgetPointer) -> Bool {
        GtkOwnedController.exists(on: field, quark)
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-field-editing")
}

private let entered: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .editingChanged(true) }, to: data)
}

private let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    SignalTarget.deliver({ _ in .editingChanged(false) }, to: data)
}

extension GtkFieldEditing: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .reportsEditing }
    static func value(of field: WidgetPointer) -> Bool { reports(field) }
}
