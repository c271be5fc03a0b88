import Foundation
import CGtk
import GnomonCore

extension App {
    /// Runs the app: a `GtkApplication` with the app's `applicationID`, one window per scene
    /// window, until the last window closes.
    ///
    /// ```swift
    /// @main
    /// struct CounterApp: App {
    ///     var body: some Scene { WindowGroup("Counter") { CounterView() } }
    /// }
    /// ```
    ///
    /// Started with `GNOMON_PREVIEW` set, it shows its previews instead (see `Preview`):
    /// `list` prints them, a preview's name opens it in a window, `render:DIR` draws them all
    /// to files; the app itself is not made. With `GNOMON_RENDER=DIR` set, it draws its
    /// windows to files in DIR and exits (`make render`).
    @MainActor
    public static func main() {
        AppDefaults.applicationID = applicationID
        let windows: [WindowDescription]
        switch PreviewLaunch.request {
        case nil:
            windows = appWindows(of: Self().body)
            if let directory = GtkAppRendering.windowsDirectory {
                AppDefaults.use(AppDefaults(url: PreviewLaunch.scratchSettings))
                exit(GtkAppRendering.renderWindows(windows, to: directory))
            }
        case .render(let directory, let start):
            AppDefaults.use(AppDefaults(url: PreviewLaunch.scratchSettings))
            exit(GtkAppRendering.renderPreviews(Preview.all, from: start, to: URL(fileURLWithPath: directory)))
        case .list:
            print(PreviewLaunch.listing(), terminator: "")
            exit(0)
        case .show(let name):
            guard let preview = PreviewLaunch.windows(showing: name) else { exit(1) }
            windows = preview
            // Its settings are a scratch file's, not the app's.
            AppDefaults.use(AppDefaults(url: PreviewLaunch.scratchSettings))
        }
        // A preview is a process of its own beside the running app, not a request to it.
        let runner = GtkApplicationRunner(windows: windows, applicationID: applicationID, isUnique: PreviewLaunch.request == nil)
        exit(runner.run())
    }
}

/// Runs a `GtkApplication` showing scene windows.
///
/// Activation (launching the app, or launching it again while it runs) opens the scene's
/// windows if none is open, and otherwise brings the open one forward, as GNOME apps do. At
/// startup the app registers, once, its keyboard shortcuts GNOME apps share: Ctrl+W closes the
/// window, Ctrl+Q quits (each window closing first, so that its views can ask).
@MainActor
final class GtkApplicationRunner {
    private let descriptions: [WindowDescription]
    private let application: UnsafeMutablePointer<GtkApplication>
    private let windows: GtkSceneWindows

    init(windows descriptions: [WindowDescription], applicationID: String, isUnique: Bool) {
        self.descriptions = descriptions
        let isValid = g_application_id_is_valid(applicationID) != 0
        if !isValid {
            log.error("\"\(applicationID)\" is not a valid application id; set App.applicationID to a reverse-DNS name such as org.example.App")
        }
        // Opened with URIs (a link the app handles, files on the command line), a second launch
        // hands them to the running app over D-Bus.
        let flags = GApplicationFlags(
            rawValue: (isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE).rawValue | G_APPLICATION_HANDLES_OPEN.rawValue)
        let application = gtk_application_new(isValid ? applicationID : nil, flags)!
        self.application = application
        windows = GtkSceneWindows(descriptions) { gtk_application_window_new(application) }
    }

    /// Runs the main loop (which also runs the main actor's work); returns the exit status.
    /// When the loop ends, windows still open are unmounted, which cancels their views' tasks,
    /// and the loop runs on until those tasks have ended, for up to `shutdownGrace`.
    func run() -> Int32 {
        MainQueueSource.install()
        let data = Unmanaged.passUnretained(self).toOpaque()
        g_signal_connect_data(
            application, "activate",
            unsafeBitCast(activateCallback, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(
            application, "open",
            unsafeBitCast(openCallback, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
        g_signal_connect_data(
            application, "startup",
            unsafeBitCast(startupCallback, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
        defer { g_object_unref(application) }
        let status = g_application_run(
            UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self),
            CommandLine.argc, CommandLine.unsafeArgv)
        windows.unmountAll()
        finishCancelledTasks()
        AppDefaults.writeIfUsed()
        return status
    }

    /// How long quitting waits for cancelled tasks to end.
    static let shutdownGrace: Double = 2

    /// Runs the main loop until every cancelled view task has ended, or the grace period is
    /// over (a task that ignores cancellation is left behind, with a message).
    private func finishCancelledTasks() {
        let deadline = Date().addingTimeInterval(Self.shutdownGrace)
        while ViewTasks.running > 0 && Date() < deadline {
            g_main_context_iteration(nil, 0)
            if ViewTasks.running > 0 { usleep(1_000) }
        }
        if ViewTasks.running > 0 {
            log.warning(
                "\(ViewTasks.running) view tasks still ran \(Self.shutdownGrace) s after they were cancelled; the app quits without them. A task should end when Task.isCancelled")
        }
    }

    /// Ctrl+Q closes the windows, each of which may ask first, then quits.
    fileprivate func registerActions() {
        GtkAppActions.register(on: application) { [application, windows] in
            windows.quit { g_application_quit(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)) }
        }
    }

    fileprivate func activate() {
        if let open = windows.open.first {
            gtk_window_present(cast(open.content.window))
            return
        }
        GtkStylesheet.loadOnce(for: descriptions)
        windows.openLaunchWindows()
    }
}

extension GtkApplicationRunner {
    /// The app was opened with `urls` (launched with them, or launched again with them while it
    /// ran): its window comes forward, or opens, and the active window's `onOpenURL` views
    /// receive each.
    fileprivate func open(_ urls: [URL]) {
        activate()
        let active = gtk_application_get_active_window(application).map { UnsafeMutableRawPointer($0) }
        let content = windows.open.last { UnsafeMutableRawPointer($0.content.window) == active }?.content ?? windows.open.last?.content
        guard let graph = content?.graph else {
            return log.error("The app was opened with \(urls.map(\.absoluteString)), but it has no window to show them in")
        }
        for url in urls { graph.openURL(url) }
    }
}

/// Registers the app-wide actions and their shortcuts, once, as the application starts.
private let startupCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let runner = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<GtkApplicationRunner>.fromOpaque(UnsafeRawPointer(bitPattern: runner)!).takeUnretainedValue().registerActions()
    }
}

private let activateCallback: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let runner = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<GtkApplicationRunner>.fromOpaque(UnsafeRawPointer(bitPattern: runner)!).takeUnretainedValue().activate()
    }
}

/// GApplication's `open`: the URIs of the files the app was opened with.
private let openCallback: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, UnsafeMutableRawPointer?
) -> Void = { _, files, count, _, data in
    var urls: [URL] = []
    for index in 0..<Int(max(count, 0)) {
        guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
        defer { g_free(uri) }
        if let url = URL(string: String(cString: uri)) { urls.append(url) }
    }
    let runner = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<GtkApplicationRunner>.fromOpaque(UnsafeRawPointer(bitPattern: runner)!).takeUnretainedValue().open(urls)
    }
}
