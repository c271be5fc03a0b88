import CGtk
import GnomonCore

/// A popover the app shows (`.popover(isPresented:)`): popped up and down as its `visible`
/// property says. GTK pops up only a popover with a parent, and a widget gets its properties
/// before it goes into its container: one shown before then pops up once its anchor
/// (`GtkContainer` parents it there) is in a window.
///
/// ```swift
/// GtkPopovers.set(true, on: handle)      // pops up now, or once parented
/// GtkPopovers.parented(popover)          // its anchor took it
/// ```
@MainActor
enum GtkPopovers {
    static func set(_ shown: Bool, on handle: GtkWidgetHandle) {
        let popover = handle.pointer
        g_object_set_qdata(gobject(popover), quark, shown ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        guard gtk_widget_get_root(popover) != nil else { return }
        handle.withHandlersBlocked {
            if shown { gtk_popover_popup(cast(popover)) } else { gtk_popover_popdown(cast(popover)) }
        }
    }

    /// The popover went into its anchor: it pops up if it is to show, once the anchor is in a
    /// window.
    static func parented(_ popover: WidgetPointer) {
        if gtk_widget_get_root(popover) != nil {
            popUpIfShown(popover)
        } else {
            g_signal_connect_data(
                UnsafeMutableRawPointer(popover), "notify::root", unsafeBitCast(rootChanged, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
    }

    fileprivate static func popUpIfShown(_ popover: WidgetPointer) {
        if gtk_widget_get_root(popover) != nil, gtk_widget_get_visible(popover) == 0, g_object_get_qdata(gobject(popover), quark) != nil {
            gtk_popover_popup(cast(popover))
        }
    }

    /// Whether the popover shows (or is to, once in a window).
    static func isShown(_ popover: WidgetPointer) -> Bool {
        gtk_widget_get_visible(popover) != 0 || gtk_widget_get_root(popover) == nil && g_object_get_qdata(gobject(popover), quark) != nil
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-popover-shown")
}

/// The popover's anchor went into a window: once the window has taken it in (an idle turn
/// later: not while GTK is still rooting it), it pops up if it is to show.
private let rootChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    popover, _, _ in
    g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated { GtkPopovers.popUpIfShown(WidgetPointer(bitPattern: address)!) }
        return 0
    }, g_object_ref(UnsafeMutableRawPointer(popover)), { data in g_object_unref(data) })
}

extension GtkPopovers: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .presented }
    static func value(of popover: WidgetPointer) -> Bool { isShown(popover) }
}
