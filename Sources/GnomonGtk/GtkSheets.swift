import CGtk
import GnomonCore

/// A sheet's window (`.sheet`): modal, in front of the window of the view it is attached to
/// (its anchor, in whose box `GtkContainer` puts it), presented once the anchor is in a window
/// at its content's natural size (`GtkWindowFit`),
/// closed by Escape or its close button (it hides, which the model hears as the user's edit of
/// `presented`), and destroyed when it leaves its anchor.
///
/// ```swift
/// GtkSheets.anchor(sheet, to: box)   // presented in front of box's window
/// GtkSheets.sheet(of: box)           // the sheet, for a test host's walk
/// ```
@MainActor
package enum GtkSheets {
    static func set(_ shown: Bool, on handle: GtkWidgetHandle) {
        let sheet = handle.pointer
        g_object_set_qdata(gobject(sheet), shownQuark, shown ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        handle.withHandlersBlocked {
            if !shown {
                gtk_widget_set_visible(sheet, 0)
            } else if let parent = gtk_window_get_transient_for(cast(sheet)) {
                GtkWindowFit.fit(sheet, over: UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWidget.self))
                gtk_window_present(cast(sheet))
            }
        }
    }

    /// Whether the sheet is up (or, not yet in front of a window, is to be).
    static func isShown(_ sheet: WidgetPointer) -> Bool {
        gtk_widget_get_visible(sheet) != 0
            || gtk_window_get_transient_for(cast(sheet)) == nil && g_object_get_qdata(gobject(sheet), shownQuark) != nil
    }

    /// The sheet went into its anchor: modal, closing on Escape, hiding when closed; presented
    /// in front of the anchor's window, now or once the anchor is in one.
    static func anchor(_ sheet: WidgetPointer, to anchor: WidgetPointer) {
        g_object_set_qdata(gobject(anchor), quark, UnsafeMutableRawPointer(sheet))
        gtk_window_set_modal(cast(sheet), 1)
        gtk_window_set_hide_on_close(cast(sheet), 1)
        let escape = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            escape,
            gtk_shortcut_new(
                gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)), gtk_named_action_new("window.close")))
        gtk_widget_add_controller(sheet, escape)
        // Escape and the window manager close through `close-request`, which a sheet the user may
        // not close (`interactiveDismissDisabled`: not deletable) turns down.
        g_signal_connect_data(
            UnsafeMutableRawPointer(sheet), "close-request", unsafeBitCast(closeRequested, to: GCallback.self), nil, nil,
            GConnectFlags(rawValue: 0))
        GtkContextMenus.openFromKeyboard(in: sheet)
        if gtk_widget_get_root(anchor) != nil {
            present(sheet, from: anchor)
        } else {
            g_signal_connect_data(
                UnsafeMutableRawPointer(anchor), "notify::root", unsafeBitCast(rootChanged, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
    }

    /// The sheet left its anchor: its window goes.
    static func remove(_ sheet: WidgetPointer, from anchor: WidgetPointer) {
        g_object_set_qdata(gobject(anchor), quark, nil)
        gtk_window_destroy(cast(sheet))
    }

    /// The sheet attached to `anchor`, if any.
    package static func sheet(of anchor: WidgetPointer) -> WidgetPointer? {
        g_object_get_qdata(gobject(anchor), quark)?.assumingMemoryBound(to: GtkWidget.self)
    }

    fileprivate static func present(_ sheet: WidgetPointer, from anchor: WidgetPointer) {
        guard let root = gtk_widget_get_root(anchor), gtk_window_get_transient_for(cast(sheet)) == nil else { return }
        gtk_window_set_transient_for(cast(sheet), UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
        guard g_object_get_qdata(gobject(sheet), shownQuark) != nil else { return }
        GtkWindowFit.fit(sheet, over: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
        gtk_window_present(cast(sheet))
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-sheet")
    nonisolated private static let shownQuark = g_quark_from_string("gnomon-sheet-shown")
}

/// The anchor of a sheet went into a window: the sheet comes in front of it.
private let rootChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    anchor, _, _ in
    let address = UInt(bitPattern: anchor)
    MainActor.assumeIsolated {
        let anchor = WidgetPointer(bitPattern: address)!
        if let sheet = GtkSheets.sheet(of: anchor) { GtkSheets.present(sheet, from: anchor) }
    }
}

/// The user asked the sheet to close: it stays if it is not deletable.
private let closeRequested: @convention(c) (UnsafeMutablePointer<GtkWindow>?, UnsafeMutableRawPointer?) -> gboolean = { window, _ in
    gtk_window_get_deletable(window) == 0 ? 1 : 0
}

extension GtkSheets: GtkPropertyAccessor {
    static var key: WidgetProperty<Bool> { .presented }
    static func value(of sheet: WidgetPointer) -> Bool { isShown(sheet) }
}
