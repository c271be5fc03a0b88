import Foundation

/// A value kept in the app's `UserDefaults` under a key, as SwiftUI's: it survives a relaunch,
/// and a change shows at once in every view and window that reads the key.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("showsPreview") private var showsPreview = true
///     @AppStorage("fontSize") private var fontSize = 13.0
///     var body: some View {
///         Toggle("Show Preview", isOn: $showsPreview)
///     }
/// }
/// ```
///
/// The store is `UserDefaults.standard`, kept in `~/.config/<app id>/defaults.plist` (see
/// `defaultAppStorage(_:)` for another). It holds `Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data` and `Date` values, `RawRepresentable` ones whose raw value is an `Int` or a
/// `String`, and optionals of each (nil removes the key). A value of the wrong type in the
/// store reads as the default.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let codec: PropertyListCodec<Value>
    private let explicitStore: UserDefaults?
    /// The environment's `defaultAppStorage`, when the view is mounted.
    private var environmentStore: UserDefaults?

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: PropertyListCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.codec = codec
    }

    private var location: PropertyListLocation<Value> {
        PropertyListLocation(
            key: key, defaultValue: defaultValue, codec: codec,
            store: explicitStore ?? environmentStore ?? AppDefaults.standardStore)
    }

    /// The value in the store, or the default if it holds none (or one of another type).
    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    /// A binding to the value in the store: `Toggle("Show Preview", isOn: $showsPreview)`.
    public var projectedValue: Binding<Value> {
        Binding(location: location)
    }
}

extension AppStorage: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: AppStorage<Value>.self)
        let node: Node = storage.owner
        property.pointee.environmentStore = EnvironmentValues.reading(as: node) { node.environment.defaultAppStorage }
    }
}

extension AppStorage: CustomViewEquality {
    /// The same key in the same store: what the view reads is the store's, not the value's.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let lhs = lhs.assumingMemoryBound(to: Self.self).pointee
        let rhs = rhs.assumingMemoryBound(to: Self.self).pointee
        return lhs.key == rhs.key && lhs.explicitStore === rhs.explicitStore
    }
}

/// A `UserDefaults` as `@AppStorage` reads and writes it: reads record the evaluation as a
/// reader of the key; writes update the key's readers and, for the standard store, schedule
/// the file's write.
extension UserDefaults: PropertyListStorage {
    func storedValue(forKey key: String) -> Any? {
        // Off the main actor (an object's `@AppStorage` read from a task) no evaluation reads.
        // (A `UserDefaults` is thread-safe; Foundation on Linux does not say it is Sendable.)
        nonisolated(unsafe) let store = self
        if MainActor.isCurrent { MainActor.assumeIsolatedUnchecked { AppStorageReaders.recordRead(key, in: store) } }
        return object(forKey: key)
    }

    func store(_ value: Any?, forKey key: String) {
        if let value {
            set(value, forKey: key)
        } else {
            removeObject(forKey: key)
        }
        // Off the main actor (an object's `@AppStorage` written from a task), the readers hear
        // of it on the main actor's next turn.
        nonisolated(unsafe) let store = self
        if MainActor.isCurrent {
            MainActor.assumeIsolatedUnchecked { store.changed(key) }
        } else {
            Task { @MainActor in store.changed(key) }
        }
    }

    @MainActor private func changed(_ key: String) {
        AppStorageReaders.changed(key, in: self)
        if self === UserDefaults.standard { AppDefaults.shared.scheduleWrite() }
    }
}

/// The evaluations that read each key of each store, to update when it changes.
@MainActor
enum AppStorageReaders {
    private struct StoreKey: Hashable {
        let store: ObjectIdentifier
        let key: String
    }

    private static var readers: [StoreKey: Dependents] = [:]

    static func recordRead(_ key: String, in store: UserDefaults) {
        guard DependencyTracking.current != nil else { return }
        readers[StoreKey(store: ObjectIdentifier(store), key: key), default: Dependents()].recordRead()
    }

    static func changed(_ key: String, in store: UserDefaults) {
        readers[StoreKey(store: ObjectIdentifier(store), key: key)]?.invalidate(because: "@AppStorage(\"\(key)\")", owner: nil)
    }
}

extension AppDefaults {
    /// `UserDefaults.standard`, with the app's file loaded into it (on the main actor, where
    /// views read it).
    nonisolated static var standardStore: UserDefaults {
        MainActor.assumeIsolated { _ = shared }
        return .standard
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` uses when it names none; nil for `UserDefaults.standard`.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store the `@AppStorage` of this view and everything inside it use when they name
    /// none.
    ///
    /// ```swift
    /// SettingsView().defaultAppStorage(UserDefaults(suiteName: "org.example.App.shared")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
