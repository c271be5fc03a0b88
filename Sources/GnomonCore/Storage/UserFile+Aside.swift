import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension UserFile {
    /// Moves a file that could not be read out of the way, to `<name>.unreadable-<seconds
    /// since 1970>` beside it (with `-1` to `-9` if that is taken), so that writing a new one
    /// never overwrites what the user may still recover; returns where it went.
    ///
    /// ```swift
    /// let aside = try UserFile.moveAside(notesURL)   // …/notes.json.unreadable-1764200000
    /// ```
    public static func moveAside(_ url: URL, now: Date = Date()) throws(UserFileError) -> URL {
        let name = "\(url.lastPathComponent).unreadable-\(Int(now.timeIntervalSince1970))"
        // A file moved aside earlier in the same second is kept too: the new one takes a number.
        for attempt in 0..<10 {
            let aside = url.deletingLastPathComponent().appendingPathComponent(attempt == 0 ? name : "\(name)-\(attempt)")
            // A hard link fails if the name is taken, where a rename would replace it.
            if link(url.path, aside.path) == 0 {
                unlink(url.path)
                return aside
            }
            if errno == EEXIST { continue }
            // A file system without hard links: the name was free a moment ago.
            if access(aside.path, F_OK) != 0 && rename(url.path, aside.path) == 0 { return aside }
            throw UserFileError(url: url, errno: errno)
        }
        throw UserFileError(url: url, errno: EEXIST)
    }
}
