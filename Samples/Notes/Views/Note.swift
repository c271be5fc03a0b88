import Foundation

/// One note: a title and a body, and when it last changed.
public struct Note: Identifiable, Codable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var body: String
    public var modified: Date

    public init(id: UUID = UUID(), title: String = "", body: String = "", modified: Date = Date()) {
        self.id = id
        self.title = title
        self.body = body
        self.modified = modified
    }

    /// The title the list and the window show: the note's own, or "Untitled".
    public var displayTitle: String { title.isEmpty ? "Untitled" : title }
}
