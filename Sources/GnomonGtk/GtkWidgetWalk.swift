import CGtk

/// Visits `widget` and the widgets inside it, depth first in GTK's child order (popovers and
/// a window's title bar included: they are children too); `visit` says whether to go inside.
///
/// ```swift
/// walkWidgets(from: window) { widget in print(gnomon_type_name(widget)); return true }
/// ```
@MainActor
package func walkWidgets(from widget: WidgetPointer, _ visit: (WidgetPointer) -> Bool) {
    guard visit(widget) else { return }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        walkWidgets(from: current, visit)
        child = gtk_widget_get_next_sibling(current)
    }
}
