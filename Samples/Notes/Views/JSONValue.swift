import Foundation

/// Any JSON value, kept as it was read: what Notes does not know in its file (a key a newer
/// version wrote, a note it cannot read) is written back unchanged, never dropped.
///
/// ```swift
/// let extra = try JSONDecoder().decode([String: JSONValue].self, from: data)
/// ```
public enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

/// Coding keys by any name: for reading the keys a type does not know.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The values of the keys not in `known`.
    func values(except known: Set<String>) throws -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for key in allKeys where !known.contains(key.stringValue) {
            values[key.stringValue] = try decode(JSONValue.self, forKey: key)
        }
        return values
    }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
    mutating func encode(_ values: [String: JSONValue]) throws {
        for (key, value) in values { try encode(value, forKey: AnyCodingKey(stringValue: key)) }
    }
}
