import CGtk
import GnomonCore

/// A window a scene opens, as GNOME shows it: its title, a header bar (GNOME apps draw their own
/// title bar, showing the title and the window controls), its default size, and whether the
/// user resizes it.
///
/// ```swift
/// GtkSceneWindow.configure(gtk_application_window_new(application), as: description)
/// ```
@MainActor
package enum GtkSceneWindow {
    package static func configure(_ window: WidgetPointer, as description: WindowDescription) {
        gtk_window_set_title(cast(window), description.title)
        gtk_window_set_titlebar(cast(window), gtk_header_bar_new())
        if let size = description.defaultSize {
            gtk_window_set_default_size(cast(window), Int32(size.width), Int32(size.height))
        }
        if let isResizable = description.isResizable {
            gtk_window_set_resizable(cast(window), isResizable ? 1 : 0)
        }
    }
}
