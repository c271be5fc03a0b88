import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension UserFile {
    /// Moves a file that could not be read out of the way, to `<name>.unreadable-<seconds
    /// since 1970>` beside it, so that writing a new one never overwrites what the user may
    /// still recover; returns where it went.
    ///
    /// ```swift
    /// let aside = try UserFile.moveAside(notesURL)   // …/notes.json.unreadable-1764200000
    /// ```
    public static func moveAside(_ url: URL, now: Date = Date()) throws(UserFileError) -> URL {
        let aside = url.deletingLastPathComponent().appendingPathComponent(
            "\(url.lastPathComponent).unreadable-\(Int(now.timeIntervalSince1970))")
        guard rename(url.path, aside.path) == 0 else { throw UserFileError(url: url, errno: errno) }
        return aside
    }
}
