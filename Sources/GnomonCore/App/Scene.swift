/// Part of an app's user interface: a window, or several.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup("Notes") { NotesView() }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

extension Never: Scene {}

/// Builds scenes from closures.
@MainActor @resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(scenes: (repeat each content))
    }
}

/// Several scenes side by side.
public struct _TupleScene<each Content: Scene>: Scene {
    let scenes: (repeat each Content)
    public typealias Body = Never
}

/// A description of the windows of one scene, for the host that shows them.
package struct WindowDescription {
    /// What the scene's windows are to the app.
    package enum Kind: Equatable {
        /// A `WindowGroup`: a new window each time it opens.
        case group
        /// A `Window`: one window, brought forward when opened again.
        case single
        /// The app's `Settings`: one window, opened from the primary menu and Ctrl+comma.
        case settings
    }

    package var title: String
    /// The id `openWindow(id:)` opens it by.
    package var id: String?
    package var kind: Kind
    package var defaultSize: (width: Int, height: Int)?
    /// Whether the user can resize the window; nil leaves it to GTK (resizable).
    package var isResizable: Bool?
    /// CSS the app loads for its windows (`Scene.stylesheet(_:)`), in order.
    package var stylesheets: [String] = []
    /// The app's commands (of every scene), in the window's primary menu.
    var commands: [CommandEntry] = []
    /// Whether the app has a `Settings` scene: the primary menu then has Preferences.
    package var hasSettings = false
    /// Whether the window opens when the app starts.
    package var opensAtLaunch = false
    /// The type of value each of its windows shows (`WindowGroup(for:)`), if any.
    package var valueType: ObjectIdentifier?
    /// Mounts the window's content, inside `chrome`, into `rootWidget` of `host`, showing
    /// `value` (for `WindowGroup(for:)`).
    let makeGraph:
        @MainActor (
            _ host: any Host, _ rootWidget: HostWidget, _ environment: EnvironmentValues, _ recordMutations: Bool,
            _ chrome: _WindowChrome, _ value: AnyHashable?
        ) -> ViewGraph

    init(
        title: String, id: String?, kind: Kind, valueType: ObjectIdentifier? = nil,
        makeGraph: @escaping @MainActor (any Host, HostWidget, EnvironmentValues, Bool, _WindowChrome, AnyHashable?) -> ViewGraph
    ) {
        self.title = title
        self.id = id
        self.kind = kind
        self.valueType = valueType
        self.makeGraph = makeGraph
    }

    /// A description of a window showing `content` (with its header bar).
    @MainActor init<Content: View>(title: String, id: String?, kind: Kind, content: @escaping () -> Content) {
        self.init(title: title, id: id, kind: kind) { host, rootWidget, environment, recordMutations, chrome, _ in
            ViewGraph(
                content: content().modifier(chrome), host: host, rootWidget: rootWidget, environment: environment,
                recordMutations: recordMutations)
        }
    }

    /// Mounts the window's content, with its header bar, into `rootWidget` of `host`, in
    /// `environment`, showing `value`, with its window's `@SceneStorage`; a test host has the
    /// graph record its mutations.
    @MainActor package func mount(
        _ host: any Host, _ rootWidget: HostWidget, _ environment: EnvironmentValues, recordMutations: Bool,
        value: AnyHashable? = nil
    ) -> ViewGraph {
        var environment = environment
        let sceneState = SceneStates.window(of: id ?? title)
        environment.sceneState = sceneState
        let graph = makeGraph(
            host, rootWidget, environment, recordMutations, _WindowChrome(title: title, commands: commands, hasSettings: hasSettings),
            value)
        graph.whenUnmounted { closedByUser in SceneStates.closed(sceneState, byUser: closedByUser) }
        return graph
    }

    /// The scene of `descriptions` whose window `request` opens, and the value it is to show;
    /// nil for a request that opens none, or names a scene the app does not have (reported).
    @MainActor package static func sceneToOpen(
        for request: WindowRequest, in descriptions: [WindowDescription]
    ) -> (scene: Int, value: AnyHashable?)? {
        switch request {
        case .open(let id):
            if let index = descriptions.firstIndex(where: { $0.id == id }) { return (index, nil) }
            log.error("openWindow(id: \"\(id)\"): the app has no window with that id")
        case .openValue(let value, let id):
            let type = ObjectIdentifier(Swift.type(of: value.base))
            if let index = descriptions.firstIndex(where: { $0.valueType == type && (id == nil || $0.id == id) }) {
                return (index, value)
            }
            log.error("openWindow(value: \(value.base)): the app has no WindowGroup(for: \(Swift.type(of: value.base)).self)")
        case .openSettings:
            if let index = descriptions.firstIndex(where: { $0.kind == .settings }) { return (index, nil) }
            log.error("openSettings(): the app has no Settings scene")
        case .dismiss, .showKeyboardShortcuts, .showAbout:
            break
        }
        return nil
    }

}

/// The windows of an app's scenes, each with the app's commands; the first scene's (other than
/// settings) open at launch.
@MainActor
package func appWindows<S: Scene>(of scene: S) -> [WindowDescription] {
    var windows = windows(of: scene)
    let commands = windows.flatMap(\.commands)
    let hasSettings = windows.contains { $0.kind == .settings }
    let first = windows.firstIndex { $0.kind != .settings }
    for index in windows.indices {
        windows[index].commands = commands
        windows[index].hasSettings = hasSettings
        windows[index].opensAtLaunch = index == first
    }
    return windows
}

/// A scene Gnomon understands directly.
@MainActor
protocol PrimitiveScene: Scene {
    func windows() -> [WindowDescription]
}

/// The windows `scene` opens at launch.
@MainActor
package func windows<S: Scene>(of scene: S) -> [WindowDescription] {
    if let primitive = scene as? any PrimitiveScene {
        return primitive.windows()
    }
    return windows(of: scene.body)
}

/// The windows `scene` opens, each changed by `change`: what a scene modifier does.
@MainActor
func windows<S: Scene>(of scene: S, changing change: (inout WindowDescription) -> Void) -> [WindowDescription] {
    windows(of: scene).map { window in
        var window = window
        change(&window)
        return window
    }
}

extension _TupleScene: PrimitiveScene {
    func windows() -> [WindowDescription] {
        var result: [WindowDescription] = []
        for scene in repeat each scenes {
            result += GnomonCore.windows(of: scene)
        }
        return result
    }
}

extension Never: PrimitiveScene {
    func windows() -> [WindowDescription] {
        switch self {}
    }
}

/// A scene whose windows `change` sets something of: what the scene modifiers make
/// (`defaultSize`, `windowResizability`, `stylesheet`).
public struct _WindowSettingScene<Content: Scene>: Scene {
    let content: Content
    let change: @MainActor (inout WindowDescription) -> Void
    public typealias Body = Never
}

extension _WindowSettingScene: PrimitiveScene {
    func windows() -> [WindowDescription] {
        GnomonCore.windows(of: content, changing: change)
    }
}
