import CGtk

/// A `notify::root` handler Gnomon keeps on a widget for one purpose, named by a quark: for
/// what must happen as the widget goes into a window or leaves one (a default button, a field
/// waiting for the focus). Connected while wanted, and disconnected after.
///
/// ```swift
/// GtkRootWatch.set(true, on: button, quark, unsafeBitCast(rootChanged, to: GCallback.self))
/// ```
@MainActor
enum GtkRootWatch {
    /// Connects `handler` (nil data) to the widget's `notify::root`, or disconnects the one
    /// connected for `quark`. False if it was already so.
    @discardableResult
    static func set(_ watching: Bool, on widget: WidgetPointer, _ quark: GQuark, _ handler: GCallback) -> Bool {
        let connected = gulong(UInt(bitPattern: g_object_get_qdata(gobject(widget), quark)))
        guard watching != (connected != 0) else { return false }
        if watching {
            let id = g_signal_connect_data(UnsafeMutableRawPointer(widget), "notify::root", handler, nil, nil, GConnectFlags(rawValue: 0))
            g_object_set_qdata(gobject(widget), quark, UnsafeMutableRawPointer(bitPattern: UInt(id)))
        } else {
            g_signal_handler_disconnect(gobject(widget), connected)
            g_object_set_qdata(gobject(widget), quark, nil)
        }
        return true
    }
}
