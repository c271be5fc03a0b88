import Foundation

/// How a value is kept in `UserDefaults`: the property-list object it is stored as, and back.
/// `encode` returning nil removes the key (an optional set to nil).
struct PropertyListCodec<Value> {
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
}

/// A value `@AppStorage` keeps as it is, as a property-list object.
protocol PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Self?
    var propertyListObject: Any { get }
}

extension Bool: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Bool? { (object as? NSNumber)?.boolValue }
    var propertyListObject: Any { self }
}

extension Int: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Int? { (object as? NSNumber)?.intValue }
    var propertyListObject: Any { self }
}

extension Double: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Double? { (object as? NSNumber)?.doubleValue }
    var propertyListObject: Any { self }
}

extension String: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> String? { object as? String }
    var propertyListObject: Any { self }
}

extension Data: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Data? { object as? Data }
    var propertyListObject: Any { self }
}

extension Date: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> Date? { object as? Date }
    var propertyListObject: Any { self }
}

/// A URL is kept as its absolute string.
extension URL: PropertyListValue {
    static func fromPropertyList(_ object: Any) -> URL? { (object as? String).flatMap(URL.init(string:)) }
    var propertyListObject: Any { absoluteString }
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

// SwiftUI's initializers, one per kind of value it keeps.
extension AppStorage {
    /// A `Bool` under `key`: `@AppStorage("showsPreview") var showsPreview = true`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// An `Int` under `key`: `@AppStorage("launches") var launches = 0`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// A `Double` under `key`: `@AppStorage("fontSize") var fontSize = 13.0`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// A `String` under `key`: `@AppStorage("name") var name = ""`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// A `URL` under `key`, kept as its absolute string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// `Data` under `key`: `@AppStorage("avatar") var avatar = Data()`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plain)
    }

    /// A `Date` under `key`: `@AppStorage("lastSync") var lastSync = Date.distantPast`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
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
}

// The optionals: nil when the store holds nothing under the key; setting nil removes it.
extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional `Bool` under `key`: `@AppStorage("agreed") var agreed: Bool?`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Bool.self))
    }

    /// An optional `Int` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Int.self))
    }

    /// An optional `Double` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Double.self))
    }

    /// An optional `String` under `key`: `@AppStorage("username") var username: String?`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(String.self))
    }

    /// An optional `URL` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(URL.self))
    }

    /// Optional `Data` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Data.self))
    }

    /// An optional `Date` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(Date.self))
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
