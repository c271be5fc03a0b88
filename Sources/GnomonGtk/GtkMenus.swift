import CGtk
import GnomonCore

/// A menu button's `MenuModel` as GTK's: a `GMenu` (sections, items, submenus) as the button's
/// `menu-model`, and a `GSimpleActionGroup` inserted on the button as `gnomon`, with one action
/// per item (`item-<n>`, numbered depth first; a toggle's is stateful, holding whether it is
/// checked). An action's `activate` comes back as `WidgetEvent.menuItemChosen(n)`; GTK itself
/// keeps disabled items from activating.
///
/// ```swift
/// GtkMenus.set(model, on: handle)   // the menu and its actions, made afresh
/// GtkMenus.model(of: button)        // read back from the GMenu and the actions
/// ```
@MainActor
package enum GtkMenus {
    /// Where a menu is: a menu button's, or a widget's context menu. Each has its own action
    /// group on the widget, so a widget can have both.
    package enum Place {
        case button, context

        /// The action group's name on the widget.
        var prefix: String { self == .button ? "gnomon" : "gnomon-context" }

        fileprivate var quark: GQuark { self == .button ? GtkMenus.buttonQuark : GtkMenus.contextQuark }
    }

    /// Gives the menu button `model` (nil: no menu). Menus are small and change rarely, so the
    /// menu and its actions are made afresh.
    static func set(_ model: MenuModel?, on handle: GtkWidgetHandle) {
        let menu = model.map { makeMenu($0, at: .button, on: handle) }
        if menu == nil { removeActions(at: .button, from: handle.pointer) }
        // An item's keyboard shortcut chooses it anywhere in the window, as a command's does.
        let leaves = model?.leaves ?? []
        GtkShortcuts.setMenuShortcuts(
            leaves.indices.compactMap { number in leaves[number].shortcut.map { ($0, actionName(ofItem: number)) } },
            on: handle.pointer)
        gtk_menu_button_set_menu_model(cast(handle.pointer), menu.map { UnsafeMutablePointer($0) })
        if let menu { g_object_unref(UnsafeMutableRawPointer(menu)) }
    }

    /// The menu the button shows, read from its `GMenu` and its actions; nil for none.
    package static func model(of button: WidgetPointer) -> MenuModel? {
        gtk_menu_button_get_menu_model(cast(button)).flatMap { read($0, at: .button, on: button) }
    }

    /// A `GMenu` of `model` (the caller owns it), its actions in a group inserted on the
    /// widget at `place`.
    static func makeMenu(_ model: MenuModel, at place: Place, on handle: GtkWidgetHandle) -> OpaquePointer {
        let group = OpaquePointer(g_simple_action_group_new()!)
        var number = 0
        let menu = build(model, into: group, at: place, on: handle, numbering: &number)
        gtk_widget_insert_action_group(handle.pointer, place.prefix, group)
        // The widget keeps the group; GObject data lets the group be read back.
        g_object_set_qdata(gobject(handle.pointer), place.quark, UnsafeMutableRawPointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
        return menu
    }

    /// Takes the actions at `place` off the widget.
    static func removeActions(at place: Place, from widget: WidgetPointer) {
        gtk_widget_insert_action_group(widget, place.prefix, nil)
        g_object_set_qdata(gobject(widget), place.quark, nil)
    }

    /// The menu `menu` of the widget at `place`, read with its actions.
    static func read(_ menu: UnsafeMutablePointer<GMenuModel>, at place: Place, on widget: WidgetPointer) -> MenuModel? {
        g_object_get_qdata(gobject(widget), place.quark).map { read(menu, actions: OpaquePointer($0), prefix: place.prefix) }
    }

    /// The item titled `title` (its `GtkModelButton`) in the open menu `popover`, and how many
    /// enabled items come before it among those shown: the Down presses from the first item to
    /// it. Nil if the menu is closed or shows no such item.
    package static func shownItem(titled title: String, in popover: WidgetPointer) -> (button: WidgetPointer, position: Int)? {
        guard gtk_widget_get_visible(popover) != 0 else { return nil }
        var items: [WidgetPointer] = []
        collectShownItems(in: popover, into: &items)
        guard let index = items.firstIndex(where: { GtkProperties.readString(UnsafeMutableRawPointer($0), "text") == title })
        else { return nil }
        return (items[index], items[..<index].count { gtk_widget_is_sensitive($0) != 0 })
    }

    private static func collectShownItems(in widget: WidgetPointer, into items: inout [WidgetPointer]) {
        walkWidgets(from: widget) { widget in
            guard gtk_widget_get_mapped(widget) != 0 else { return false }
            if String(cString: gnomon_type_name(widget)) == "GtkModelButton" { items.append(widget) }
            return true
        }
    }

    /// The name the action for item `number` at `place` is activated by.
    package static func actionName(ofItem number: Int, at place: Place = .button) -> String {
        "\(place.prefix).item-\(number)"
    }

    private static func build(
        _ model: MenuModel, into group: OpaquePointer, at place: Place, on handle: GtkWidgetHandle,
        numbering number: inout Int
    ) -> OpaquePointer {
        let menu = g_menu_new()!
        for section in model.sections {
            let items = g_menu_new()!
            for item in section.items {
                let entry: OpaquePointer
                switch item.kind {
                case .submenu(let submenu):
                    let inner = build(submenu, into: group, at: place, on: handle, numbering: &number)
                    entry = g_menu_item_new_submenu(item.title, UnsafeMutablePointer(inner))
                    g_object_unref(UnsafeMutableRawPointer(inner))
                case .action(let isDestructive):
                    entry = g_menu_item_new(item.title, actionName(ofItem: number, at: place))
                    if isDestructive { g_menu_item_set_attribute_value(entry, "gnomon-destructive", g_variant_new_boolean(1)) }
                    addAction(number, state: nil, enabled: !item.isDisabled, to: group, at: place, on: handle)
                    number += 1
                case .toggle(let isOn):
                    entry = g_menu_item_new(item.title, actionName(ofItem: number, at: place))
                    addAction(
                        number, state: g_variant_new_boolean(isOn ? 1 : 0), enabled: !item.isDisabled, to: group, at: place,
                        on: handle)
                    number += 1
                }
                if let shortcut = item.shortcut { g_menu_item_set_attribute_value(entry, "accel", g_variant_new_string(shortcut)) }
                g_menu_append_item(items, entry)
                g_object_unref(UnsafeMutableRawPointer(entry))
            }
            g_menu_append_section(menu, section.title, UnsafeMutablePointer(items))
            g_object_unref(UnsafeMutableRawPointer(items))
        }
        return menu
    }

    private static func addAction(
        _ number: Int, state: OpaquePointer?, enabled: Bool, to group: OpaquePointer, at place: Place,
        on handle: GtkWidgetHandle
    ) {
        let name = "item-\(number)"
        let action = (state.map { g_simple_action_new_stateful(name, nil, $0) } ?? g_simple_action_new(name, nil))!
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
        if let sink = handle.events {
            SignalTarget.connect(
                "activate", of: UnsafeMutableRawPointer(action), on: handle, to: sink,
                unsafeBitCast(place == .button ? chosen : chosenInContext, to: GCallback.self))
        }
        g_object_set_qdata(UnsafeMutablePointer(action), numberQuark, UnsafeMutableRawPointer(bitPattern: number + 1))
        g_action_map_add_action(group, action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    private static func read(_ menu: UnsafeMutablePointer<GMenuModel>, actions group: OpaquePointer, prefix: String) -> MenuModel {
        var sections: [MenuModel.Section] = []
        for index in 0..<g_menu_model_get_n_items(menu) {
            guard let items = g_menu_model_get_item_link(menu, index, "section") else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(items)) }
            var section = MenuModel.Section(title: string(menu, index, "label"), items: [])
            for item in 0..<g_menu_model_get_n_items(items) {
                let title = string(items, item, "label") ?? ""
                let shortcut = string(items, item, "accel")
                if let submenu = g_menu_model_get_item_link(items, item, "submenu") {
                    let inner = read(submenu, actions: group, prefix: prefix)
                    section.items.append(MenuModel.Item(title: title, kind: .submenu(inner), shortcut: shortcut))
                    g_object_unref(UnsafeMutableRawPointer(submenu))
                    continue
                }
                let name = String((string(items, item, "action") ?? "").dropFirst(prefix.count + 1))
                let enabled = g_action_group_get_action_enabled(group, name) != 0
                let kind: MenuModel.Item.Kind
                if let state = g_action_group_get_action_state(group, name) {
                    kind = .toggle(isOn: g_variant_get_boolean(state) != 0)
                    g_variant_unref(state)
                } else {
                    let destructive = g_menu_model_get_item_attribute_value(items, item, "gnomon-destructive", nil)
                    kind = .action(isDestructive: destructive.map { g_variant_get_boolean($0) != 0 } ?? false)
                    if let destructive { g_variant_unref(destructive) }
                }
                section.items.append(MenuModel.Item(title: title, kind: kind, isDisabled: !enabled, shortcut: shortcut))
            }
            sections.append(section)
        }
        return MenuModel(sections: sections)
    }

    /// A string attribute of a menu's item; nil if it has none.
    private static func string(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ attribute: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, attribute, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    nonisolated fileprivate static let buttonQuark = g_quark_from_string("gnomon-menu-actions")
    nonisolated fileprivate static let contextQuark = g_quark_from_string("gnomon-context-menu-actions")
    nonisolated fileprivate static let numberQuark = g_quark_from_string("gnomon-menu-item")
}

/// An item's action activated: the item's number, kept on the action, as the event.
private let chosen: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { action, _, data in
    let number = Int(bitPattern: g_object_get_qdata(UnsafeMutablePointer(action), GtkMenus.numberQuark)) - 1
    SignalTarget.deliver({ _ in .menuItemChosen(number) }, to: data)
}

/// The same, for an item of a context menu.
private let chosenInContext: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    action, _, data in
    let number = Int(bitPattern: g_object_get_qdata(UnsafeMutablePointer(action), GtkMenus.numberQuark)) - 1
    SignalTarget.deliver({ _ in .contextMenuItemChosen(number) }, to: data)
}

extension GtkMenus: GtkPropertyAccessor {
    static var key: WidgetProperty<MenuModel?> { .menuModel }
    static func value(of button: WidgetPointer) -> MenuModel? { model(of: button) }
}
