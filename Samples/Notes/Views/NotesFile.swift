import Foundation
import Gnomon
import Logging

/// The file the notes live in, `notes.json` in the app's data directory
/// (`$XDG_DATA_HOME/<app id>/`, `~/.local/share/<app id>/` by default).
///
/// Saving writes through `UserFile`, so a crash, a full disk or a power cut mid-write leaves the
/// previous notes whole. A file that cannot be read or decoded is moved aside
/// (`notes.json.unreadable-<time>`) and never written over; while it cannot be moved, nothing
/// is saved.
public struct NotesFile: Sendable {
    /// What the file holds. What Notes cannot read in it (a note with a missing or mistyped
    /// field) and the keys it does not know are kept and written back as they were.
    public struct Contents: Codable, Equatable, Sendable {
        public var notes: [Note]
        /// Whether the list is sorted by title rather than by last change.
        public var sortsByTitle: Bool
        /// The notes that could not be read, as the file held them.
        public internal(set) var unreadableNotes: [JSONValue] = []
        var unknown: [String: JSONValue] = [:]

        public init(notes: [Note] = [], sortsByTitle: Bool = false) {
            self.notes = notes
            self.sortsByTitle = sortsByTitle
        }

        /// These contents with other notes and sort order, keeping what was not understood.
        func with(notes: [Note], sortsByTitle: Bool) -> Contents {
            var contents = self
            contents.notes = notes
            contents.sortsByTitle = sortsByTitle
            return contents
        }

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case notes, sortsByTitle
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            notes = []
            for slot in try container.decode([NoteSlot].self, forKey: .notes) {
                switch slot {
                case .read(let note): notes.append(note)
                case .unreadable(let value): unreadableNotes.append(value)
                }
            }
            sortsByTitle = try container.decodeIfPresent(Bool.self, forKey: .sortsByTitle) ?? false
            unknown = try decoder.container(keyedBy: AnyCodingKey.self).values(except: Set(CodingKeys.allCases.map(\.rawValue)))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var list = container.nestedUnkeyedContainer(forKey: .notes)
            for note in notes { try list.encode(note) }
            for note in unreadableNotes { try list.encode(note) }
            try container.encode(sortsByTitle, forKey: .sortsByTitle)
            var others = encoder.container(keyedBy: AnyCodingKey.self)
            try others.encode(unknown)
        }
    }

    /// One note of the file: read, or kept as it was.
    private enum NoteSlot: Decodable {
        case read(Note)
        case unreadable(JSONValue)

        init(from decoder: any Decoder) throws {
            if let note = try? Note(from: decoder) {
                self = .read(note)
            } else {
                self = .unreadable(try JSONValue(from: decoder))
            }
        }
    }

    /// What loading found.
    public enum LoadResult: Equatable, Sendable {
        /// The notes, from the file or new (no file yet).
        case loaded(Contents)
        /// The file could not be read; it was moved to `keptAside`. Saving starts a new file.
        case keptAside(URL, reason: String)
        /// The file could not be read, nor moved aside (or another instance has it): nothing is
        /// saved over it.
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

    /// Reads the notes; a file that cannot be read is moved aside, unless `movingAside` is
    /// false (another instance owns the file): then it is `unusable` and left where it is.
    public func load(now: Date = Date(), movingAside: Bool = true) -> LoadResult {
        guard FileManager.default.fileExists(atPath: url.path) else { return .loaded(Contents()) }
        let reason: String
        do {
            let data = Self.replacingLoneSurrogates(in: try Data(contentsOf: url))
            return .loaded(try JSONDecoder.notes.decode(Contents.self, from: data))
        } catch let error as DecodingError {
            reason = "it is not a notes file (\(Self.describe(error)))"
        } catch {
            reason = "it could not be read (\(error.localizedDescription))"
        }
        guard movingAside else { return .unusable(reason: reason + "; another instance of Notes has it") }
        do {
            return .keptAside(try UserFile.moveAside(url, now: now), reason: reason)
        } catch {
            return .unusable(reason: reason + "; it could not be moved aside either (\(error.reason))")
        }
    }

    /// Writes `contents` through Gnomon's `UserFile`: the old file is replaced whole, keeping
    /// its mode, link and attributes, or left as it was; a failure says why in words.
    public func save(_ contents: Contents) throws {
        try UserFile.write(try JSONEncoder.notes.encode(contents), to: url)
    }

    /// `data` with each escaped lone surrogate (`\ud800` not followed by its pair), which
    /// JSON's decoder rejects with the whole file, escaped as U+FFFD instead: the text shows
    /// "�" where the broken character was, and every note loads.
    static func replacingLoneSurrogates(in data: Data) -> Data {
        var bytes = [UInt8](data)
        func unit(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            return UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
        }
        var index = 0
        var replaced = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            guard let code = unit(at: index) else {
                index += 2  // another escape: \\, \", \n…
                continue
            }
            if (0xD800...0xDBFF).contains(code), let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                index += 12  // a pair
                continue
            }
            if (0xD800...0xDFFF).contains(code) {
                bytes.replaceSubrange((index + 2)..<(index + 6), with: Array("fffd".utf8))
                replaced += 1
            }
            index += 6
        }
        if replaced > 0 { Logger(label: "Notes").warning("the notes file holds \(replaced) broken characters; they show as �") }
        return replaced > 0 ? Data(bytes) : data
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
