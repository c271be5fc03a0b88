import CGtk

/// Sizes a window that opens over another (a sheet, the settings window) to its content's
/// natural size, as SwiftUI sizes a sheet to fit: a form is not cut off and a header bar's
/// buttons show their whole titles.
///
/// A scrolled window (a `Form`, a `List`, a `ScrollView`) asks only for a small height, so the
/// content is measured with every scrolled window in it taking its content's natural size; the
/// window then opens at that size, at least `minimumWidth` wide and at most the size of the
/// monitor it opens on, where its scrolled windows scroll again.
///
/// ```swift
/// GtkWindowFit.fit(sheet, over: parent)   // before gtk_window_present
/// ```
@MainActor
enum GtkWindowFit {
    /// GNOME's narrowest dialogs.
    static let minimumWidth: Int32 = 360

    /// A scrolled window, and whether it took its content's natural width and height before.
    private typealias Scrolled = (widget: WidgetPointer, width: gboolean, height: gboolean)

    static func fit(_ window: WidgetPointer, over parent: WidgetPointer?) {
        var scrolled: [Scrolled] = []
        collectScrolledWindows(in: window, into: &scrolled)
        for entry in scrolled {
            gtk_scrolled_window_set_propagate_natural_width(cast(entry.widget), 1)
            gtk_scrolled_window_set_propagate_natural_height(cast(entry.widget), 1)
        }
        var naturalWidth: Int32 = 0
        var naturalHeight: Int32 = 0
        gtk_widget_measure(window, GTK_ORIENTATION_HORIZONTAL, -1, nil, &naturalWidth, nil, nil)
        let width = max(naturalWidth, minimumWidth)
        gtk_widget_measure(window, GTK_ORIENTATION_VERTICAL, width, nil, &naturalHeight, nil, nil)
        for entry in scrolled {
            gtk_scrolled_window_set_propagate_natural_width(cast(entry.widget), entry.width)
            gtk_scrolled_window_set_propagate_natural_height(cast(entry.widget), entry.height)
        }
        let limit = monitorSize(of: parent ?? window)
        gtk_window_set_default_size(cast(window), min(width, limit.width), min(naturalHeight, limit.height))
    }

    private static func collectScrolledWindows(in widget: WidgetPointer, into found: inout [Scrolled]) {
        walkWidgets(from: widget) { widget in
            if gnomon_is_a(widget, gtk_scrolled_window_get_type()) != 0 {
                found.append(
                    (widget, gtk_scrolled_window_get_propagate_natural_width(cast(widget)),
                     gtk_scrolled_window_get_propagate_natural_height(cast(widget))))
            }
            return true
        }
    }

    /// The size of the monitor `widget`'s window is on, or of the display's first monitor; a
    /// size no window reaches if neither is known.
    private static func monitorSize(of widget: WidgetPointer) -> (width: Int32, height: Int32) {
        let display = gtk_widget_get_display(widget)
        var monitor: OpaquePointer? = nil
        if let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) {
            monitor = gdk_display_get_monitor_at_surface(display, surface)
        }
        if monitor == nil, let monitors = gdk_display_get_monitors(display), g_list_model_get_n_items(monitors) > 0 {
            monitor = OpaquePointer(g_list_model_get_item(monitors, 0))
            g_object_unref(UnsafeMutableRawPointer(monitor))  // the display keeps it
        }
        guard let monitor else { return (.max, .max) }
        var area = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &area)
        return (area.width, area.height)
    }
}
