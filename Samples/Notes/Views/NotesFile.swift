import Foundation
import Gnomon

/// The file the notes live in, `notes.json` in the app's data directory
/// (`$XDG_DATA_HOME/<app id>/`, `~/.local/share/<app id>/` by default).
///
/// Saving writes through `UserFile`, so a crash, a full disk or a power cut mid-write leaves the
/// previous notes whole. A file that cannot be read or decoded
/// is moved aside (`notes.json.unreadable-<time>`) and never written over; if it cannot even be
/// moved, nothing is saved at all.
public struct NotesFile: Sendable {
    /// What the file holds.
    public struct Contents: Codable, Equatable, Sendable {
        public var notes: [Note]
        /// Whether the list is sorted by title rather than by last change.
        public var sortsByTitle: Bool

        public init(notes: [Note] = [], sortsByTitle: Bool = false) {
            self.notes = notes
            self.sortsByTitle = sortsByTitle
        }
    }

    /// What loading found.
    public enum LoadResult: Equatable, Sendable {
        /// The notes, from the file or new (no file yet).
        case loaded(Contents)
        /// The file could not be read; it was moved to `keptAside`. Saving starts a new file.
        case keptAside(URL, reason: String)
        /// The file could not be read, nor moved aside: saving is off so it is not lost.
        case unusable(reason: String)
    }

    public let url: URL

    public init(directory: URL) {
        url = directory.appendingPathComponent("notes.json")
    }

    /// The data directory of the app `appID`: `$XDG_DATA_HOME/<appID>`, or
    /// `~/.local/share/<appID>`.
    public static func dataDirectory(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return base.appendingPathComponent(appID)
    }

    public func load(now: Date = Date()) -> LoadResult {
        guard FileManager.default.fileExists(atPath: url.path) else { return .loaded(Contents()) }
        let reason: String
        do {
            let data = try Data(contentsOf: url)
            return .loaded(try JSONDecoder.notes.decode(Contents.self, from: data))
        } catch let error as DecodingError {
            reason = "it is not a notes file (\(Self.describe(error)))"
        } catch {
            reason = "it could not be read (\(error.localizedDescription))"
        }
        let aside = url.deletingLastPathComponent().appendingPathComponent(
            "notes.json.unreadable-\(Int(now.timeIntervalSince1970))")
        guard rename(url.path, aside.path) == 0 else {
            return .unusable(reason: reason + "; it could not be moved aside either (\(String(cString: strerror(errno))))")
        }
        return .keptAside(aside, reason: reason)
    }

    /// Writes `contents` through Gnomon's `UserFile`: the old file is replaced whole, keeping
    /// its mode, link and attributes, or left as it was; a failure says why in words.
    public func save(_ contents: Contents) throws {
        try UserFile.write(try JSONEncoder.notes.encode(contents), to: url)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            context.debugDescription
        @unknown default:
            "\(error)"
        }
    }
}

extension JSONEncoder {
    /// Notes as JSON people can read: sorted keys, indented, dates in ISO 8601.
    static var notes: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}

extension JSONDecoder {
    static var notes: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
