import CGtk
import GnomonCore

/// A box kept left to right whatever the text direction (a time's fields): GTK cannot say
/// whether a direction was set or inherited, so the setting is kept on the widget too.
///
/// ```swift
/// GtkLeftToRight.set(true, on: timeFields)   // GTK_TEXT_DIR_LTR
/// ```
@MainActor
enum GtkLeftToRight: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .leftToRight }

    static func set(_ fixed: Bool, on handle: GtkWidgetHandle) {
        gtk_widget_set_direction(handle.pointer, fixed ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_NONE)
        g_object_set_qdata(gobject(handle.pointer), quark, fixed ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    static func value(of widget: WidgetPointer) -> Bool {
        g_object_get_qdata(gobject(widget), quark) != nil
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-left-to-right")
}
