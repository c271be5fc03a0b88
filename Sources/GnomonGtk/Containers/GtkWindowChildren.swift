import CGtk
import GnomonCore

/// A window's content and its title bar: a header bar Gnomon made is the window's title bar,
/// any other view its one child. This is a host's root window and a sheet's.
///
/// ```swift
/// GtkWindowChildren.insert(headerBar, into: window, after: nil)   // gtk_window_set_titlebar
/// ```
@MainActor
enum GtkWindowChildren: GtkChildren {
    static func insert(_ child: GtkWidgetHandle, into window: GtkWidgetHandle, after sibling: WidgetPointer?) {
        if child.widgetClass == .headerBar {
            gtk_window_set_titlebar(cast(window.pointer), child.pointer)
        } else {
            gtk_window_set_child(cast(window.pointer), child.pointer)
        }
    }

    static func move(_ child: GtkWidgetHandle, in window: GtkWidgetHandle, after sibling: WidgetPointer?) {
        // The title bar and the content each have their own place.
    }

    static func remove(_ child: GtkWidgetHandle, from window: GtkWidgetHandle) {
        // A title bar goes with its window: GTK does not change the title bar of a window it shows.
        guard child.widgetClass != .headerBar else { return }
        gtk_window_set_child(cast(window.pointer), nil)
    }
}
