import CGtk
import GnomonCore

/// Scrolling a `GtkScrolledWindow` so that a widget inside it shows (`ScrollViewProxy`): its
/// adjustments moved by where the widget is in the visible area, along each axis the window
/// scrolls.
///
/// ```swift
/// GtkScrolling.scroll(row, intoViewOf: scrolledWindow, anchor: .top)
/// ```
@MainActor
package enum GtkScrolling {
    /// Has the scrolled window's viewport give its content what SwiftUI offers a scroll view's
    /// content: no length along the axes it scrolls (the content takes its natural size there)
    /// and the viewport's own along the others. Done as the scrolled window takes its content
    /// and whenever the axes it scrolls change.
    static func matchViewport(of scrolledWindow: WidgetPointer) {
        guard let viewport = gtk_scrolled_window_get_child(cast(scrolledWindow)), gnomon_is_a(viewport, gtk_viewport_get_type()) != 0 else {
            return
        }
        var horizontal = GTK_POLICY_AUTOMATIC, vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(cast(scrolledWindow), &horizontal, &vertical)
        gtk_scrollable_set_hscroll_policy(cast(viewport), horizontal == GTK_POLICY_NEVER ? GTK_SCROLL_MINIMUM : GTK_SCROLL_NATURAL)
        gtk_scrollable_set_vscroll_policy(cast(viewport), vertical == GTK_POLICY_NEVER ? GTK_SCROLL_MINIMUM : GTK_SCROLL_NATURAL)
    }

    static func scroll(_ widget: WidgetPointer, intoViewOf scrolledWindow: WidgetPointer, anchor: UnitPoint?) {
        guard let viewport = gtk_scrolled_window_get_child(cast(scrolledWindow)) else { return }
        var origin = graphene_point_t(x: 0, y: 0), inView = graphene_point_t()
        guard gtk_widget_compute_point(widget, viewport, &origin, &inView) != 0 else {
            return log.warning("scrollTo: the view is not laid out yet, so it cannot be scrolled to")
        }
        let axes: [(UnsafeMutablePointer<GtkAdjustment>?, Double, Double, Double?)] = [
            (gtk_scrolled_window_get_vadjustment(cast(scrolledWindow)), Double(inView.y),
             Double(gtk_widget_get_height(widget)), anchor?.y),
            (gtk_scrolled_window_get_hadjustment(cast(scrolledWindow)), Double(inView.x),
             Double(gtk_widget_get_width(widget)), anchor?.x),
        ]
        for (adjustment, start, size, fraction) in axes {
            guard let adjustment else { continue }
            let value = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
            let moved: Double
            if let fraction {
                moved = start - fraction * (page - size)
            } else if start < 0 {
                moved = start
            } else if start + size > page {
                moved = min(start, start + size - page)
            } else {
                continue
            }
            gtk_adjustment_set_value(adjustment, value + moved)
        }
    }

    /// Whether the widget shows, whole, in the visible area of the scrolled window.
    package static func isVisible(_ widget: WidgetPointer, in scrolledWindow: WidgetPointer) -> Bool {
        guard let viewport = gtk_scrolled_window_get_child(cast(scrolledWindow)) else { return false }
        var origin = graphene_point_t(x: 0, y: 0), inView = graphene_point_t()
        guard gtk_widget_compute_point(widget, viewport, &origin, &inView) != 0 else { return false }
        let height = Double(gtk_widget_get_height(widget)), shown = Double(gtk_widget_get_height(viewport))
        return Double(inView.y) >= -0.5 && Double(inView.y) + height <= shown + 0.5
    }
}
