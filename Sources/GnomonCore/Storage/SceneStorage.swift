import Foundation

/// A value kept per window, as SwiftUI's: each window of a scene has its own, and gets it back
/// when the app is launched again (see `SceneStates`). Outside a scene's window it is a
/// view's own state, not kept.
///
/// ```swift
/// struct ContentView: View {
///     @SceneStorage("selectedTab") private var selectedTab = 0
///     var body: some View {
///         TabView(selection: $selectedTab) { … }
///     }
/// }
/// ```
///
/// It keeps the kinds of value `@AppStorage` keeps; a value of another type in the storage
/// reads as the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: PropertyListCodec<Value>
    /// The window's state, once the view is mounted.
    private var state: SceneState?

    init(key: String, defaultValue: Value, codec: PropertyListCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    /// The window's value, or the default if it has none (or one of another type).
    public var wrappedValue: Value {
        get { location?.get() ?? defaultValue }
        nonmutating set {
            guard let location else {
                log.warning("SceneStorage(\"\(key)\") was written before its view was mounted; the write is ignored")
                return
            }
            location.set(newValue)
        }
    }

    /// A binding to the window's value: `TabView(selection: $selectedTab)`.
    public var projectedValue: Binding<Value> {
        location.map { Binding(location: $0) } ?? .constant(defaultValue)
    }

    private var location: PropertyListLocation<Value>? {
        state.map { PropertyListLocation(key: key, defaultValue: defaultValue, codec: codec, store: $0) }
    }
}

extension SceneStorage: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: SceneStorage<Value>.self)
        let node: Node = storage.owner
        let windowState = EnvironmentValues.reading(as: node) { node.environment.sceneState }
        // Outside a scene's window, a state of the view's own.
        let own = storage.nextSlot { SceneState(scene: nil) }
        property.pointee.state = windowState ?? own
    }
}

extension SceneStorage: CustomViewEquality {
    /// The same key: what the view reads is the window's, not the value's.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee.key == rhs.assumingMemoryBound(to: Self.self).pointee.key
    }
}

private struct SceneStateKey: EnvironmentKey {
    static var defaultValue: SceneState? { nil }
}

extension EnvironmentValues {
    /// The `@SceneStorage` values of the window the views are in; nil outside a scene's window.
    var sceneState: SceneState? {
        get { self[SceneStateKey.self] }
        set { self[SceneStateKey.self] = newValue }
    }
}

// SwiftUI's initializers, as `AppStorage`'s.
extension SceneStorage {
    /// A value under `key`: `@SceneStorage("selectedTab") var selectedTab = 0`.
    public init(wrappedValue: Value, _ key: String) where Value: PropertyListValue {
        self.init(key: key, defaultValue: wrappedValue, codec: .plain)
    }

    /// An enum with `Int` raw values under `key`, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(Int.self))
    }

    /// An enum with `String` raw values under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .raw(String.self))
    }

    /// An optional value under `key`: `@SceneStorage("draft") var draft: String?`.
    public init<Stored: PropertyListValue>(_ key: String) where Value == Stored? {
        self.init(key: key, defaultValue: nil, codec: .optional(Stored.self))
    }

    /// An optional enum with `Int` raw values under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self, Int.self))
    }

    /// An optional enum with `String` raw values under `key`.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self, String.self))
    }
}
