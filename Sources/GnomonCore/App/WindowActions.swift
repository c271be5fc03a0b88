/// What a view asks of the app's windows, through the environment's window actions; the host
/// that mounted the view answers.
package enum WindowRequest: Equatable {
    /// Opens the window of the scene with this id (or brings it forward, for a `Window`).
    case open(id: String)
    /// Opens the window of `value` (of the `WindowGroup(for:)` with this id, if given), or
    /// brings forward the one showing it.
    case openValue(AnyHashable, id: String?)
    /// Opens the app's `Settings` window.
    case openSettings
    /// Closes the windows of the scene with this id; nil: the view's own window.
    case dismiss(id: String?)
    /// Shows the keyboard shortcuts the view's window declares (the primary menu's Keyboard
    /// Shortcuts, Ctrl+?).
    case showKeyboardShortcuts
    /// Shows the app's About window (the primary menu's About item).
    case showAbout(appName: String)
}

/// Opens a window of one of the app's scenes, by its id.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Inspector") { openWindow(id: "inspector") }
/// ```
///
/// A `WindowGroup(id:)` opens a new window each time; a `Window` is brought forward if open.
public struct OpenWindowAction {
    let handler: ((WindowRequest) -> Void)?

    @MainActor public func callAsFunction(id: String) {
        send(.open(id: id), handler, "openWindow(id: \"\(id)\")")
    }

    /// Opens the window showing `value`, of the `WindowGroup(for:)` of its type.
    ///
    /// ```swift
    /// Button("Open in New Window") { openWindow(value: note.id) }
    /// ```
    @MainActor public func callAsFunction<Value: Hashable>(value: Value) {
        send(.openValue(AnyHashable(value), id: nil), handler, "openWindow(value: \(value))")
    }

    /// Opens the window showing `value`, of the `WindowGroup(id:for:)` with `id`.
    @MainActor public func callAsFunction<Value: Hashable>(id: String, value: Value) {
        send(.openValue(AnyHashable(value), id: id), handler, "openWindow(id: \"\(id)\", value: \(value))")
    }
}

/// Closes a window: the view's own, or those of a scene.
///
/// ```swift
/// @Environment(\.dismissWindow) private var dismissWindow
/// Button("Done") { dismissWindow() }
/// ```
public struct DismissWindowAction {
    let handler: ((WindowRequest) -> Void)?

    /// Closes the window the view is in.
    @MainActor public func callAsFunction() {
        send(.dismiss(id: nil), handler, "dismissWindow()")
    }

    /// Closes the windows of the scene with `id`.
    @MainActor public func callAsFunction(id: String) {
        send(.dismiss(id: id), handler, "dismissWindow(id: \"\(id)\")")
    }
}

/// Opens the app's `Settings` window, as its Preferences menu item and Ctrl+comma do.
///
/// ```swift
/// @Environment(\.openSettings) private var openSettings
/// Button("Preferences") { openSettings() }
/// ```
public struct OpenSettingsAction {
    let handler: ((WindowRequest) -> Void)?

    @MainActor public func callAsFunction() {
        send(.openSettings, handler, "openSettings()")
    }
}

/// Sends `request` to the host, or reports that the view is in no app window.
@MainActor
private func send(_ request: WindowRequest, _ handler: ((WindowRequest) -> Void)?, _ call: String) {
    guard let handler else {
        return log.error("\(call) was called in a view that is not in an app's window; no window changes")
    }
    handler(request)
}

private struct WindowRequestsKey: EnvironmentKey {
    static var defaultValue: ((WindowRequest) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Where the window actions send their requests: set by the host for each window.
    package var windowRequests: ((WindowRequest) -> Void)? {
        get { self[WindowRequestsKey.self] }
        set { self[WindowRequestsKey.self] = newValue }
    }

    /// Opens windows of the app's scenes.
    public var openWindow: OpenWindowAction { OpenWindowAction(handler: windowRequests) }

    /// Closes the view's window, or a scene's windows.
    public var dismissWindow: DismissWindowAction { DismissWindowAction(handler: windowRequests) }

    /// Opens the app's settings.
    public var openSettings: OpenSettingsAction { OpenSettingsAction(handler: windowRequests) }
}
