import CGtk
import GnomonCore

/// What a window tells its views about itself, kept in their environment while the window is
/// open: `scenePhase` from whether it has the focus (GTK's `is-active`) and whether it is
/// minimized, and the size classes from its surface's size (its `layout` signal).
///
/// ```swift
/// let state = GtkWindowState(window: window, graph: graph)   // owned with the graph
/// state.stop()                                                 // before the graph goes
/// ```
@MainActor
final class GtkWindowState {
    private let window: WidgetPointer
    private weak var graph: ViewGraph?
    private var windowHandlers: [gulong] = []
    private var surface: OpaquePointer?
    private var surfaceHandlers: [gulong] = []

    init(window: WidgetPointer, graph: ViewGraph) {
        self.window = window
        self.graph = graph
        for (signal, callback) in [("notify::is-active", unsafeBitCast(stateChanged, to: GCallback.self)),
                                   ("realize", unsafeBitCast(realized, to: GCallback.self))] {
            windowHandlers.append(connect(signal, of: UnsafeMutableRawPointer(window), callback))
        }
        if gtk_widget_get_realized(window) != 0 { watchSurface() }
        update()
    }

    /// Lets go of the window and its surface: no more changes reach the graph.
    func stop() {
        for handler in windowHandlers { g_signal_handler_disconnect(gobject(window), handler) }
        windowHandlers = []
        if let surface {
            for handler in surfaceHandlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(surface), handler) }
        }
        surface = nil
        surfaceHandlers = []
    }

    /// The window has its surface: its size and state come from there.
    fileprivate func watchSurface() {
        guard surface == nil, let native = gtk_native_get_surface(OpaquePointer(window)) else { return }
        surface = native
        for (signal, callback) in [("layout", unsafeBitCast(surfaceLaidOut, to: GCallback.self)),
                                   ("notify::state", unsafeBitCast(stateChanged, to: GCallback.self))] {
            surfaceHandlers.append(connect(signal, of: UnsafeMutableRawPointer(native), callback))
        }
    }

    /// Connects `callback` to `signal` of `object`, the handler holding this watch until it is
    /// disconnected or the object goes, so that no signal reaches a watch that is gone.
    private func connect(_ signal: String, of object: UnsafeMutableRawPointer, _ callback: GCallback) -> gulong {
        g_signal_connect_data(
            object, signal, callback, Unmanaged.passRetained(self).toOpaque(),
            { data, _ in Unmanaged<GtkWindowState>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
    }

    /// Brings the views' environment up to the window's state; unchanged values reach no view.
    fileprivate func update() {
        let minimized = surface.map { gdk_toplevel_get_state($0).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0 } ?? false
        let phase: ScenePhase = minimized ? .background : gtk_window_is_active(cast(window)) != 0 ? .active : .inactive
        var width = Int32(0), height = Int32(0)
        if let surface {
            width = gdk_surface_get_width(surface)
            height = gdk_surface_get_height(surface)
        } else {
            gtk_window_get_default_size(cast(window), &width, &height)
        }
        graph?.updateEnvironment { environment in
            environment.scenePhase = phase
            // A window not yet sized (-1) is as wide as it wants: regular.
            if width > 0 {
                environment.horizontalSizeClass = UserInterfaceSizeClass(length: Int(width), compactBelow: UserInterfaceSizeClass.compactWidth)
            }
            if height > 0 {
                environment.verticalSizeClass = UserInterfaceSizeClass(length: Int(height), compactBelow: UserInterfaceSizeClass.compactHeight)
            }
        }
    }

    fileprivate static func with(_ data: UnsafeMutableRawPointer?, _ body: (GtkWindowState) -> Void) {
        body(Unmanaged<GtkWindowState>.fromOpaque(data!).takeUnretainedValue())
    }
}

/// The window's `is-active` or its surface's `state` changed.
private let stateChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated { GtkWindowState.with(UnsafeMutableRawPointer(bitPattern: address)) { $0.update() } }
}

private let realized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        GtkWindowState.with(UnsafeMutableRawPointer(bitPattern: address)) { state in
            state.watchSurface()
            state.update()
        }
    }
}

private let surfaceLaidOut: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
    _, _, _, data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated { GtkWindowState.with(UnsafeMutableRawPointer(bitPattern: address)) { $0.update() } }
}
