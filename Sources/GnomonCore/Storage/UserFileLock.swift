import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension UserFile {
    /// Who may write a user's file while an app runs: one process at a time. A second instance
    /// of an app on the same data (in another session, or with no session bus to make it one
    /// instance) finds the file taken and opens it read-only, instead of the last writer
    /// silently wiping out the other's changes.
    ///
    /// The lock is `flock` on a file beside the data (`.<name>.lock`, which is never replaced,
    /// unlike the data file each write renames over). The kernel drops it when the process ends,
    /// however it ends, so a crash leaves no stale lock.
    ///
    /// ```swift
    /// switch try UserFile.Lock.acquire(for: notesURL) {
    /// case .acquired(let lock): self.lock = lock          // hold it while the app runs
    /// case .heldElsewhere: isReadOnly = true              // say so, and change nothing
    /// }
    /// ```
    public final class Lock: Sendable {
        /// What asking for the lock found.
        public enum Outcome: Sendable {
            /// This process may write the file while it holds `Lock`.
            case acquired(Lock)
            /// Another process holds it.
            case heldElsewhere
        }

        private let descriptor: Int32

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit {
            close(descriptor)  // releases the lock
        }

        /// Takes the lock on `url`'s file, making its folder if needed; throws if the lock file
        /// cannot be opened. `waiting`, it waits for another process to let go (for a short
        /// section, such as one write) instead of finding it held.
        public static func acquire(for url: URL, waiting: Bool = false) throws(UserFileError) -> Outcome {
            let folder = url.deletingLastPathComponent().path
            try makeFolder(folder, for: url)
            let path = "\(folder)/.\(url.lastPathComponent).lock"
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw UserFileError(url: url, errno: errno) }
            while flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
                if waiting && errno == EINTR { continue }
                let code = errno
                close(descriptor)
                guard code == EWOULDBLOCK else { throw UserFileError(url: url, errno: code) }
                return .heldElsewhere
            }
            return .acquired(Lock(descriptor: descriptor))
        }
    }
}
