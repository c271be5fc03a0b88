import Foundation

/// A window showing `content`: a `GtkApplicationWindow` with a title, and a header bar
/// showing the title and the items of the views' `.toolbar`s.
///
/// ```swift
/// WindowGroup("Counter") { CounterView() }
///     .defaultSize(width: 320, height: 240)
/// ```
public struct WindowGroup<Content: View>: Scene {
    let title: String
    let content: () -> Content

    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.content = content
    }

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.init("", content: content)
    }

    public typealias Body = Never
}

extension WindowGroup: PrimitiveScene {
    func windows() -> [WindowDescription] {
        let content = self.content
        return [
            WindowDescription(title: title, defaultSize: nil) { host, rootWidget, environment, recordMutations in
                ViewGraph(
                    content: content().modifier(_WindowChrome()), host: host, rootWidget: rootWidget, environment: environment,
                    recordMutations: recordMutations)
            }
        ]
    }
}

extension Scene {
    /// The size the window has when it first opens.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        let size = (width: pixels(width), height: pixels(height))
        return _WindowSettingScene(content: self) { $0.defaultSize = size }
    }
}

/// How a scene's windows may be resized.
///
/// ```swift
/// WindowGroup("Calculator") { Keypad() }
///     .windowResizability(.contentSize)
/// ```
public struct WindowResizability: Hashable, Sendable {
    let isResizable: Bool?

    /// As the platform does: GNOME windows are resizable.
    public static let automatic = WindowResizability(isResizable: nil)
    /// The window is as large as its content and the user cannot resize it.
    public static let contentSize = WindowResizability(isResizable: false)
    /// The user resizes the window, no smaller than its content (as GTK keeps any window).
    public static let contentMinSize = WindowResizability(isResizable: true)
}

extension Scene {
    /// Whether the user can resize the scene's windows: `.contentSize` makes them as large as
    /// their content, fixed, as GNOME's small utility windows are.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _WindowSettingScene(content: self) { $0.isResizable = resizability.isResizable }
    }
}
