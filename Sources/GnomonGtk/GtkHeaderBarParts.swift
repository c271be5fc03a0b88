import CGtk
import GnomonCore

/// How a header bar's parts go into it: the start and end boxes are packed at its ends, the
/// title box replaces its title; and how a window takes its header bar, as its title bar.
///
/// ```swift
/// GtkHeaderBarParts.insert(startBox, into: headerBar)   // gtk_header_bar_pack_start
/// ```
@MainActor
enum GtkHeaderBarParts {
    static func insert(_ part: WidgetPointer, into headerBar: WidgetPointer) {
        switch GtkWidgetHandle.of(part)?.widgetClass {
        case .headerBarStart: gtk_header_bar_pack_start(cast(headerBar), part)
        case .headerBarEnd: gtk_header_bar_pack_end(cast(headerBar), part)
        default: gtk_header_bar_set_title_widget(cast(headerBar), part)
        }
    }

    static func remove(_ part: WidgetPointer, from headerBar: WidgetPointer) {
        switch GtkWidgetHandle.of(part)?.widgetClass {
        case .headerBarStart, .headerBarEnd: gtk_header_bar_remove(cast(headerBar), part)
        default: gtk_header_bar_set_title_widget(cast(headerBar), nil)
        }
    }

    /// Whether `widget` is a header bar Gnomon made, which a window takes as its title bar.
    static func isHeaderBar(_ widget: WidgetPointer) -> Bool {
        GtkWidgetHandle.of(widget)?.widgetClass == .headerBar
    }
}
