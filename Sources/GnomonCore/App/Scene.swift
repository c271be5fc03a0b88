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

/// A description of one window a scene opens at launch, for the host that shows it.
package struct WindowDescription {
    package var title: String
    package var defaultSize: (width: Int, height: Int)?
    /// Whether the user can resize the window; nil leaves it to GTK (resizable).
    package var isResizable: Bool?
    /// CSS the app loads for its windows (`Scene.stylesheet(_:)`), in order.
    package var stylesheets: [String] = []
    /// Mounts the window's content into `rootWidget` of `host`, in `environment`; a test host
    /// has the graph record its mutations.
    package var mount:
        @MainActor (_ host: any Host, _ rootWidget: HostWidget, _ environment: EnvironmentValues, _ recordMutations: Bool) ->
            ViewGraph
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
