import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why `UserFile` could not write a file, in words a person reads: the system's reason and
/// where, never an error domain and a number.
///
/// ```swift
/// catch let error as UserFileError {
///     banner = error.localizedDescription   // "Could not save “notes.json” in /home/ada/Notes: No space left on device"
/// }
/// ```
public struct UserFileError: LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// The file that was to be written.
    public let url: URL
    /// The system's error number (`ENOSPC`, `EACCES`, …).
    public let code: Int32

    init(url: URL, errno code: Int32) {
        self.url = url
        self.code = code
    }

    /// The system's words for `code`: "Permission denied".
    public var reason: String {
        String(cString: strerror(code))
    }

    public var errorDescription: String? {
        "Could not save “\(url.lastPathComponent)” in \(url.deletingLastPathComponent().path): \(reason)"
    }

    public var failureReason: String? { reason }

    /// The words, as logs print them.
    public var description: String { errorDescription ?? reason }
}
