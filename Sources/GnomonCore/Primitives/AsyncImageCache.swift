import Foundation

#if Networking && canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where `AsyncImage`'s pictures come from: each URL loaded once while the app runs, into a file
/// in the app's cache folder (`$XDG_CACHE_HOME/<application id>/images`, written whole), which
/// the picture then shows. Loads of one URL at once share one request; a failed load is not
/// kept, so the next view to ask tries again. `file:` URLs are read where they are.
///
/// ```swift
/// let path = try await AsyncImageCache.shared.file(for: url)
/// ```
@MainActor
final class AsyncImageCache {
    static let shared = AsyncImageCache()

    private var files: [URL: String] = [:]
    private var loads: [URL: Task<String, any Error>] = [:]

    /// The file holding the picture at `url`, loaded now if it was not before.
    func file(for url: URL) async throws -> String {
        if let path = files[url] { return path }
        let load = loads[url] ?? Task { try await Self.fetch(url, into: Self.folder) }
        loads[url] = load
        // Each waiter ends here; only the load's own entry goes (a newer one may have come).
        defer { if loads[url] == load { loads[url] = nil } }
        let path = try await load.value
        files[url] = path
        return path
    }

    /// The app's folder for loaded pictures.
    private static var folder: URL {
        AppFolders.cache.appendingPathComponent("images")
    }

    /// Loads the picture at `url` into a file in `folder` (or finds the file a `file:` URL
    /// names); throws if there is none, or what came is not a picture.
    nonisolated private static func fetch(_ url: URL, into folder: URL) async throws -> String {
        if url.isFileURL {
            guard let data = FileManager.default.contents(atPath: url.path) else { throw AsyncImageError.unreadable(url) }
            guard PictureSignature.matches(data) else { throw AsyncImageError.notAPicture(url) }
            return url.path
        }
        #if Networking && canImport(FoundationNetworking)
        let (data, response) = try await URLSession.shared.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw AsyncImageError.status(http.statusCode, url)
        }
        guard PictureSignature.matches(data) else { throw AsyncImageError.notAPicture(url) }
        let file = folder.appendingPathComponent(cacheName(of: url))
        try UserFile.write(data, to: file)
        return file.path
        #else
        throw AsyncImageError.noNetworking(url)
        #endif
    }

    /// A file name for `url`, the same in every run: a 64-bit FNV-1a hash of it, with its
    /// extension.
    nonisolated static func cacheName(of url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let name = String(hash, radix: 16)
        return url.pathExtension.isEmpty ? name : name + "." + url.pathExtension
    }
}

/// Why an `AsyncImage` could not load its picture.
public enum AsyncImageError: Error, CustomStringConvertible {
    case unreadable(URL)
    case notAPicture(URL)
    case status(Int, URL)
    case noNetworking(URL)

    public var description: String {
        switch self {
        case .unreadable(let url): "no readable file at \(url.path)"
        case .notAPicture(let url): "what \(url) holds is not a picture"
        case .status(let status, let url): "the server answered \(status) for \(url)"
        case .noNetworking(let url): "\(url) needs URLSession, which this app is built without (turn on Gnomon's Networking trait)"
        }
    }
}

/// Whether data starts as a picture GdkPixbuf reads does: PNG, JPEG, GIF, WebP, BMP, TIFF, ICO
/// or SVG.
enum PictureSignature {
    static func matches(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47]) || starts([0xFF, 0xD8, 0xFF]) || starts(Array("GIF8".utf8)) || starts(Array("BM".utf8))
            || starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) || starts([0x00, 0x00, 0x01, 0x00])
            || starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8)
        {
            return true
        }
        let text = String(decoding: data.prefix(512), as: UTF8.self)
        return text.contains("<svg")
    }
}
