import CGtk
import GnomonCore

/// A control's keyboard shortcut: a `GtkShortcutController` on the widget, global to its
/// window, holding one `GtkShortcut` whose action activates the widget (a button clicks, a
/// check button or switch flips), as GTK's own mnemonics and accelerators do; a search bar's
/// shows or hides it. A button whose shortcut is Enter alone (`.defaultAction`) is also its
/// window's default widget: GTK draws it so, and Enter in a text field of the window presses
/// it, which no shortcut sees (the field takes the key).
///
/// ```swift
/// GtkShortcuts.set("<Control>s", on: saveButton)   // Ctrl+S anywhere in the window
/// GtkShortcuts.trigger(of: saveButton)              // "<Control>s", read back from GTK
/// ```
@MainActor
enum GtkShortcuts {
    /// Gives `widget` the shortcut `trigger` (GTK's spelling), or none. A trigger GTK cannot
    /// parse is reported and leaves the widget without one.
    static func set(_ trigger: String?, on widget: WidgetPointer) {
        setDefault(trigger == "Return" && gnomon_is_a(widget, gtk_button_get_type()) != 0, widget)
        guard let controller = controller(of: widget, creating: trigger != nil) else { return }
        removeShortcuts(from: controller)
        guard let trigger else { return }
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
            return log.warning("\"\(trigger)\" is not a key GTK knows; the control gets no keyboard shortcut.")
        }
        // A search bar has no activation: its shortcut shows or hides it.
        let action =
            gnomon_is_a(widget, gtk_search_bar_get_type()) != 0
            ? gtk_callback_action_new(toggleSearch, nil, nil)
            : OpaquePointer(g_object_ref(UnsafeMutableRawPointer(gtk_activate_action_get())))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, action))
    }

    /// The trigger of `widget`'s shortcut, as GTK prints it; nil if it has none.
    static func trigger(of widget: WidgetPointer) -> String? {
        guard let controller = controller(of: widget, creating: false) else { return nil }
        guard g_list_model_get_n_items(controller) > 0, let shortcut = g_list_model_get_item(controller, 0) else { return nil }
        defer { g_object_unref(shortcut) }
        guard let text = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(OpaquePointer(shortcut))) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }

    /// Makes the button its window's default widget, now and whenever it goes into a window;
    /// or, if it was, no longer.
    private static func setDefault(_ isDefault: Bool, _ button: WidgetPointer) {
        guard GtkRootWatch.set(isDefault, on: button, defaultQuark, unsafeBitCast(rootChanged, to: GCallback.self)) else { return }
        if isDefault {
            followRoot(of: button)
        } else {
            if let root = gtk_widget_get_root(button), gtk_window_get_default_widget(UnsafeMutablePointer(root)) == button {
                gtk_window_set_default_widget(UnsafeMutablePointer(root), nil)
            }
            g_object_set_qdata(gobject(button), windowQuark, nil)
        }
    }

    /// Makes the button the default widget of the window it is in, if it is in one; and of the
    /// window it left, no longer. GTK 4.8 lets go of a default widget that leaves its window
    /// only at the window's next frame, and keeps no reference to it: were the button
    /// released before that frame (a hidden sheet has none), the window would be left holding
    /// a dangling pointer.
    fileprivate static func followRoot(of button: WidgetPointer) {
        let root = gtk_widget_get_root(button)
        if let left = g_object_get_qdata(gobject(button), windowQuark), left != UnsafeMutableRawPointer(root) {
            let window = left.assumingMemoryBound(to: GtkWindow.self)
            if gtk_window_get_default_widget(window) == button { gtk_window_set_default_widget(window, nil) }
        }
        g_object_set_qdata(gobject(button), windowQuark, UnsafeMutableRawPointer(root))
        guard let root else { return }
        gtk_window_set_default_widget(UnsafeMutablePointer(root), button)
    }

    /// Gives a menu button's items their shortcuts: each `trigger` activates its item's action
    /// (by name, on the button) anywhere in the window. Replaces the ones it had.
    static func setMenuShortcuts(_ shortcuts: [(trigger: String, action: String)], on button: WidgetPointer) {
        guard let controller = controller(of: button, creating: !shortcuts.isEmpty, quark: menuQuark) else { return }
        removeShortcuts(from: controller)
        for (trigger, action) in shortcuts {
            guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else {
                log.warning("\"\(trigger)\" is not a key GTK knows; the menu item gets no keyboard shortcut.")
                continue
            }
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, gtk_named_action_new(action)))
        }
    }

    private static func removeShortcuts(from controller: OpaquePointer) {
        while g_list_model_get_n_items(controller) > 0 {
            let shortcut = g_list_model_get_item(controller, 0)
            gtk_shortcut_controller_remove_shortcut(controller, OpaquePointer(shortcut))
            g_object_unref(shortcut)
        }
    }

    /// The widget's shortcut controller (its own, or its menu's), made (global to the window)
    /// the first time one is needed; the widget owns it.
    private static func controller(of widget: WidgetPointer, creating: Bool, quark: GQuark = quark) -> OpaquePointer? {
        if let existing = g_object_get_qdata(gobject(widget), quark) { return OpaquePointer(existing) }
        guard creating else { return nil }
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        g_object_set_qdata(gobject(widget), quark, UnsafeMutableRawPointer(controller))
        gtk_widget_add_controller(widget, controller)
        return controller
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-shortcuts")
    nonisolated private static let defaultQuark = g_quark_from_string("gnomon-default-widget")
    nonisolated private static let windowQuark = g_quark_from_string("gnomon-default-widget-window")
    nonisolated private static let menuQuark = g_quark_from_string("gnomon-menu-shortcuts")
}

/// A default button went into a window (or left one): the window's default it is.
private let rootChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    button, _, _ in
    let address = UInt(bitPattern: button)
    MainActor.assumeIsolated { GtkShortcuts.followRoot(of: WidgetPointer(bitPattern: address)!) }
}

/// Shows a search bar that is hidden, hides one that shows.
private let toggleSearch: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    bar, _, _ in
    let searchBar = OpaquePointer(bar)
    gtk_search_bar_set_search_mode(searchBar, gtk_search_bar_get_search_mode(searchBar) == 0 ? 1 : 0)
    return 1
}

extension GtkShortcuts: GtkPropertyAccessor {
    static var key: WidgetProperty<String?> { .shortcut }
    static func set(_ trigger: String?, on handle: GtkWidgetHandle) { set(trigger, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> String? { trigger(of: widget) }
}
