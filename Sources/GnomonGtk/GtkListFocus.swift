import CGtk

/// A list or lazy grid is one Tab stop, as GNOME's sidebars and lists are: Tab enters it at the
/// row last focused (GTK's own memory), the arrow keys move between rows, and Tab or Shift+Tab
/// leaves it for the control after or before it. GTK 4.8's `GtkListView` and `GtkGridView` make
/// every row a Tab stop; a shortcut controller on the list takes Tab first, lets it move among
/// the controls inside the focused row, and otherwise moves the focus on from the window with
/// the list skipped.
///
/// ```swift
/// GtkListFocus.install(on: listView)   // Tab now leaves the list
/// ```
@MainActor
enum GtkListFocus {
    static func install(on list: WidgetPointer) {
        let controller = gtk_shortcut_controller_new()!
        for (modifiers, direction) in [(GdkModifierType(rawValue: 0), GTK_DIR_TAB_FORWARD), (GDK_SHIFT_MASK, GTK_DIR_TAB_BACKWARD)] {
            let trigger = gtk_alternative_trigger_new(
                gtk_keyval_trigger_new(guint(GDK_KEY_Tab), modifiers), gtk_keyval_trigger_new(guint(GDK_KEY_KP_Tab), modifiers))
            let shortcut = gtk_shortcut_new(trigger, gtk_callback_action_new(tabPressed, nil, nil))
            gtk_shortcut_set_arguments(shortcut, g_variant_new_int32(Int32(direction.rawValue)))
            gtk_shortcut_controller_add_shortcut(controller, shortcut)
        }
        gtk_widget_add_controller(list, controller)
    }

    /// Moves the focus out of `list`, in `direction`, unless it can move within the focused
    /// row; wraps around the window as GTK's own Tab does.
    fileprivate static func leave(_ list: WidgetPointer, _ direction: GtkDirectionType) {
        if let row = gtk_widget_get_focus_child(list), gtk_widget_child_focus(row, direction) != 0 { return }
        guard let root = gtk_widget_get_root(list) else { return }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        // A widget that cannot take the focus is passed over, its rows with it.
        gtk_widget_set_can_focus(list, 0)
        defer { gtk_widget_set_can_focus(list, 1) }
        if gtk_widget_child_focus(window, direction) == 0 {
            gtk_root_set_focus(root, nil)
            _ = gtk_widget_child_focus(window, direction)
        }
    }
}

private let tabPressed: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    list, arguments, _ in
    let address = Int(bitPattern: list)
    let direction = GtkDirectionType(rawValue: UInt32(g_variant_get_int32(arguments)))
    MainActor.assumeIsolated { GtkListFocus.leave(UnsafeMutablePointer(bitPattern: address)!, direction) }
    return 1
}
