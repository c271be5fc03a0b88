/// A property's value in the one form both hosts hold, write and print: the shape of a GObject
/// `GValue`, with enums by their GEnum nick.
///
/// A host writes `.int(12)` to whatever integer type the GTK property has, and `.nick("center")`
/// to whatever enum; it reads them back the same way. Gnomon's own values (a drawing, a clip
/// outline), which no GTK property holds, travel as `.object`.
///
/// ```swift
/// PropertyKey.halign.defaultValue == .nick("fill")
/// PropertyValue.string("Hi").description == "\"Hi\""
/// ```
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// An enum value, by its GEnum nick (`center`, `vertical`).
    case nick(String)
    /// A value of Gnomon's own, compared with `==`.
    case object(PropertyObject)
    /// No value: a NULL string or object, or a tri-state flag left unset.
    case null

    /// The value as `dump()` prints it: strings quoted and escaped, enums by their nick, whole
    /// numbers without a fraction, `null` for no value.
    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): value == value.rounded() ? String(Int(value)) : String(value)
        case .string(let value): Self.quote(value)
        case .nick(let nick): nick
        case .object(let object): Self.quote(object.description)
        case .null: "null"
        }
    }

    /// `string` in double quotes, with quotes, backslashes, newlines and tabs escaped.
    static func quote(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// A value of Gnomon's own in a `PropertyValue`: any hashable, printable value, boxed so that
/// property values stay small to copy.
///
/// ```swift
/// PropertyValue.object(PropertyObject(ClipOutline.rectangle))
/// ```
public final class PropertyObject: Hashable, Sendable, CustomStringConvertible {
    public let base: any Hashable & Sendable & CustomStringConvertible

    public init(_ base: some Hashable & Sendable & CustomStringConvertible) {
        self.base = base
    }

    public var description: String { base.description }

    public static func == (lhs: PropertyObject, rhs: PropertyObject) -> Bool {
        lhs === rhs || lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }
}

extension Hashable {
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        (other as? Self) == self
    }
}

/// A Swift type a widget property can have: it converts to and from `PropertyValue`.
///
/// Converting back and forth gives the value's canonical form: a `String?` property reads GTK's
/// `""` as no string, as `Optional<String>` holds it.
///
/// ```swift
/// extension WidgetAlign: WidgetPropertyValue {}   // by its raw value, GTK's nick
/// ```
public protocol WidgetPropertyValue: Hashable, Sendable {
    /// The value as hosts hold it.
    var propertyValue: PropertyValue { get }
    /// The value a host holds; nil if it is not one of this type's.
    static func from(_ propertyValue: PropertyValue) -> Self?
    /// Whether an optional of this type holds no value when it holds this one (an empty string).
    var isAbsent: Bool { get }
}

extension WidgetPropertyValue {
    public var isAbsent: Bool { false }
}

/// An enum whose raw values are GTK's nicks for the same GEnum.
extension WidgetPropertyValue where Self: RawRepresentable, RawValue == String {
    public var propertyValue: PropertyValue { .nick(rawValue) }

    public static func from(_ propertyValue: PropertyValue) -> Self? {
        guard case .nick(let nick) = propertyValue else { return nil }
        return Self(rawValue: nick)
    }
}

extension Bool: WidgetPropertyValue {
    public var propertyValue: PropertyValue { .bool(self) }

    public static func from(_ propertyValue: PropertyValue) -> Bool? {
        guard case .bool(let value) = propertyValue else { return nil }
        return value
    }
}

extension Int: WidgetPropertyValue {
    public var propertyValue: PropertyValue { .int(self) }

    public static func from(_ propertyValue: PropertyValue) -> Int? {
        guard case .int(let value) = propertyValue else { return nil }
        return value
    }
}

extension Double: WidgetPropertyValue {
    public var propertyValue: PropertyValue { .double(self) }

    public static func from(_ propertyValue: PropertyValue) -> Double? {
        guard case .double(let value) = propertyValue else { return nil }
        return value
    }
}

extension String: WidgetPropertyValue {
    /// The string as the host is given it: whole, a NUL byte shown as "␀" (`HostString`).
    public var propertyValue: PropertyValue { .string(HostString.whole(self)) }

    public static func from(_ propertyValue: PropertyValue) -> String? {
        switch propertyValue {
        case .string(let value): value
        case .null: ""  // GTK's NULL for a string that is never absent
        default: nil
        }
    }

    public var isAbsent: Bool { isEmpty }
}

/// No value is `.null`; so is an absent one (`""` for a title: see `isAbsent`).
extension Optional: WidgetPropertyValue where Wrapped: WidgetPropertyValue {
    public var propertyValue: PropertyValue {
        guard let self, !self.isAbsent else { return .null }
        return self.propertyValue
    }

    public static func from(_ propertyValue: PropertyValue) -> Wrapped?? {
        if propertyValue == .null { return .some(nil) }
        guard let value = Wrapped.from(propertyValue) else { return nil }
        return .some(value.isAbsent ? nil : value)
    }
}

extension Axis: WidgetPropertyValue {
    public var propertyValue: PropertyValue { .nick(self == .horizontal ? "horizontal" : "vertical") }

    public static func from(_ propertyValue: PropertyValue) -> Axis? {
        switch propertyValue {
        case .nick("horizontal"): .horizontal
        case .nick("vertical"): .vertical
        default: nil
        }
    }
}

/// A value of Gnomon's own (`DrawingEffect`, `ShapeDrawing`), held as `.object`.
public protocol WidgetPropertyObject: WidgetPropertyValue, CustomStringConvertible {}

extension WidgetPropertyObject {
    public var propertyValue: PropertyValue { .object(PropertyObject(self)) }

    public static func from(_ propertyValue: PropertyValue) -> Self? {
        guard case .object(let object) = propertyValue else { return nil }
        return object.base as? Self
    }
}
