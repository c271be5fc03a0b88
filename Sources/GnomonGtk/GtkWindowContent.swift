import CGtk
import GnomonCore

/// A window's content: the view graph mounted in it, in the environment GTK gives the window
/// (its color scheme, scene phase and size classes kept live), unmounted when the window
/// closes.
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
    /// Keeps the views' scene phase and size classes in step with the window.
    private var state: GtkWindowState?
    /// While the app quits through this window's closing: goes on with the quit.
    private var resumeQuit: (() -> Void)?
    /// The user let the window close after a view asked: it closes without asking again.
    private var closesWithoutAsking = false

    package init(window: WidgetPointer, mount: (any Host, HostWidget, EnvironmentValues) -> ViewGraph) {
        self.window = window
        let host = GtkHost()
        let graph = mount(host, host.root(window), GtkEnvironment.root(for: window))
        self.graph = graph
        GtkEnvironment.follow(graph)
        state = GtkWindowState(window: window, graph: graph)
        GtkContextMenus.openFromKeyboard(in: window)
        closeRequestHandler = g_signal_connect_data(
            gobject(window), "close-request", unsafeBitCast(closeRequested, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    /// Closes the window as its close button does. While the app quits (`resumingQuit`), a
    /// view that asks first (`confirmsWindowClose`) stops the quit, and `resume` goes on with
    /// it once the user lets the window close. Returns whether the window closed.
    @discardableResult
    package func close(resumingQuit resume: (() -> Void)? = nil) -> Bool {
        resumeQuit = resume
        defer { resumeQuit = nil }
        gtk_window_close(cast(window))
        return graph == nil
    }

    /// The user asked the window to close (`close-request`): it unmounts, unless a view asks
    /// first. Returns whether GTK may close it.
    fileprivate func userAskedToClose() -> Bool {
        if let graph, !closesWithoutAsking {
            let resume = resumeQuit
            let mayClose = graph.mayClose(isQuitting: resume != nil) { [weak self] in
                guard let self, self.graph != nil else { return }
                self.closesWithoutAsking = true
                gtk_window_close(cast(self.window))
                resume?()
            }
            guard mayClose else { return false }
        }
        unmount()
        return true
    }

    /// Unmounts the graph: every widget released, all state dropped. The window closing does
    /// this; GTK then destroys the window.
    package func unmount() {
        guard let graph else { return }
        state?.stop()
        state = nil
        graph.unmount()
        self.graph = nil
        g_signal_handler_disconnect(gobject(window), closeRequestHandler)  // nothing left to close
        onClose?(graph)
    }
}

private let closeRequested: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    let content = UInt(bitPattern: data)
    let closes = MainActor.assumeIsolated {
        Unmanaged<GtkWindowContent>.fromOpaque(UnsafeRawPointer(bitPattern: content)!).takeUnretainedValue().userAskedToClose()
    }
    return closes ? 0 : 1  // 0: GTK closes the window
}
