import CGtk
import Foundation

/// What lies between a widget's size as GTK measures it and its content: its margins, and its
/// CSS border and padding.
///
/// ```swift
/// let insets = GtkContentInsets(of: label)
/// let contentWidth = measuredWidth - insets.horizontal
/// ```
@MainActor
struct GtkContentInsets {
    /// Above the content.
    let top: CGFloat
    /// Before and after it across, together.
    let horizontal: CGFloat
    /// Above and below it, together.
    let vertical: CGFloat

    init(of widget: WidgetPointer) {
        var padding = GtkBorder(), border = GtkBorder()
        let style = gtk_widget_get_style_context(widget)
        gtk_style_context_get_padding(style, &padding)
        gtk_style_context_get_border(style, &border)
        top = CGFloat(gtk_widget_get_margin_top(widget)) + CGFloat(padding.top) + CGFloat(border.top)
        horizontal = CGFloat(gtk_widget_get_margin_start(widget) + gtk_widget_get_margin_end(widget))
            + CGFloat(Int32(padding.left) + Int32(padding.right) + Int32(border.left) + Int32(border.right))
        vertical = top + CGFloat(gtk_widget_get_margin_bottom(widget)) + CGFloat(Int32(padding.bottom) + Int32(border.bottom))
    }
}
