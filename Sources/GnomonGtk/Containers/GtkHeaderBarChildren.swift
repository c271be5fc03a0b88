import CGtk
import GnomonCore

/// A header bar's parts: the start and end boxes are packed at its ends, the title box
/// replaces its title. (A window takes the header bar itself as its title bar:
/// `GtkWindowChildren`.)
///
/// ```swift
/// GtkHeaderBarChildren.insert(startBox, into: headerBar, after: nil)   // gtk_header_bar_pack_start
/// ```
@MainActor
enum GtkHeaderBarChildren: GtkChildren {
    static func insert(_ part: GtkWidgetHandle, into headerBar: GtkWidgetHandle, after sibling: WidgetPointer?) {
        switch part.widgetClass {
        case .headerBarStart: gtk_header_bar_pack_start(cast(headerBar.pointer), part.pointer)
        case .headerBarEnd: gtk_header_bar_pack_end(cast(headerBar.pointer), part.pointer)
        default: gtk_header_bar_set_title_widget(cast(headerBar.pointer), part.pointer)
        }
    }

    static func move(_ part: GtkWidgetHandle, in headerBar: GtkWidgetHandle, after sibling: WidgetPointer?) {
        // Each part has its own place.
    }

    static func remove(_ part: GtkWidgetHandle, from headerBar: GtkWidgetHandle) {
        switch part.widgetClass {
        case .headerBarStart, .headerBarEnd: gtk_header_bar_remove(cast(headerBar.pointer), part.pointer)
        default: gtk_header_bar_set_title_widget(cast(headerBar.pointer), nil)
        }
    }
}
