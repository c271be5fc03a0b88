import CGtk
import GnomonCore

/// A window's content: the view graph mounted in it, in the environment GTK gives the window
/// (its color scheme kept live), unmounted when the window closes.
///
/// ```swift
/// let content = GtkWindowContent(window: gtk_window_new()) { host, root, environment in
///     ViewGraph(content: CounterView(), host: host, rootWidget: root, environment: environment)
/// }
/// content.onClose = { graph in print("closed") }
/// ```
///
/// `window` is valid until the graph is unmounted: GTK destroys a window after it closes.
@MainActor
package final class GtkWindowContent {
    package let window: WidgetPointer
    /// The graph, until the window closes.
    package private(set) var graph: ViewGraph?
    /// Called once the graph has been unmounted (its last mutations are in its log).
    package var onClose: ((ViewGraph) -> Void)?
    private var closeRequestHandler: gulong = 0

    package init(window: WidgetPointer, mount: (any Host, HostWidget, EnvironmentValues) -> ViewGraph) {
        self.window = window
        let host = GtkHost()
        let graph = mount(host, host.root(window), GtkEnvironment.root(for: window))
        self.graph = graph
        GtkEnvironment.follow(graph)
        GtkContextMenus.openFromKeyboard(in: window)
        closeRequestHandler = g_signal_connect_data(
            gobject(window), "close-request", unsafeBitCast(closeRequested, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    /// Unmounts the graph: every widget released, all state dropped. The window closing does
    /// this; GTK then destroys the window.
    package func unmount() {
        guard let graph else { return }
        graph.unmount()
        self.graph = nil
        g_signal_handler_disconnect(gobject(window), closeRequestHandler)  // nothing left to close
        onClose?(graph)
    }
}

private let closeRequested: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    let content = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<GtkWindowContent>.fromOpaque(UnsafeRawPointer(bitPattern: content)!).takeUnretainedValue().unmount()
    }
    return 0  // let GTK close the window
}
