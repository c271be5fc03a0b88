import GnomonCore

/// The windows of an app's scenes in the headless host, as `GtkSceneWindows` keeps them in
/// GTK: the views' window actions open a window (a `TestHost` of its own), bring a `Window`'s
/// or the settings' open one forward, or close windows.
///
/// ```swift
/// let host = TestHost(scene: app.body)       // its launch window
/// host.tap(host.find(text: "Show Activity")!)
/// host.openedWindows[0].dump()               // the window the button opened
/// ```
@MainActor
final class TestSceneWindows {
    let descriptions: [WindowDescription]
    let environment: EnvironmentValues
    let listViewportRows: Int
    /// The windows opened after launch; the launch window's host is its test's.
    private(set) var opened: [TestHost] = []
    /// The launch window's host.
    weak var launched: TestHost?

    init(_ descriptions: [WindowDescription], environment: EnvironmentValues, listViewportRows: Int) {
        self.descriptions = descriptions
        self.environment = environment
        self.listViewportRows = listViewportRows
    }

    /// The scene whose window opens at launch.
    var launchScene: Int? { descriptions.firstIndex { $0.opensAtLaunch } }

    func handle(_ request: WindowRequest, from host: TestHost) {
        switch request {
        case .dismiss(nil):
            host.close()
        case .dismiss(let id?):
            for window in [launched].compactMap({ $0 }) + opened where window.sceneIndex.map({ descriptions[$0].id }) == id {
                window.close()
            }
        case .showKeyboardShortcuts:
            host.presentedHelpWindows.append("Keyboard Shortcuts")
        case .showAbout(let appName):
            host.presentedHelpWindows.append(appName.isEmpty ? "About" : "About \(appName)")
        default:
            guard let (scene, value) = WindowDescription.sceneToOpen(for: request, in: descriptions) else { return }
            open(scene: scene, value: value)
        }
    }

    /// Opens a window of the scene at `index` (showing `value`), unless it is a `Window` or the
    /// settings whose one window is open, or a window showing `value` is.
    private func open(scene index: Int, value: AnyHashable?) {
        if descriptions[index].kind != .group || value != nil,
            opened.contains(where: { $0.sceneIndex == index && $0.sceneValue == value && !$0.isClosed })
        {
            return
        }
        opened.append(TestHost(scene: index, value: value, of: self))
    }
}

/// The host a window's actions come from, set once the host exists.
@MainActor
final class WindowRequestSink {
    weak var host: TestHost?
}
