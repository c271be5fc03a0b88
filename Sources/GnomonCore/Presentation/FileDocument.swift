import Foundation

/// A document `fileExporter` writes: how it is read from a file and written to one.
///
/// ```swift
/// struct NotesExport: FileDocument {
///     static var readableContentTypes: [UTType] { [.json] }
///     var notes: [Note]
///     init(notes: [Note]) { self.notes = notes }
///     init(configuration: ReadConfiguration) throws {
///         notes = try JSONDecoder().decode([Note].self, from: configuration.file.regularFileContents ?? Data())
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: try JSONEncoder().encode(notes))
///     }
/// }
/// ```
public protocol FileDocument {
    /// The types it reads.
    static var readableContentTypes: [UTType] { get }
    /// The types it writes; by default, those it reads.
    static var writableContentTypes: [UTType] { get }

    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from: the file, and its type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

/// What a document is written as: the type, and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// The contents of a file, as a document reads and writes them (Foundation on Linux has no
/// `FileWrapper`; this is the part documents use: a regular file's bytes).
///
/// ```swift
/// FileWrapper(regularFileWithContents: Data("Hello".utf8))
/// ```
public final class FileWrapper {
    /// The file's bytes.
    public let regularFileContents: Data?
    /// The name it would like to be saved under.
    public var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
    }
}
