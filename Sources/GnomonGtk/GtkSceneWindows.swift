import CGtk
import GnomonCore

/// The windows of an app's scenes: opened at launch and by the views' window actions
/// (`openWindow`, `openSettings`, `dismissWindow`), each a `GtkWindowContent`. A `Window` or
/// the settings opens once and is brought forward after; a `WindowGroup` opens anew each time.
/// The app runner and `GtkTestHost` both keep their windows here.
///
/// ```swift
/// let windows = GtkSceneWindows(appWindows(of: app.body)) { gtk_application_window_new(application) }
/// windows.openLaunchWindows()
/// ```
@MainActor
package final class GtkSceneWindows {
    private let descriptions: [WindowDescription]
    private let newWindow: () -> WidgetPointer
    private let recordsMutations: Bool
    /// False for windows drawn offscreen (`GtkOffscreenWindow`), never shown.
    private let presentsWindows: Bool
    /// The windows open, with the scene each shows (and its value, for `WindowGroup(for:)`),
    /// in the order they opened.
    package private(set) var open: [(scene: Int, value: AnyHashable?, content: GtkWindowContent)] = []
    /// Told of each window opened anew (a test host keeps a host for those opened after launch).
    package var windowOpened: ((GtkWindowContent) -> Void)?

    package init(
        _ descriptions: [WindowDescription], recordsMutations: Bool = false, presentsWindows: Bool = true,
        newWindow: @escaping () -> WidgetPointer
    ) {
        self.descriptions = descriptions
        self.recordsMutations = recordsMutations
        self.presentsWindows = presentsWindows
        self.newWindow = newWindow
    }

    /// Opens the windows the app shows when it starts; returns them.
    @discardableResult
    package func openLaunchWindows() -> [GtkWindowContent] {
        descriptions.indices.filter { descriptions[$0].opensAtLaunch }.map { open(scene: $0, from: nil) }
    }

    /// Opens a window of the scene at `index` showing `value` (or brings forward the one that
    /// is open, for a `Window`, the settings or a value), in front of `parent` for the settings.
    /// A window opened anew is told to `windowOpened`.
    @discardableResult
    private func open(scene index: Int, value: AnyHashable? = nil, from parent: WidgetPointer?) -> GtkWindowContent {
        let description = descriptions[index]
        if description.kind != .group || value != nil,
            let existing = open.first(where: { $0.scene == index && $0.value == value })
        {
            gtk_window_present(cast(existing.content.window))
            return existing.content
        }
        let window = newWindow()
        GtkSceneWindow.configure(window, as: description)
        if description.kind == .settings, let parent { gtk_window_set_transient_for(cast(window), cast(parent)) }
        let target = WeakWindow(window)
        let content = GtkWindowContent(window: window) { [recordsMutations] host, root, environment in
            var environment = environment
            environment.windowRequests = { [weak self] request in
                target.withWindow { window in
                    if let window { self?.handle(request, from: window) }
                }
            }
            return description.mount(host, root, environment, recordMutations: recordsMutations, value: value)
        }
        let previous = content.onClose
        content.onClose = { [weak self, unowned content] graph in
            previous?(graph)
            self?.open.removeAll { $0.content === content }
        }
        open.append((index, value, content))
        // The settings open at their content's size, as a sheet does, unless the scene gives one.
        if description.kind == .settings, description.defaultSize == nil { GtkWindowFit.fit(window, over: parent) }
        if presentsWindows { gtk_window_present(cast(window)) }
        windowOpened?(content)
        return content
    }

    private func handle(_ request: WindowRequest, from window: WidgetPointer) {
        // Windows drawn offscreen are never shown: nothing their views ask opens or closes one.
        guard presentsWindows else {
            return log.warning("A view drawn offscreen asked its window to \(request); windows drawn offscreen ignore it")
        }
        switch request {
        case .dismiss(nil):
            gtk_window_close(cast(window))
        case .dismiss(let id?):
            for (scene, _, content) in open where descriptions[scene].id == id {
                gtk_window_close(cast(content.window))
            }
        case .showKeyboardShortcuts:
            GtkShortcutsHelp.present(over: window)
        case .showAbout(let appName):
            GtkAboutWindow.present(appName: appName, over: window)
        default:
            guard let (scene, value) = WindowDescription.sceneToOpen(for: request, in: descriptions) else { return }
            open(scene: scene, value: value, from: window)
        }
    }

    /// Quits as GNOME apps do (Ctrl+Q): each window closes as its close button closes it, so
    /// one whose views ask first (`confirmsWindowClose`) stops the quit, and goes on with it if
    /// the user lets it close. `quitted` runs once every window has closed.
    package func quit(then quitted: @escaping () -> Void) {
        for content in open.map(\.content) {
            guard content.close(resumingQuit: { [weak self] in self?.quit(then: quitted) }) else { return }
        }
        quitted()
    }

    /// Unmounts every window still open (the app is quitting).
    package func unmountAll() {
        for (_, _, content) in open { content.unmount() }
    }
}
