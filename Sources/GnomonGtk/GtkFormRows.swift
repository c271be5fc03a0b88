import CGtk
import GnomonCore

/// A `Form` row passes a click to the switch, check box or disclosure group it holds, as
/// GNOME's settings rows do (libadwaita's `activatable-widget`, found rather than named): the
/// list box activates a row clicked anywhere, and the row activates its control, as a click on
/// the control would. A row is activatable, and lights up under the pointer, only while it
/// holds exactly one such control (`WidgetClass.activatedByFormRow`); it finds it each time it
/// is shown, so a row whose content changes follows.
///
/// ```swift
/// GtkFormRows.prepare(listBox: box)   // a click on a row toggles its switch
/// GtkFormRows.prepare(row: row)
/// ```
@MainActor
package enum GtkFormRows {
    static func prepare(listBox: WidgetPointer) {
        g_signal_connect_data(
            UnsafeMutableRawPointer(listBox), "row-activated", unsafeBitCast(rowActivated, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
    }

    static func prepare(row: WidgetPointer) {
        gtk_list_box_row_set_activatable(cast(row), 0)
        g_signal_connect_data(
            UnsafeMutableRawPointer(row), "map", unsafeBitCast(rowMapped, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
    }

    /// The row's one control a click on it toggles; nil if it holds none or several (a group
    /// of check boxes is no one thing to toggle). Popovers and what a control holds are not
    /// looked into.
    package static func control(of row: WidgetPointer) -> WidgetPointer? {
        var found: [WidgetPointer] = []
        walkWidgets(from: row) { widget in
            if widget != row, let widgetClass = GtkWidgetHandle.of(widget)?.widgetClass, WidgetClass.activatedByFormRow.contains(widgetClass) {
                found.append(widget)
                return false
            }
            return gnomon_is_a(UnsafeMutableRawPointer(widget), gtk_popover_get_type()) == 0
        }
        return found.count == 1 ? found[0] : nil
    }

    fileprivate static func updateActivatable(_ row: WidgetPointer) {
        gtk_list_box_row_set_activatable(cast(row), control(of: row) == nil ? 0 : 1)
    }

    fileprivate static func activate(_ row: WidgetPointer) {
        guard let control = control(of: row), gtk_widget_is_sensitive(control) != 0 else { return }
        _ = gtk_widget_activate(control)
    }
}

private let rowMapped: @convention(c) (UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = { row, _ in
    let address = Int(bitPattern: row)
    MainActor.assumeIsolated { GtkFormRows.updateActivatable(UnsafeMutablePointer(bitPattern: address)!) }
}

private let rowActivated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutableRawPointer?) -> Void = {
    _, row, _ in
    let address = Int(bitPattern: row)
    MainActor.assumeIsolated { GtkFormRows.activate(UnsafeMutablePointer(bitPattern: address)!) }
}
