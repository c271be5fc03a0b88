import CGtk
import GnomonCore

/// A spin button showing at least so many digits before its point, padded with zeros (a
/// time's minutes, "05"): a handler of GTK's `output` signal, connected once, that writes the
/// text. The width is kept on the widget (object data), as `dump()` reads it back.
///
/// ```swift
/// GtkSpinButtonFormat.set(2, on: handle)   // 5 shows as "05"
/// ```
@MainActor
enum GtkSpinButtonFormat {
    private static let dataKey = "gnomon-integer-width"

    static func set(_ width: Int, on handle: GtkWidgetHandle) {
        let widget = handle.pointer
        let connected = g_object_get_data(gobject(widget), dataKey) != nil
        g_object_set_data(gobject(widget), dataKey, UnsafeMutableRawPointer(bitPattern: UInt(width) << 1 | 1))
        if !connected {
            // Not among the handle's handlers: GTK formats the model's writes too.
            g_signal_connect_data(
                UnsafeMutableRawPointer(widget), "output", unsafeBitCast(output, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
        gtk_spin_button_update(cast(widget))
        _ = output(OpaquePointer(widget), nil)
    }

    /// The least digits before the point; 0 for GTK's own formatting.
    static func width(of widget: WidgetPointer) -> Int {
        Int(UInt(bitPattern: g_object_get_data(gobject(widget), dataKey)) >> 1)
    }
}

/// Writes the value with its digits after the point and zeros before it up to the width;
/// GTK's own text when the width is 0.
private let output: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { spin, _ in
    guard let spin else { return 0 }
    let address = UInt(bitPattern: spin)
    let width = MainActor.assumeIsolated { GtkSpinButtonFormat.width(of: WidgetPointer(bitPattern: address)!) }
    guard width > 0 else { return 0 }
    let digits = Int(gtk_spin_button_get_digits(spin))
    let value = gtk_spin_button_get_value(spin)
    let text = String(format: "%0*.*f", width + (digits > 0 ? digits + 1 : 0) + (value < 0 ? 1 : 0), digits, value)
    if String(cString: gtk_editable_get_text(spin)) != text { gtk_editable_set_text(spin, text) }
    return 1
}

extension GtkSpinButtonFormat: GtkPropertyAccessor {
    static var key: WidgetProperty<Int> { .integerWidth }
    static func value(of widget: WidgetPointer) -> Int { width(of: widget) }
}
