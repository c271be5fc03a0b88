import CFileSystem
import Foundation
import GnomonCore
import GnomonTesting
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// `UserFile` on a real file system: the file replaced whole and durably, keeping what made it
/// the user's (its mode, its link, its attributes), and failures said in words with nothing
/// left half-written.
final class UserFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("user-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode
    }

    func testAMissingFolderIsMadePrivateAndTheFileWritten() throws {
        let url = folder.appendingPathComponent("data/app/notes.json")
        try UserFile.write(Data("first".utf8), to: url)
        try UserFile.write(Data("second".utf8), to: url)
        XCTAssertEqual(try contents(url), "second")
        XCTAssertEqual(mode(url.deletingLastPathComponent().path) & 0o777, 0o700)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path), ["notes.json"], "no temporary file left")
    }

    func testAPrivateFileStaysPrivate() throws {
        let url = folder.appendingPathComponent("notes.json")
        for permissions: mode_t in [0o600, 0o640] {
            try Data("old".utf8).write(to: url)
            XCTAssertEqual(chmod(url.path, permissions), 0)
            try UserFile.write(Data("new".utf8), to: url)
            XCTAssertEqual(mode(url.path) & 0o7777, permissions)
            XCTAssertEqual(try contents(url), "new")
        }
    }

    func testALinkIsWrittenThrough() throws {
        let target = folder.appendingPathComponent("synced/notes.json")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("notes.json")
        XCTAssertEqual(symlink("synced/notes.json", link.path), 0, "a relative link")
        try UserFile.write(Data("new".utf8), to: link)
        XCTAssertEqual(mode(link.path) & S_IFMT, S_IFLNK, "still a link")
        XCTAssertEqual(try contents(target), "new", "its target was written")
    }

    func testStaleTemporaryFilesAreRemovedAndLiveOnesKept() throws {
        let url = folder.appendingPathComponent("notes.json")
        let stale = folder.appendingPathComponent(".notes.json.2147483646.7.tmp")  // no such process
        let live = folder.appendingPathComponent(".notes.json.1.7.tmp")  // init's: a write in progress
        for file in [stale, live] { try Data("partial".utf8).write(to: file) }
        let log = LogCapture(expecting: "did not finish")
        try UserFile.write(Data("new".utf8), to: url)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live.path))
        XCTAssertEqual(log.messages(containing: "did not finish").count, 1)
    }

    /// The new file reaches the disk before it replaces the old, and the folder after.
    func testTheFileIsSyncedBeforeTheRenameAndTheFolderAfter() throws {
        let url = folder.appendingPathComponent("notes.json")
        let log = LogCapture(expecting: "synced", "renamed")
        try UserFile.write(Data("new".utf8), to: url)
        let steps = log.messages(containing: folder.path).compactMap { message in
            ["wrote and synced", "renamed", "synced \(folder.path)"].first { message.contains($0) }
        }
        XCTAssertEqual(steps, ["wrote and synced", "renamed", "synced \(folder.path)"])
    }

    func testExtendedAttributesAreKept() throws {
        let url = folder.appendingPathComponent("notes.json")
        try Data("old".utf8).write(to: url)
        try url.withUnsafeFileSystemRepresentation { path in
            guard setxattr(path!, "user.origin", "phone", 5, 0) == 0 else { throw XCTSkip("no user attributes here: \(errno)") }
        }
        try UserFile.write(Data("new".utf8), to: url)
        var value = [CChar](repeating: 0, count: 16)
        let length = getxattr(url.path, "user.origin", &value, value.count)
        XCTAssertEqual(length, 5)
        XCTAssertEqual(String(decoding: value.prefix(max(length, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self), "phone")
    }

    /// A write that fails halfway (here, past the process's file size limit) leaves the old
    /// file whole and no temporary file, and says why in words.
    func testAFailedWriteLeavesTheOldFileAndSaysWhy() throws {
        let fileSizeLimit = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        let url = folder.appendingPathComponent("notes.json")
        try Data("old notes".utf8).write(to: url)
        var limit = rlimit()
        getrlimit(fileSizeLimit, &limit)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var small = limit
        small.rlim_cur = 64
        setrlimit(fileSizeLimit, &small)
        var thrown: UserFileError?
        do {
            try UserFile.write(Data(repeating: 65, count: 4096), to: url)
        } catch {
            thrown = error
        }
        setrlimit(fileSizeLimit, &limit)
        signal(SIGXFSZ, previousHandler)
        let error = try XCTUnwrap(thrown)
        XCTAssertEqual(error.code, EFBIG)
        XCTAssertEqual(error.localizedDescription, "Could not save “notes.json” in \(folder.path): File too large")
        XCTAssertEqual(try contents(url), "old notes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.json"])
    }

    func testAnImpossiblePathSaysWhyInWords() throws {
        let file = folder.appendingPathComponent("plain")
        try Data().write(to: file)
        XCTAssertThrowsError(try UserFile.write(Data("x".utf8), to: file.appendingPathComponent("notes.json"))) { error in
            XCTAssertEqual(error.localizedDescription, "Could not save “notes.json” in \(file.path): Not a directory")
            XCTAssertFalse(error.localizedDescription.contains("NSCocoaErrorDomain"))
        }
    }
}
