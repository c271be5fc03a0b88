import CGtk
import GnomonCore

/// The actions every Gnomon app has, registered once on its `GtkApplication` with GNOME's
/// shortcuts: `app.quit` (Ctrl+Q) quits, and GTK's own `window.close` (Ctrl+W) closes the
/// window.
///
/// ```swift
/// GtkAppActions.register(on: application)   // in the application's startup
/// ```
@MainActor
package enum GtkAppActions {
    package static func register(on application: UnsafeMutablePointer<GtkApplication>) {
        let quit = g_simple_action_new("quit", nil)!
        g_signal_connect_data(
            UnsafeMutableRawPointer(quit), "activate", unsafeBitCast(quitActivated, to: GCallback.self),
            UnsafeMutableRawPointer(application), nil, GConnectFlags(rawValue: 0))
        g_action_map_add_action(OpaquePointer(application), quit)
        g_object_unref(UnsafeMutableRawPointer(quit))
        setAccelerator("<Control>q", for: "app.quit", on: application)
        setAccelerator("<Control>w", for: "window.close", on: application)
    }

    private static func setAccelerator(_ accelerator: String, for action: String, on application: UnsafeMutablePointer<GtkApplication>) {
        accelerator.withCString { accelerator in
            var accelerators: [UnsafePointer<CChar>?] = [accelerator, nil]
            gtk_application_set_accels_for_action(application, action, &accelerators)
        }
    }
}

private let quitActivated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, application in
    g_application_quit(application?.assumingMemoryBound(to: GApplication.self))
}
