import Foundation

/// One note: a title and a body, and when it last changed.
public struct Note: Identifiable, Codable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var body: String
    public var modified: Date
    /// What the file held for the note under keys Notes does not know, written back as it was.
    var unknown: [String: JSONValue] = [:]

    public init(id: UUID = UUID(), title: String = "", body: String = "", modified: Date = Date()) {
        self.id = id
        self.title = title
        self.body = body
        self.modified = modified
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, body, modified
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        body = try container.decode(String.self, forKey: .body)
        modified = try container.decode(Date.self, forKey: .modified)
        unknown = try decoder.container(keyedBy: AnyCodingKey.self).values(except: Set(CodingKeys.allCases.map(\.rawValue)))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(body, forKey: .body)
        try container.encode(modified, forKey: .modified)
        var others = encoder.container(keyedBy: AnyCodingKey.self)
        try others.encode(unknown)
    }

    /// The title the list and the window show: the note's own, or "Untitled".
    public var displayTitle: String { title.isEmpty ? "Untitled" : title }
}
