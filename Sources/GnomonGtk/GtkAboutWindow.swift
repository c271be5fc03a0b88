import CGtk
import GnomonCore

/// The app's About window (the primary menu's last item): GTK's `GtkAboutDialog`, modal in
/// front of the window it was opened from and closing with it, with the app's name and its icon (the theme's icon
/// named by the application id, if the theme has one).
///
/// ```swift
/// GtkAboutWindow.present(appName: "Notes", over: window)
/// ```
@MainActor
enum GtkAboutWindow {
    static func present(appName: String, over window: WidgetPointer) {
        let about = UnsafeMutableRawPointer(g_object_new_with_properties(gtk_about_dialog_get_type(), 0, nil, nil)!)
        let dialog = OpaquePointer(about)
        let name = appName.isEmpty ? g_get_application_name().map { String(cString: $0) } ?? "" : appName
        gtk_about_dialog_set_program_name(dialog, name)
        if let application = g_application_get_default(), let id = g_application_get_application_id(application) {
            let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(window))
            if gtk_icon_theme_has_icon(theme, id) != 0 { gtk_about_dialog_set_logo_icon_name(dialog, id) }
        }
        let widget = about.assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_transient_for(cast(widget), cast(window))
        gtk_window_set_modal(cast(widget), 1)
        gtk_window_set_destroy_with_parent(cast(widget), 1)
        gtk_window_set_hide_on_close(cast(widget), 0)
        gtk_window_present(cast(widget))
    }
}
