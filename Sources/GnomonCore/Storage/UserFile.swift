import CFileSystem
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes the files a user owns so that no failure loses them: the one writer Gnomon uses for
/// them (`.fileExporter`'s document, an app's own data).
///
/// The data goes to a temporary file beside the target, which is flushed to the disk and then
/// renamed over the target, and the folder is synced, so a crash, a full disk or a power cut
/// leaves either the old file or the new one, whole. The new file keeps the old one's mode
/// (a private `0600` file stays private), owner and extended attributes. A symbolic link is
/// written through, to the file it points to. Temporary files a killed process left beside
/// the target are removed on the next write. A missing folder is made, private (`0700`).
///
/// ```swift
/// do {
///     try UserFile.write(try JSONEncoder().encode(notes), to: notesURL)
/// } catch {
///     problem = error.localizedDescription   // "Could not save “notes.json” in ~/Notes: Permission denied"
/// }
/// ```
public enum UserFile {
    /// Replaces the file at `url` (or the file it links to) with `data`, or leaves it as it was
    /// and throws what went wrong.
    public static func write(_ data: Data, to url: URL) throws(UserFileError) {
        let target = try resolvingLinks(url.path, for: url)
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        try makeFolder(folder, for: url)
        removeStaleTemporaries(of: name, in: folder)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        guard exists || errno == ENOENT else { throw UserFileError(url: url, errno: errno) }
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, exists ? existing.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else { throw UserFileError(url: url, errno: errno) }
        if exists { keepAttributes(of: target, existing, on: descriptor) }
        let code = writeAll(data, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        guard code == 0, closed == 0 else {
            unlink(temporary)
            throw UserFileError(url: url, errno: code != 0 ? code : closed)
        }
        log.trace("wrote and synced \(temporary)")
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw UserFileError(url: url, errno: code)
        }
        log.trace("renamed \(temporary) to \(target)")
        syncFolder(folder)
    }

    /// The file `path` finally names, following symbolic links (a link to a missing file names
    /// the file it would make).
    private static func resolvingLinks(_ path: String, for url: URL) throws(UserFileError) -> String {
        var path = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0 else {
                guard errno == ENOENT else { throw UserFileError(url: url, errno: errno) }
                return path
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &buffer, buffer.count - 1)
            guard length >= 0 else { throw UserFileError(url: url, errno: errno) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = destination.hasPrefix("/") ? destination : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        throw UserFileError(url: url, errno: ELOOP)
    }

    /// Makes `folder` and those above it that are missing, private to the user.
    static func makeFolder(_ folder: String, for url: URL) throws(UserFileError) {
        var info = stat()
        guard stat(folder, &info) != 0 else { return }
        guard errno == ENOENT else { throw UserFileError(url: url, errno: errno) }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent != folder { try makeFolder(parent, for: url) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw UserFileError(url: url, errno: errno) }
    }

    /// Removes the temporary files beside `name` that processes no longer running left (a
    /// write killed halfway); those of a running process are its write in progress.
    private static func removeStaleTemporaries(of name: String, in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let prefix = ".\(name)."
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let middle = entry.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = middle.split(separator: ".").first.flatMap({ pid_t($0) }), pid != getpid() else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink("\(folder)/\(entry)") == 0 { log.info("removed \(folder)/\(entry), left by a write that did not finish") }
        }
    }

    /// Gives the new file the old one's mode, owner and extended attributes, as far as the
    /// user may (only the superuser gives a file away); what cannot be kept is logged.
    private static func keepAttributes(of target: String, _ existing: stat, on descriptor: Int32) {
        if fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
            log.warning("\(target): its mode could not be kept (\(String(cString: strerror(errno))))")
        }
        if existing.st_uid != getuid() || existing.st_gid != getgid(), fchown(descriptor, existing.st_uid, existing.st_gid) != 0 {
            log.warning("\(target): its owner could not be kept (\(String(cString: strerror(errno))))")
        }
        let size = listxattr(target, nil, 0)
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let length = listxattr(target, &names, size)
        guard length > 0 else { return }
        for name in names[..<length].split(separator: 0).map({ String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }) {
            let valueSize = getxattr(target, name, nil, 0)
            guard valueSize >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: valueSize)
            let copied = valueSize == 0 ? 0 : getxattr(target, name, &value, valueSize)
            if copied < 0 || fsetxattr(descriptor, name, value, copied, 0) != 0 {
                log.warning("\(target): its attribute \(name) could not be kept (\(String(cString: strerror(errno))))")
            }
        }
    }

    /// Writes all of `data` and flushes it to the disk; the error number if either fails.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        let failure: Int32 = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
        guard failure == 0 else { return failure }
        return fsync(descriptor) == 0 ? 0 : errno
    }

    /// Flushes the folder's entry for the renamed file to the disk; a folder that cannot be
    /// opened or synced (some file systems refuse) leaves the rename as the kernel keeps it.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        if fsync(descriptor) == 0 { log.trace("synced \(folder)") }
    }
}
