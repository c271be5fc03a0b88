import CGtk
import GnomonCore

/// The Delete key on a list whose rows the app deletes (`onDelete`): a shortcut controller on
/// the `GtkListView`, whose action tells the list's node which row has the keyboard focus
/// (`WidgetEvent.deleteRequested`); the node deletes the selected rows, or that one.
///
/// ```swift
/// GtkListDeletion.set(true, on: handle)    // Delete now deletes
/// GtkListDeletion.isSet(on: listView)      // read back
/// ```
@MainActor
enum GtkListDeletion {
    static func set(_ deletes: Bool, on handle: GtkWidgetHandle) {
        GtkOwnedController.replace(on: handle.pointer, quark) {
            guard deletes else { return nil }
            let controller = gtk_shortcut_controller_new()!
            let action = gtk_callback_action_new(deleteRequested, nil, nil)
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Delete"), action))
            return controller
        }
    }

    static func isSet(on list: WidgetPointer) -> Bool {
        GtkOwnedController.exists(on: list, quark)
    }

    /// The position of the row whose widget has the keyboard focus in `list`, if one has.
    fileprivate static func focusedRow(of handle: GtkWidgetHandle) -> Int? {
        gtk_widget_get_focus_child(handle.pointer).flatMap { handle.rows?.position(ofRowWidget: $0) }
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-deletes-rows")
}

private let deleteRequested: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    widget, _, _ in
    let address = Int(bitPattern: widget)
    return MainActor.assumeIsolated {
        guard let list = UnsafeMutablePointer<GtkWidget>(bitPattern: address), let handle = GtkWidgetHandle.of(list) else {
            return 0
        }
        handle.events?.widget(didEmit: .deleteRequested(focusedRow: GtkListDeletion.focusedRow(of: handle)))
        return 1
    }
}

extension GtkListDeletion: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .deletesRows }
    static func value(of list: WidgetPointer) -> Bool { isSet(on: list) }
}
