import CGtk
import GnomonCore

/// A colour button's colour: a `GdkRGBA`, a theme colour looked up in the widget's style.
///
/// ```swift
/// GtkColorButtonColor.set(.accentColor, on: colorButton)   // the theme's accent, as RGBA
/// ```
@MainActor
enum GtkColorButtonColor: GtkPropertyAccessor {
    static var key: WidgetProperty<Color> { .rgba }

    static func set(_ color: Color, on handle: GtkWidgetHandle) {
        var rgba = GtkDrawing.rgba(color, in: handle.pointer)
        handle.withHandlersBlocked { gtk_color_chooser_set_rgba(OpaquePointer(handle.pointer), &rgba) }
    }

    static func value(of widget: WidgetPointer) -> Color {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(widget), &rgba)
        return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }
}
