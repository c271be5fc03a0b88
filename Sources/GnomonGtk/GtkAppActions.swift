import CGtk
import GnomonCore

/// The actions every Gnomon app has, registered once on its `GtkApplication` with GNOME's
/// shortcuts: `app.quit` (Ctrl+Q) quits — each window closing as its close button closes it, so
/// that one can ask first (`GtkSceneWindows.quit`) — and GTK's own `window.close` (Ctrl+W)
/// closes the window.
///
/// ```swift
/// GtkAppActions.register(on: application) { windows.quit { g_application_quit(app) } }
/// ```
@MainActor
package enum GtkAppActions {
    package static func register(on application: UnsafeMutablePointer<GtkApplication>, quit: @escaping @MainActor () -> Void) {
        let action = g_simple_action_new("quit", nil)!
        g_signal_connect_data(
            UnsafeMutableRawPointer(action), "activate", unsafeBitCast(quitActivated, to: GCallback.self),
            Unmanaged.passRetained(CallbackWork(quit)).toOpaque(), releaseWork, GConnectFlags(rawValue: 0))
        g_action_map_add_action(OpaquePointer(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        setAccelerator("<Control>q", for: "app.quit", on: application)
        setAccelerator("<Control>w", for: "window.close", on: application)
    }

    /// Gives `window` Ctrl+Q, quitting through `quit`, as the application's shortcut does in an
    /// app: for a host with no `GtkApplication` (`GtkTestHost`).
    package static func addQuitShortcut(to window: WidgetPointer, _ quit: @escaping @MainActor () -> Void) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        let action = gtk_callback_action_new(
            { _, _, data in
                let work = UInt(bitPattern: data)
                MainActor.assumeIsolated { Unmanaged<CallbackWork>.fromOpaque(UnsafeRawPointer(bitPattern: work)!).takeUnretainedValue().work() }
                return 1
            }, Unmanaged.passRetained(CallbackWork(quit)).toOpaque(), { data in Unmanaged<CallbackWork>.fromOpaque(data!).release() })
        gtk_shortcut_controller_add_shortcut(
            controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("<Control>q"), action))
        gtk_widget_add_controller(window, controller)
    }

    private static func setAccelerator(_ accelerator: String, for action: String, on application: UnsafeMutablePointer<GtkApplication>) {
        accelerator.withCString { accelerator in
            var accelerators: [UnsafePointer<CChar>?] = [accelerator, nil]
            gtk_application_set_accels_for_action(application, action, &accelerators)
        }
    }
}

private let quitActivated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    let work = UInt(bitPattern: data)
    MainActor.assumeIsolated { Unmanaged<CallbackWork>.fromOpaque(UnsafeRawPointer(bitPattern: work)!).takeUnretainedValue().work() }
}

private let releaseWork: GClosureNotify = { data, _ in
    Unmanaged<CallbackWork>.fromOpaque(data!).release()
}
