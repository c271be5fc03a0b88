import Foundation
import Gnomon

/// The notes as a file to export and import: the notes file's own JSON.
public struct NotesDocument: FileDocument {
    public static var readableContentTypes: [UTType] { [.json] }

    public var notes: [Note]

    public init(notes: [Note]) {
        self.notes = notes
    }

    init(data: Data) throws {
        notes = try JSONDecoder.notes.decode(NotesFile.Contents.self, from: data).notes
    }

    public init(configuration: ReadConfiguration) throws {
        try self.init(data: configuration.file.regularFileContents ?? Data())
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder.notes.encode(NotesFile.Contents(notes: notes)))
    }
}
