import CGtk
import GnomonCore

/// A window a scene opens, as GNOME shows it: its title, its default size, and whether the
/// user resizes it; the preferences close on Escape. Its header bar (GNOME apps draw their own title bar) is the content's
/// (`_WindowChrome`).
///
/// ```swift
/// GtkSceneWindow.configure(gtk_application_window_new(application), as: description)
/// ```
@MainActor
package enum GtkSceneWindow {
    package static func configure(_ window: WidgetPointer, as description: WindowDescription) {
        gtk_window_set_title(cast(window), description.title)
        if let size = description.defaultSize {
            gtk_window_set_default_size(cast(window), Int32(size.width), Int32(size.height))
        }
        if let isResizable = description.isResizable {
            gtk_window_set_resizable(cast(window), isResizable ? 1 : 0)
        }
        if description.kind == .settings {
            // Escape closes the preferences, as it does GNOME's dialogs.
            let controller = gtk_shortcut_controller_new()!
            gtk_shortcut_controller_add_shortcut(
                controller, gtk_shortcut_new(gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)), gtk_named_action_new("window.close")))
            gtk_widget_add_controller(window, controller)
        }
    }
}
