import CGtk
import GnomonCore

/// Rows the user drags to move them (`onMove`): a `GtkDragSource` on the `GtkListView` that
/// starts on a row, carrying its position (a local `gint`, so it cannot leave the app) and
/// showing the row under the pointer, and a `GtkDropTarget` on the same list that takes it: a
/// drop on a row's upper half goes before it, on its lower half after it, below the rows after
/// the last. Alt+Up and Alt+Down move the focused row one place, as in GNOME's lists. The
/// list's node then moves the row (`WidgetEvent.moveRequested`).
///
/// ```swift
/// GtkListMoving.set(true, on: handle)   // rows can now be dragged
/// GtkListMoving.isSet(on: listView)     // read back
/// ```
@MainActor
enum GtkListMoving {
    static func set(_ moves: Bool, on handle: GtkWidgetHandle) {
        GtkOwnedController.replace(on: handle.pointer, sourceQuark) {
            guard moves else { return nil }
            let source = gtk_drag_source_new()!
            gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
            g_signal_connect_data(
                UnsafeMutableRawPointer(source), "prepare", unsafeBitCast(prepare, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
            return source
        }
        GtkOwnedController.replace(on: handle.pointer, targetQuark) {
            guard moves else { return nil }
            let target = gtk_drop_target_new(gnomon_type_int(), GDK_ACTION_MOVE)!
            g_signal_connect_data(
                UnsafeMutableRawPointer(target), "drop", unsafeBitCast(drop, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
            return target
        }
        GtkOwnedController.replace(on: handle.pointer, keysQuark) {
            guard moves else { return nil }
            let controller = gtk_shortcut_controller_new()!
            for (key, step) in [(GDK_KEY_Up, -1), (GDK_KEY_Down, 1)] {
                let shortcut = gtk_shortcut_new(
                    gtk_keyval_trigger_new(guint(key), GDK_ALT_MASK), gtk_callback_action_new(moveKeyPressed, nil, nil))
                gtk_shortcut_set_arguments(shortcut, g_variant_new_int32(Int32(step)))
                gtk_shortcut_controller_add_shortcut(controller, shortcut)
            }
            return controller
        }
    }

    static func isSet(on list: WidgetPointer) -> Bool {
        GtkOwnedController.exists(on: list, sourceQuark)
    }

    /// The row of `list` at `x`, `y` (list coordinates): its widget (GTK's list item widget)
    /// and position; nil if no bound row is there.
    fileprivate static func row(at x: Double, _ y: Double, in list: WidgetPointer) -> (widget: WidgetPointer, position: Int)? {
        guard var widget = gtk_widget_pick(list, x, y, GTK_PICK_DEFAULT), widget != list else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != list { widget = parent }
        guard gtk_widget_get_parent(widget) == list, let position = GtkWidgetHandle.of(list)?.rows?.position(ofRowWidget: widget) else {
            return nil
        }
        return (widget, position)
    }

    /// Moves the row with the keyboard focus one place up (`step` -1) or down (1), if it can go.
    fileprivate static func moveFocusedRow(of list: WidgetPointer, by step: Int) {
        guard let handle = GtkWidgetHandle.of(list), let rows = handle.rows,
            let row = gtk_widget_get_focus_child(list), let position = rows.position(ofRowWidget: row),
            (0..<rows.count).contains(position + step)
        else { return }
        // SwiftUI's destination counts the rows before the move: one down is past the next row.
        handle.events?.widget(didEmit: .moveRequested(row: position, destination: step < 0 ? position - 1 : position + 2))
    }

    nonisolated private static let keysQuark = g_quark_from_string("gnomon-moves-rows-keys")
    nonisolated private static let sourceQuark = g_quark_from_string("gnomon-moves-rows-source")
    nonisolated private static let targetQuark = g_quark_from_string("gnomon-moves-rows-target")
}

/// A drag starting on a row carries its position and shows the row; elsewhere none starts.
private let prepare: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<GdkContentProvider>? = {
    source, x, y, _ in
    let address = UInt(bitPattern: gtk_event_controller_get_widget(source))
    let sourceAddress = UInt(bitPattern: source)
    let provider = MainActor.assumeIsolated { () -> UInt in
        let list = WidgetPointer(bitPattern: address)!
        guard let (row, position) = GtkListMoving.row(at: x, y, in: list) else { return 0 }
        let paintable = gtk_widget_paintable_new(row)
        var origin = graphene_point_t(x: Float(x), y: Float(y)), inRow = graphene_point_t()
        _ = gtk_widget_compute_point(list, row, &origin, &inRow)
        gtk_drag_source_set_icon(OpaquePointer(bitPattern: sourceAddress), paintable, Int32(inRow.x), Int32(inRow.y))
        g_object_unref(UnsafeMutableRawPointer(paintable))
        var value = GValue()
        g_value_init(&value, gnomon_type_int())
        g_value_set_int(&value, gint(position))
        defer { g_value_unset(&value) }
        return UInt(bitPattern: gdk_content_provider_new_for_value(&value))
    }
    return UnsafeMutablePointer(bitPattern: provider)
}

private let moveKeyPressed: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    list, arguments, _ in
    let address = Int(bitPattern: list)
    let step = Int(g_variant_get_int32(arguments))
    MainActor.assumeIsolated { GtkListMoving.moveFocusedRow(of: UnsafeMutablePointer(bitPattern: address)!, by: step) }
    return 1
}

/// A row dropped on a row's upper half goes before it, on its lower half after it, and below
/// every row after the last.
private let drop: @convention(c) (OpaquePointer?, UnsafePointer<GValue>?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    target, value, x, y, _ in
    let address = UInt(bitPattern: gtk_event_controller_get_widget(target))
    let dragged = Int(g_value_get_int(value))
    return MainActor.assumeIsolated {
        let list = WidgetPointer(bitPattern: address)!
        guard let handle = GtkWidgetHandle.of(list), let count = handle.rows?.count else { return 0 }
        var destination = count
        if let (row, position) = GtkListMoving.row(at: x, y, in: list) {
            var point = graphene_point_t(x: Float(x), y: Float(y)), inRow = graphene_point_t()
            _ = gtk_widget_compute_point(list, row, &point, &inRow)
            destination = inRow.y < Float(gtk_widget_get_height(row)) / 2 ? position : position + 1
        }
        guard dragged < count else { return 0 }
        handle.events?.widget(didEmit: .moveRequested(row: dragged, destination: destination))
        return 1
    }
}

extension GtkListMoving: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .movesRows }
    static func value(of list: WidgetPointer) -> Bool { isSet(on: list) }
}
