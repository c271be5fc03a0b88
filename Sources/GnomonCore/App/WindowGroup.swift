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
    let id: String?
    /// The content of a window showing a value (nil: none, or a group of windows of no value).
    let content: (AnyHashable?) -> Content
    /// The type of value each window shows, for `WindowGroup(for:)`.
    let valueType: ObjectIdentifier?

    public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = { _ in content() }
        valueType = nil
    }

    public init(id: String? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.init("", id: id, content: content)
    }

    /// Windows each showing a value: a note, a document. `openWindow(value:)` opens the window
    /// of a value, or brings forward the one showing it.
    ///
    /// ```swift
    /// WindowGroup("Note", for: Note.ID.self) { $id in
    ///     NoteWindow(id: id)
    /// }
    /// // elsewhere: openWindow(value: note.id)
    /// ```
    ///
    /// The binding holds the window's value (nil in a window opened at launch).
    public init<Value: Hashable, ValueContent: View>(
        _ title: String = "", id: String? = nil, for type: Value.Type,
        @ViewBuilder content: @escaping (Binding<Value?>) -> ValueContent
    ) where Content == _ValueWindowContent<Value, ValueContent> {
        self.title = title
        self.id = id
        self.content = { value in _ValueWindowContent(value: value?.base as? Value, content: content) }
        valueType = ObjectIdentifier(Value.self)
    }

    public typealias Body = Never
}

extension WindowGroup: PrimitiveScene {
    func windows() -> [WindowDescription] {
        let content = self.content
        return [
            WindowDescription(title: title, id: id, kind: .group, valueType: valueType) {
                host, rootWidget, environment, recordMutations, chrome, value in
                ViewGraph(
                    content: content(value).modifier(chrome), host: host, rootWidget: rootWidget, environment: environment,
                    recordMutations: recordMutations)
            }
        ]
    }
}

/// A value window's content (`WindowGroup(for:)`), holding its value as state.
public struct _ValueWindowContent<Value: Hashable, Content: View>: View {
    @State private var value: Value?
    let content: (Binding<Value?>) -> Content

    init(value: Value?, content: @escaping (Binding<Value?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    public var body: some View {
        content($value)
    }
}

/// One window, which `openWindow(id:)` brings forward when it is open: an inspector, a
/// library.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: Scene {
    let title: String
    let id: String
    let content: () -> Content

    public init(_ title: String, id: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    public typealias Body = Never
}

extension Window: PrimitiveScene {
    func windows() -> [WindowDescription] {
        [WindowDescription(title: title, id: id, kind: .single, content: content)]
    }
}

/// The app's preferences: a window titled Preferences, opened from the primary menu's
/// Preferences item or Ctrl+comma (`openSettings`), in front of the window it was opened from.
///
/// ```swift
/// Settings { PreferencesView() }
/// ```
public struct Settings<Content: View>: Scene {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension Settings: PrimitiveScene {
    func windows() -> [WindowDescription] {
        [WindowDescription(title: "Preferences", id: nil, kind: .settings, content: content)]
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
