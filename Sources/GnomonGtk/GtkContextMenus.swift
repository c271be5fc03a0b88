import CGtk
import GnomonCore

/// A widget's context menu: a `GtkPopoverMenu` of its `MenuModel` (`GtkMenus`, actions
/// under `gnomon-context`), parented to the widget and opened where a right click or a long
/// press is.
///
/// The menu opens when the button comes up, as a menu button's does, not while it is held: an
/// autohiding popover mapped under a held button grabs the seat without the pointer having
/// entered it (GDK counts its next click as one outside, closing it without choosing), and the
/// release lands in the popover, whose active state GTK never raised ("Broken accounting of
/// active state"). The arrow keys and Tab move within the menu: the popover's parent (a
/// label, say) may not pass the focus on to it, so the window would take it out of the menu.
///
/// From the keyboard, Shift+F10 or the Menu key opens the menu of the focused widget: its own
/// or an ancestor's, or else the first inside it (a list row has the focus, the view in it the
/// menu), pointing at that widget.
///
/// ```swift
/// GtkContextMenus.set(model, on: handle)   // a right click now opens it
/// GtkContextMenus.openFromKeyboard(in: window)   // once per window: Shift+F10 and Menu
/// GtkContextMenus.model(of: widget)        // read back from the popover and its actions
/// ```
@MainActor
package enum GtkContextMenus {
    /// Gives the widget `model` as its context menu, or none.
    static func set(_ model: MenuModel?, on handle: GtkWidgetHandle) {
        let widget = handle.pointer
        guard let model else { return remove(from: handle) }
        let menu = GtkMenus.makeMenu(model, at: .context, on: handle)
        defer { g_object_unref(UnsafeMutableRawPointer(menu)) }
        if let popover = handle.contextPopover {
            gtk_popover_menu_set_menu_model(OpaquePointer(popover), UnsafeMutablePointer(menu))
            return
        }
        let popover = gtk_popover_menu_new_from_model(UnsafeMutablePointer(menu))!
        gtk_popover_set_has_arrow(cast(popover), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, widget)
        connect(UnsafeMutableRawPointer(popover), "move-focus", focusMoved)
        handle.contextPopover = popover
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, 3)  // the secondary button
        connect(UnsafeMutableRawPointer(click), "pressed", rightPressed)
        connect(UnsafeMutableRawPointer(click), "released", rightReleased)
        let longPress = gtk_gesture_long_press_new()!
        connect(UnsafeMutableRawPointer(longPress), "pressed", held)
        connect(UnsafeMutableRawPointer(longPress), "end", heldEnded)
        for controller in [click, longPress] {
            gtk_widget_add_controller(widget, controller)
            handle.contextControllers.append(controller)
        }
    }

    /// Shift+F10 and the Menu key, in `window`, open the focused widget's context menu.
    static func openFromKeyboard(in window: WidgetPointer) {
        let controller = gtk_shortcut_controller_new()!
        let trigger = gtk_alternative_trigger_new(
            gtk_keyval_trigger_new(guint(GDK_KEY_F10), GDK_SHIFT_MASK), gtk_keyval_trigger_new(guint(GDK_KEY_Menu), GdkModifierType(rawValue: 0)))
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, gtk_callback_action_new(menuKeyPressed, nil, nil)))
        gtk_widget_add_controller(window, controller)
    }

    /// Opens the context menu of the window's focus widget, pointing at the widget it belongs
    /// to; false if the focus has none.
    fileprivate static func openForFocus(in window: WidgetPointer) -> Bool {
        guard let root = gtk_widget_get_root(window), let focus = gtk_root_get_focus(root),
            let widget = owner(of: focus) ?? firstOwner(inside: focus),
            let popover = GtkWidgetHandle.of(widget)?.contextPopover
        else { return false }
        gtk_popover_set_pointing_to(cast(popover), nil)
        gtk_popover_popup(cast(popover))
        return true
    }

    /// The first widget with a context menu inside `widget`, depth first.
    private static func firstOwner(inside widget: WidgetPointer) -> WidgetPointer? {
        var found: WidgetPointer?
        walkWidgets(from: widget) { current in
            guard found == nil else { return false }
            if current != widget, GtkWidgetHandle.of(current)?.contextPopover != nil { found = current }
            return found == nil
        }
        return found
    }

    /// Takes the menu, its popover and its gestures off the widget.
    static func remove(from handle: GtkWidgetHandle) {
        guard let popover = handle.contextPopover else { return }
        gtk_widget_unparent(popover)
        handle.contextPopover = nil
        for controller in handle.contextControllers { gtk_widget_remove_controller(handle.pointer, controller) }
        handle.contextControllers = []
        GtkMenus.removeActions(at: .context, from: handle.pointer)
    }

    /// The widget's context menu, read back from its popover and actions; nil for none.
    package static func model(of widget: WidgetPointer) -> MenuModel? {
        guard let popover = GtkWidgetHandle.of(widget)?.contextPopover,
            let menu = gtk_popover_menu_get_menu_model(OpaquePointer(popover))
        else { return nil }
        return GtkMenus.read(menu, at: .context, on: widget)
    }

    /// Whether the widget's context menu is open.
    package static func isOpen(on widget: WidgetPointer) -> Bool {
        guard let popover = GtkWidgetHandle.of(widget)?.contextPopover else { return false }
        return gtk_widget_get_visible(popover) != 0
    }

    /// The widget whose context menu a click on `widget` opens: its own, or the nearest
    /// ancestor's (a row's, for a label in it); nil for none.
    package static func owner(of widget: WidgetPointer) -> WidgetPointer? {
        var current: WidgetPointer? = widget
        while let candidate = current {
            if GtkWidgetHandle.of(candidate)?.contextPopover != nil { return candidate }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    /// The widget's context menu (its popover), if it has one.
    package static func popover(of widget: WidgetPointer) -> WidgetPointer? {
        GtkWidgetHandle.of(widget)?.contextPopover
    }

    private static func connect<Handler>(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: Handler) {
        g_signal_connect_data(instance, signal, unsafeBitCast(handler, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
    }

    /// The menu of the gesture's widget, pointing at `x`, `y` in it; nil if it has none.
    fileprivate static func aim(from gesture: OpaquePointer?, x: Double, y: Double) -> WidgetPointer? {
        guard let widget = gtk_event_controller_get_widget(gesture), let popover = GtkWidgetHandle.of(widget)?.contextPopover else {
            return nil
        }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(popover), &point)
        return popover
    }

    /// A long press's menu opens once the press ends (`held` marks it in `pendingQuark`).
    fileprivate static func open(from gesture: OpaquePointer?) {
        guard let widget = gtk_event_controller_get_widget(gesture), let popover = GtkWidgetHandle.of(widget)?.contextPopover else {
            return
        }
        gtk_popover_popup(cast(popover))
    }

    nonisolated fileprivate static let pendingQuark = g_quark_from_string("gnomon-context-menu-pending")
}

/// The secondary button went down: the gesture is the widget's, so nothing under it takes the
/// press; the menu opens when the button comes up.
private let rightPressed: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, _, _, _ in
    gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
}

private let rightReleased: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, x, y, _ in
    let address = Int(bitPattern: gesture)
    MainActor.assumeIsolated {
        if let popover = GtkContextMenus.aim(from: OpaquePointer(bitPattern: address), x: x, y: y) { gtk_popover_popup(cast(popover)) }
    }
}

/// A long press: the menu is aimed now and opens when the finger or button lifts.
private let held: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { gesture, x, y, _ in
    let address = Int(bitPattern: gesture)
    MainActor.assumeIsolated {
        let gesture = OpaquePointer(bitPattern: address)
        guard GtkContextMenus.aim(from: gesture, x: x, y: y) != nil else { return }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        g_object_set_qdata(UnsafeMutablePointer(gesture), GtkContextMenus.pendingQuark, UnsafeMutableRawPointer(bitPattern: 1))
    }
}

private let heldEnded: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { gesture, _, _ in
    guard g_object_get_qdata(UnsafeMutablePointer(gesture), GtkContextMenus.pendingQuark) != nil else { return }
    g_object_set_qdata(UnsafeMutablePointer(gesture), GtkContextMenus.pendingQuark, nil)
    let address = Int(bitPattern: gesture)
    MainActor.assumeIsolated { GtkContextMenus.open(from: OpaquePointer(bitPattern: address)) }
}

private let menuKeyPressed: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    window, _, _ in
    let address = Int(bitPattern: window)
    return MainActor.assumeIsolated { GtkContextMenus.openForFocus(in: UnsafeMutablePointer(bitPattern: address)!) } ? 1 : 0
}

/// An arrow key or Tab in the open menu: the focus moves among its items, and the signal stops
/// before GTK's handler hands the move to the window.
private let focusMoved: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType, UnsafeMutableRawPointer?) -> Void = {
    popover, direction, _ in
    _ = gtk_widget_child_focus(popover, direction)
    g_signal_stop_emission_by_name(UnsafeMutableRawPointer(popover), "move-focus")
}

extension GtkContextMenus: GtkPropertyAccessor {
    static var key: WidgetProperty<MenuModel?> { .contextMenu }
    static func value(of widget: WidgetPointer) -> MenuModel? { model(of: widget) }
}
