import Foundation

/// How a value is kept in `UserDefaults`: the property-list object it is stored as, and back.
/// `encode` returning nil removes the key (an optional set to nil).
struct PropertyListCodec<Value> {
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
}

/// Where `@AppStorage` (a `UserDefaults`) and `@SceneStorage` (a window's `SceneState`) keep
/// their values: property-list objects by key. A read records the evaluation that reads the
/// key; a write (nil removes the key) updates those readers.
protocol PropertyListStorage: AnyObject {
    func storedValue(forKey key: String) -> Any?
    func store(_ value: Any?, forKey key: String)
}

/// Where a storage property reads and writes: one key of its storage, through the codec of
/// its value. Used on the main actor, as every location, hence `@unchecked Sendable`.
final class PropertyListLocation<Value>: AnyLocation<Value>, @unchecked Sendable {
    private let key: String
    private let defaultValue: Value
    private let codec: PropertyListCodec<Value>
    private let store: any PropertyListStorage

    init(key: String, defaultValue: Value, codec: PropertyListCodec<Value>, store: any PropertyListStorage) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        self.store = store
    }

    /// The stored value, or the default if there is none (or one of another type).
    override func get() -> Value {
        store.storedValue(forKey: key).flatMap(codec.decode) ?? defaultValue
    }

    override func set(_ value: Value) {
        store.store(codec.encode(value), forKey: key)
    }

    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? PropertyListLocation<Value> else { return false }
        return key == other.key && store === other.store
    }
}

/// A value `@AppStorage` and `@SceneStorage` keep as it is, as a property-list object:
/// `Bool`, `Int`, `Double`, `String`, `Data`, `Date`, and `URL` (as its absolute string).
///
/// ```swift
/// @AppStorage("fontSize") var fontSize = 13.0   // a Double, kept as a number
/// ```
public protocol PropertyListValue {
    /// The value the store's object is, or nil if it is of another type.
    static func fromPropertyList(_ object: Any) -> Self?
    /// The object the store keeps.
    var propertyListObject: Any { get }
}

extension Bool: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> Bool? { (object as? NSNumber)?.boolValue }
    public var propertyListObject: Any { self }
}

extension Int: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> Int? { (object as? NSNumber)?.intValue }
    public var propertyListObject: Any { self }
}

extension Double: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> Double? { (object as? NSNumber)?.doubleValue }
    public var propertyListObject: Any { self }
}

extension String: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> String? { object as? String }
    public var propertyListObject: Any { self }
}

extension Data: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> Data? { object as? Data }
    public var propertyListObject: Any { self }
}

extension Date: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> Date? { object as? Date }
    public var propertyListObject: Any { self }
}

extension URL: PropertyListValue {
    public static func fromPropertyList(_ object: Any) -> URL? { (object as? String).flatMap(URL.init(string:)) }
    public var propertyListObject: Any { absoluteString }
}

extension PropertyListCodec where Value: PropertyListValue {
    static var plain: PropertyListCodec { PropertyListCodec(decode: Value.fromPropertyList, encode: { $0.propertyListObject }) }
}

extension PropertyListCodec {
    static func optional<Wrapped: PropertyListValue>(_ wrapped: Wrapped.Type) -> PropertyListCodec where Value == Wrapped? {
        PropertyListCodec(decode: { Wrapped.fromPropertyList($0) }, encode: { $0?.propertyListObject })
    }

    static func raw<Raw: PropertyListValue>(_ raw: Raw.Type) -> PropertyListCodec where Value: RawRepresentable, Value.RawValue == Raw {
        PropertyListCodec(decode: { Raw.fromPropertyList($0).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue.propertyListObject })
    }

    static func optionalRaw<Wrapped: RawRepresentable, Raw: PropertyListValue>(_ wrapped: Wrapped.Type, _ raw: Raw.Type) -> PropertyListCodec
    where Value == Wrapped?, Wrapped.RawValue == Raw {
        PropertyListCodec(decode: { Raw.fromPropertyList($0).flatMap(Wrapped.init(rawValue:)) }, encode: { $0?.rawValue.propertyListObject })
    }
}

// SwiftUI's initializers: a value kept as it is, an enum kept as its raw value, and their
// optionals (nil when the store holds nothing under the key; setting nil removes it).
extension AppStorage {
    /// A value under `key`: `@AppStorage("showsPreview") var showsPreview = true`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: PropertyListValue {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// An enum with `Int` raw values under `key`, kept as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(Int.self))
    }

    /// An enum with `String` raw values under `key`: `@AppStorage("theme") var theme = Theme.system`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(String.self))
    }

    /// An optional value under `key`: `@AppStorage("username") var username: String?`.
    public init<Stored: PropertyListValue>(_ key: String, store: UserDefaults? = nil) where Value == Stored? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Stored.self))
    }

    /// An optional enum with `Int` raw values under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optionalRaw(R.self, Int.self))
    }

    /// An optional enum with `String` raw values under `key`.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optionalRaw(R.self, String.self))
    }
}
