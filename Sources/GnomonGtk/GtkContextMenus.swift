import CGtk
import GnomonCore

/// A widget's context menu: a `GtkPopoverMenu` of its `MenuModel` (`GtkMenus`, actions
/// under `gnomon-context`), parented to the widget and opened where a right click or a long
/// press is, as GTK's own widgets open theirs.
///
/// ```swift
/// GtkContextMenus.set(model, on: handle)   // a right click now opens it
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
        handle.contextPopover = popover
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, 3)  // the secondary button
        g_signal_connect_data(UnsafeMutableRawPointer(click), "pressed", unsafeBitCast(clicked, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        let longPress = gtk_gesture_long_press_new()!
        g_signal_connect_data(UnsafeMutableRawPointer(longPress), "pressed", unsafeBitCast(held, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        for controller in [click, longPress] {
            gtk_widget_add_controller(widget, controller)
            handle.contextControllers.append(controller)
        }
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

    /// Opens the menu of the gesture's widget pointing at `x`, `y` in it.
    fileprivate static func open(from gesture: OpaquePointer?, x: Double, y: Double) {
        guard let widget = gtk_event_controller_get_widget(gesture), let popover = GtkWidgetHandle.of(widget)?.contextPopover else {
            return
        }
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(cast(popover), &point)
        gtk_popover_popup(cast(popover))
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
    }
}

private let clicked: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    gesture, _, x, y, _ in
    let address = Int(bitPattern: gesture)
    MainActor.assumeIsolated { GtkContextMenus.open(from: OpaquePointer(bitPattern: address), x: x, y: y) }
}

private let held: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { gesture, x, y, _ in
    let address = Int(bitPattern: gesture)
    MainActor.assumeIsolated { GtkContextMenus.open(from: OpaquePointer(bitPattern: address), x: x, y: y) }
}
