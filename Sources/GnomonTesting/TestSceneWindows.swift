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
        case .open(let id):
            guard let index = descriptions.firstIndex(where: { $0.id == id }) else {
                return log.error("openWindow(id: \"\(id)\"): the app has no window with that id")
            }
            open(scene: index)
        case .openValue(let value, let id):
            guard let index = WindowDescription.scene(for: value, id: id, in: descriptions) else {
                return log.error("openWindow(value: \(value.base)): the app has no WindowGroup(for: \(type(of: value.base)).self)")
            }
            open(scene: index, value: value)
        case .openSettings:
            guard let index = descriptions.firstIndex(where: { $0.kind == .settings }) else {
                return log.error("openSettings(): the app has no Settings scene")
            }
            open(scene: index)
        case .dismiss(nil):
            host.close()
        case .dismiss(let id?):
            for window in [launched].compactMap({ $0 }) + opened where window.sceneIndex.map({ descriptions[$0].id }) == id {
                window.close()
            }
        }
    }

    /// Opens a window of the scene at `index` (showing `value`), unless it is a `Window` or the
    /// settings whose one window is open, or a window showing `value` is.
    private func open(scene index: Int, value: AnyHashable? = nil) {
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
