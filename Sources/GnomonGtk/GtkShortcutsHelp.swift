import CGtk
import Foundation
import GnomonCore

/// The Keyboard Shortcuts window (the primary menu's item, Ctrl+?): GTK's `GtkShortcutsWindow`,
/// listing what the window in front of which it opens declares — each control's
/// `.keyboardShortcut`, each menu item's and command's — after the keys every Gnomon window
/// has; it closes with that window. GTK 4.8 builds the window only from a GtkBuilder
/// description, so one is written.
///
/// ```swift
/// GtkShortcutsHelp.present(over: window)
/// ```
@MainActor
package enum GtkShortcutsHelp {
    /// One line of the window: what the keys do, and the keys (GTK's accelerator syntax).
    package struct Shortcut: Equatable {
        package let title: String
        package let accelerator: String

        package init(title: String, accelerator: String) {
            self.title = title
            self.accelerator = accelerator
        }
    }

    /// The keys every window with a primary menu has.
    package static let general = [
        Shortcut(title: "Open Main Menu", accelerator: "F10"),
        Shortcut(title: "Open Context Menu", accelerator: "<Shift>F10"),
    ]

    /// Opens the shortcuts window, modal in front of `window`.
    package static func present(over window: WidgetPointer) {
        let builder = gtk_builder_new_from_string(description(of: shortcuts(in: window)), -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let help = UnsafeMutableRawPointer(gtk_builder_get_object(builder, "help")!).assumingMemoryBound(to: GtkWidget.self)
        gtk_window_set_transient_for(cast(help), cast(window))
        gtk_window_set_modal(cast(help), 1)
        gtk_window_set_destroy_with_parent(cast(help), 1)
        gtk_window_present(cast(help))
    }

    /// The shortcuts `window` declares, in the order its widgets come, each once: the
    /// window's controls' and its menus' (the primary menu's commands among them).
    package static func shortcuts(in window: WidgetPointer) -> [Shortcut] {
        var found: [Shortcut] = []
        func add(_ title: String?, _ trigger: String?) {
            guard let title, !title.isEmpty, let trigger else { return }
            let shortcut = Shortcut(title: title, accelerator: trigger)
            if !found.contains(shortcut) { found.append(shortcut) }
        }
        walkWidgets(from: window) { widget in
            add(name(of: widget), GtkShortcuts.trigger(of: widget))
            if gnomon_is_a(widget, gtk_menu_button_get_type()) != 0, let menu = GtkMenus.model(of: widget) {
                for item in menu.leaves { add(item.title, item.shortcut) }
            }
            return true
        }
        return found
    }

    /// What a control with a shortcut is called: its accessible name, its title, its tooltip.
    private static func name(of widget: WidgetPointer) -> String? {
        if let label = GtkAccessibility.attributes(of: widget)?.label { return label }
        let object = UnsafeMutableRawPointer(widget)
        if gnomon_find_property(object, "label") != nil, let label = GtkProperties.readString(object, "label") { return label }
        if gnomon_is_a(object, gtk_search_bar_get_type()) != 0 { return "Search" }
        return gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }
    }

    /// The GtkBuilder description of the window: a group of the general keys, then one of the
    /// window's own.
    private static func description(of shortcuts: [Shortcut]) -> String {
        func group(_ title: String, _ shortcuts: [Shortcut]) -> String {
            let lines = shortcuts.map { shortcut in
                """
                <child><object class="GtkShortcutsShortcut">\
                <property name="title">\(shortcut.title.xmlEscaped)</property>\
                <property name="accelerator">\(shortcut.accelerator.xmlEscaped)</property>\
                </object></child>
                """
            }
            return """
                <child><object class="GtkShortcutsGroup"><property name="title">\(title.xmlEscaped)</property>\
                \(lines.joined())</object></child>
                """
        }
        let general = general + [Shortcut(title: "Show Keyboard Shortcuts", accelerator: "<Control>question")]
        let own = shortcuts.filter { shortcut in !general.contains { $0.accelerator == shortcut.accelerator } }
        return """
            <interface><object class="GtkShortcutsWindow" id="help">\
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>\
            <property name="max-height">12</property>\
            \(group("General", general))\(own.isEmpty ? "" : group("This Window", own))\
            </object></child></object></interface>
            """
    }
}
