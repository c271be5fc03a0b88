import Foundation
import GnomonCore
import GnomonTesting
import NotesViews
import XCTest

/// The Notes sample: notes created, edited, searched and deleted (after a confirmation) with
/// the keyboard, found again after a relaunch; its file written atomically, and a file it
/// cannot read kept aside, never overwritten.
final class NotesSampleTests: XCTestCase {
    private var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)/org.gnomon.Notes")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    /// Puts a folder where the saved notes file is, so that no save can be renamed over it;
    /// returns the file's URL, whose removal lets saves work again.
    private func blockNotesFile() throws -> URL {
        let file = directory.appendingPathComponent("notes.json")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        return file
    }

    @MainActor private func launch() -> (TestHost, NoteStore) {
        let store = NoteStore(file: NotesFile(directory: directory))
        return (TestHost(scene: NotesScene(store: store)), store)
    }

    @MainActor func testNotesAreCreatedEditedSearchedDeletedAndFoundAfterARelaunch() async throws {
        do {  // the first run; leaving it releases the notes file, as quitting does
            let (host, store) = launch()
            XCTAssertNotNil(host.find(text: "No Notes"))
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("notes.json").path), "nothing written before a change")

            host.pressKey("n", modifiers: .control)
            host.settle()
            host.type("Groceries", into: host.findAll("GtkEntry")[0])
            host.type("Milk and eggs", into: host.findAll("GtkTextView")[0])
            host.pressKey("n", modifiers: .control)
            host.settle()
            host.type("Bread", into: host.findAll("GtkEntry")[0])
            host.settle()
            XCTAssertEqual(host.windowTitle, "Bread")
            XCTAssertEqual(Set(store.notes.map(\.title)), ["Groceries", "Bread"])

            // Ctrl+F, then typing, filters the list by title and text.
            host.pressKey("f", modifiers: .control)
            host.type("milk", into: host.findAll("GtkSearchEntry")[0])
            host.settle()
            XCTAssertNotNil(host.find(text: "Groceries"))
            XCTAssertEqual(
                host.findAll("GnomonLabel").filter { host.property(.label, of: $0) == "Bread" }.count, 1,
                "Bread is the window's title, and no longer a row of the list")
            host.type("", into: host.findAll("GtkSearchEntry")[0])
            host.settle()

            // Delete asks first; cancelling keeps the note, confirming deletes it.
            host.pressKey(.deleteForward, modifiers: [])
            host.settle()
            XCTAssertEqual(host.presentedDialogs.map(\.dialog.title), ["Delete “Bread”?"])
            host.answerDialog(of: host.presentedDialogs[0].widget, with: nil)
            host.settle()
            XCTAssertEqual(store.notes.count, 2)
            host.pressKey(.deleteForward, modifiers: [])
            host.settle()
            host.answerDialog(of: host.presentedDialogs[0].widget, with: "Delete")
            host.settle()
            XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
            XCTAssertEqual(host.windowTitle, "Groceries", "the next note is chosen")

            // Quit, and launch again: the notes are read back from the file.
            host.close()
        }
        let (host, store) = launch()
        XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
        XCTAssertEqual(store.notes.map(\.body), ["Milk and eggs"])
        XCTAssertNotNil(host.find(text: "Groceries"))
        XCTAssertNil(store.problem)
    }

    /// The preferences open with Ctrl+comma and sort the list; the choice is saved.
    @MainActor func testThePreferencesSortTheListAndAreSaved() async {
        do {  // the first run; leaving it releases the notes file, as quitting does
            let (host, store) = launch()
            for title in ["Bread", "Apples"] {
                let id = store.add()!
                store.update(id) { $0.title = title }
            }
            host.pressKey(",", modifiers: .control)
            host.settle()
            let preferences = host.openedWindows[0]
            XCTAssertEqual(preferences.windowTitle, "Preferences")
            XCTAssertEqual(store.notes(matching: "").map(\.title), ["Apples", "Bread"], "last change first")
            preferences.select("Title", in: preferences.findAll("GtkDropDown")[0])
            XCTAssertTrue(store.sortsByTitle)
            XCTAssertEqual(store.notes(matching: "").map(\.title), ["Apples", "Bread"])
            host.close()
        }
        let (_, store) = launch()
        XCTAssertTrue(store.sortsByTitle)
    }

    /// The primary menu's Export Notes… (Ctrl+Shift+E) writes the notes where the user chose;
    /// Import Notes… adds them to another app's notes.
    @MainActor func testNotesAreExportedAndImportedThroughThePrimaryMenu() async throws {
        let (host, store) = launch()
        let id = try XCTUnwrap(store.add())
        store.update(id) { $0.title = "Groceries" }
        host.pressKey("e", modifiers: [.control, .shift])
        host.settle()
        XCTAssertEqual(host.presentedFileDialogs.map(\.dialog.action), [.save(name: "Notes.json")])
        let exported = directory.deletingLastPathComponent().appendingPathComponent("Exported.json")
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: [exported])
        host.settle()
        XCTAssertTrue(FileManager.default.fileExists(atPath: exported.path))

        let other = directory.deletingLastPathComponent().appendingPathComponent("other")
        let otherStore = NoteStore(file: NotesFile(directory: other))
        let otherHost = TestHost(scene: NotesScene(store: otherStore))
        otherHost.chooseMenuItem("Import Notes…", in: otherHost.findAll("GtkMenuButton").last!)
        otherHost.settle()
        XCTAssertEqual(otherHost.presentedFileDialogs.map(\.dialog.types), [[.json]])
        otherHost.answerFileDialog(of: otherHost.presentedFileDialogs[0].widget, with: [exported])
        otherHost.settle()
        XCTAssertEqual(otherStore.notes.map(\.title), ["Groceries"])
        XCTAssertEqual(otherStore.importNotes(from: exported), 0, "notes already there are not added twice")
    }

    /// Quitting while changes cannot be saved asks; Save Elsewhere… exports the notes where the
    /// user chooses, and then the app quits. Cancelling the export keeps the window open.
    @MainActor func testQuittingWithUnsavedChangesSavesThemElsewhere() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let (host, store) = launch()
        let id = try XCTUnwrap(store.add())
        _ = try blockNotesFile()
        store.update(id) { $0.body = "Kept elsewhere" }
        host.settle()
        XCTAssertTrue(store.hasUnsavedChanges)

        host.requestClose(quitting: true)
        host.settle()
        XCTAssertFalse(host.isClosed)
        host.answerDialog(of: host.presentedDialogs[0].widget, with: "Save Elsewhere…")
        host.settle()
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: nil)  // the user thinks again
        host.settle()
        XCTAssertFalse(host.isClosed, "no export, no quit")

        host.requestClose(quitting: true)
        host.settle()
        host.answerDialog(of: host.presentedDialogs[0].widget, with: "Save Elsewhere…")
        host.settle()
        let elsewhere = directory.deletingLastPathComponent().appendingPathComponent("Rescued.json")
        host.answerFileDialog(of: host.presentedFileDialogs[0].widget, with: [elsewhere])
        host.settle()
        XCTAssertTrue(host.isClosed, "exported, then quit")
        XCTAssertTrue(try String(contentsOf: elsewhere, encoding: .utf8).contains("Kept elsewhere"))
        XCTAssertFalse(log.messages(containing: "Is a directory").isEmpty)
    }

    @MainActor func testACorruptFileIsKeptAsideAndNeverOverwritten() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data("{ not json".utf8)
        let file = directory.appendingPathComponent("notes.json")
        try garbage.write(to: file)
        let log = LogCapture(expecting: "notes.json")
        let (host, store) = launch()
        XCTAssertEqual(log.messages(containing: "moved to").count, 1)
        XCTAssertNotNil(store.problem)
        XCTAssertNotNil(host.find(text: "Dismiss"), "the window says so")
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("notes.json.unreadable-") }
        XCTAssertEqual(aside.count, 1)
        store.add()
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent(aside[0])), garbage, "kept as it was")
        XCTAssertEqual(try JSONDecoder().decode(NotesFile.Contents.self, from: Data(contentsOf: file), dates: true).notes.count, 1)
        host.tap(host.find(text: "Dismiss")!)
        host.settle()
        XCTAssertNil(store.problem)
    }

    /// A file that can be neither read nor moved aside turns saving off, so it is not lost.
    @MainActor func testAFileThatCannotBeMovedAsideIsNotWrittenOver() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("notes.json")
        try Data("[]".utf8).write(to: file)
        let now = Date(timeIntervalSince1970: 1_000)
        // Where it would be moved (the second's name and its numbered others) is taken by
        // directories that are not empty.
        for suffix in ["", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9"] {
            let blocked = directory.appendingPathComponent("notes.json.unreadable-1000\(suffix)/inside")
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        }
        guard case .unusable(let reason) = NotesFile(directory: directory).load(now: now) else {
            return XCTFail("the file should be unusable")
        }
        XCTAssertTrue(reason.contains("not a notes file"), reason)
        XCTAssertEqual(try Data(contentsOf: file), Data("[]".utf8))
    }

    /// A save that fails says why in words, and the words go once a save succeeds; the edit
    /// made meanwhile is in the file. (What a failed write leaves is `UserFile`'s to test.)
    @MainActor func testAFailedSaveSaysWhyUntilASaveSucceeds() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let (_, store) = launch()
        let id = try XCTUnwrap(store.add())
        let file = try blockNotesFile()
        store.update(id) { $0.title = "Groceries" }
        XCTAssertEqual(log.messages(containing: "Is a directory").count, 1, "logged in words too")
        XCTAssertEqual(store.problem, "Could not save “notes.json” in \(directory.path): Is a directory.")
        try FileManager.default.removeItem(at: file)
        store.update(id) { $0.body = "Milk" }
        XCTAssertNil(store.problem, "the banner goes once a save works")
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the file should load") }
        XCTAssertEqual(contents.notes.map(\.title), ["Groceries"])
    }

    /// A second Notes on the same data (another session, or no session bus to make it one
    /// instance) opens read-only and says so: neither loses the other's notes, and the next
    /// launch after the first quits writes again.
    @MainActor func testASecondInstanceIsReadOnlyAndLosesNothing() async throws {
        let log = LogCapture(expecting: "another instance")
        var first: NoteStore? = NoteStore(file: NotesFile(directory: directory))
        let id = try XCTUnwrap(first?.add())
        first?.update(id) { $0.title = "Groceries" }
        let second = NoteStore(file: NotesFile(directory: directory))
        XCTAssertTrue(second.isReadOnly)
        XCTAssertEqual(second.problem, "Notes is open in another window or session. These notes are shown as they were, and cannot be changed here.")
        XCTAssertEqual(second.notes.map(\.title), ["Groceries"])
        XCTAssertNil(second.add())
        second.update(id) { $0.title = "Overwritten" }
        second.delete(id)
        first?.update(id) { $0.body = "Milk" }
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the file should load") }
        XCTAssertEqual(contents.notes.map { "\($0.title): \($0.body)" }, ["Groceries: Milk"])
        first = nil  // quits
        let next = NoteStore(file: NotesFile(directory: directory))
        XCTAssertFalse(next.isReadOnly)
        XCTAssertNil(next.problem)
        XCTAssertEqual(log.messages(containing: "another instance").count, 1)
    }

    /// The lock is the kernel's, between processes: while another process holds it (here
    /// `flock(1)`), Notes opens read-only; it goes with that process.
    @MainActor func testAnotherProcessHoldingTheNotesMakesThemReadOnly() async throws {
        let log = LogCapture(expecting: "another instance")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["--no-fork", directory.appendingPathComponent(".notes.json.lock").path, "sleep", "30"]
        try holder.run()
        defer { if holder.isRunning { holder.terminate() } }
        // flock(1) takes the lock as it starts.
        let deadline = Date().addingTimeInterval(5)
        var store = NoteStore(file: NotesFile(directory: directory))
        while !store.isReadOnly && Date() < deadline {
            usleep(20_000)
            store = NoteStore(file: NotesFile(directory: directory))
        }
        XCTAssertTrue(store.isReadOnly)
        XCTAssertFalse(log.messages(containing: "another instance").isEmpty)
        holder.terminate()
        holder.waitUntilExit()
        XCTAssertFalse(NoteStore(file: NotesFile(directory: directory)).isReadOnly)
    }

    /// A notes file a newer Notes (or a person) wrote: keys this one does not know, a note it
    /// cannot read, a broken character. Every readable note loads, the broken character shows
    /// as "�", and a save writes back what was not understood, unchanged.
    @MainActor func testWhatIsNotUnderstoodIsKeptAndTheRestLoads() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("notes.json")
        let id = UUID()
        try Data(#"""
            {"syncToken": "abc", "sortsByTitle": false, "notes": [
              {"id": "\#(id.uuidString)", "title": "Groceries", "body": "Milk \ud800 eggs", "modified": "2026-01-01T10:00:00Z", "color": "red"},
              {"id": "not a uuid", "title": 42}
            ]}
            """#.utf8).write(to: file)
        let log = LogCapture(expecting: "broken characters", "could not be read")
        let store = NoteStore(file: NotesFile(directory: directory))
        XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
        XCTAssertEqual(store.notes.first?.body, "Milk \u{FFFD} eggs")
        XCTAssertEqual(store.problem, "A note in your notes file could not be read. It is kept in the file unchanged.")
        XCTAssertEqual(log.messages(containing: "broken characters").count, 1)
        store.update(id) { $0.title = "Shopping" }
        let saved = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        XCTAssertEqual(saved["syncToken"] as? String, "abc")
        let notes = try XCTUnwrap(saved["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.count, 2)
        XCTAssertEqual(notes[0]["title"] as? String, "Shopping")
        XCTAssertEqual(notes[0]["color"] as? String, "red")
        XCTAssertEqual(notes[1]["id"] as? String, "not a uuid")
        XCTAssertEqual(notes[1]["title"] as? Int, 42)
    }

    /// A save that fails is tried again, without another change, until it works; then the
    /// banner goes and the file holds the edit.
    @MainActor func testAFailedSaveIsTriedAgainUntilItWorks() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let store = NoteStore(file: NotesFile(directory: directory), retryInterval: .milliseconds(50))
        let id = try XCTUnwrap(store.add())
        let file = try blockNotesFile()
        store.update(id) { $0.title = "Groceries" }
        XCTAssertNotNil(store.problem)
        try await Task.sleep(for: .milliseconds(250))
        XCTAssertEqual(log.messages(containing: "Is a directory").count, 1, "tried again, and logged once")
        try FileManager.default.removeItem(at: file)
        try await Task.sleep(for: .milliseconds(250))
        XCTAssertNil(store.problem)
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the file should load") }
        XCTAssertEqual(contents.notes.map(\.title), ["Groceries"])
    }

    /// Closing the window (as quitting does) tries a failed save once more, without waiting
    /// for the next try.
    @MainActor func testClosingTheWindowTriesAFailedSaveAgain() async throws {
        let log = LogCapture(expecting: "Is a directory")
        let store = NoteStore(file: NotesFile(directory: directory), retryInterval: .seconds(600))
        let host = TestHost(scene: NotesScene(store: store))
        let id = try XCTUnwrap(store.add())
        let file = try blockNotesFile()
        store.update(id) { $0.title = "Groceries" }
        XCTAssertNotNil(store.problem)
        try FileManager.default.removeItem(at: file)
        host.close()
        XCTAssertNil(store.problem)
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the file should load") }
        XCTAssertEqual(contents.notes.map(\.title), ["Groceries"])
        XCTAssertEqual(log.messages(containing: "Is a directory").count, 1)
    }

    /// An unreadable file that cannot be kept aside stops saving only until it can be: the
    /// notes written meanwhile go in the new file, and the old one is kept whole.
    @MainActor func testSavingWaitsOnlyWhileAnUnreadableFileCannotBeKeptAside() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("notes.json")
        try Data("[]".utf8).write(to: file)
        // Where it would be kept, for the seconds this test runs (each second's name and its
        // numbered others), is taken by folders that are not empty.
        let now = Int(Date().timeIntervalSince1970)
        let blocks = (now - 1...now + 5).flatMap { second in
            ["", "-1", "-2", "-3", "-4", "-5", "-6", "-7", "-8", "-9"].map { directory.appendingPathComponent("notes.json.unreadable-\(second)\($0)") }
        }
        for block in blocks { try FileManager.default.createDirectory(at: block.appendingPathComponent("inside"), withIntermediateDirectories: true) }
        let log = LogCapture(expecting: "not a notes file")
        let store = NoteStore(file: NotesFile(directory: directory), retryInterval: .milliseconds(50))
        XCTAssertTrue(store.problem?.contains("Changes are not saved until it can be kept aside") == true, store.problem ?? "")
        let id = try XCTUnwrap(store.add())
        store.update(id) { $0.title = "Written meanwhile" }
        XCTAssertEqual(try Data(contentsOf: file), Data("[]".utf8), "never written over")
        for block in blocks { try FileManager.default.removeItem(at: block) }
        try await Task.sleep(for: .milliseconds(250))
        XCTAssertTrue(store.problem?.contains("It was kept as notes.json.unreadable-") == true, store.problem ?? "")
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the new file should load") }
        XCTAssertEqual(contents.notes.map(\.title), ["Written meanwhile"])
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("notes.json.unreadable-") }
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent(aside[0])), Data("[]".utf8))
        XCTAssertFalse(log.messages(containing: "not a notes file").isEmpty)
    }

    func testTheDataDirectoryFollowsXDG() {
        XCTAssertEqual(
            NotesFile.dataDirectory(appID: "org.gnomon.Notes", environment: ["XDG_DATA_HOME": "/data"]).path,
            "/data/org.gnomon.Notes")
        XCTAssertTrue(
            NotesFile.dataDirectory(appID: "org.gnomon.Notes", environment: [:]).path.hasSuffix("/.local/share/org.gnomon.Notes"))
    }
}

extension JSONDecoder {
    fileprivate func decode<T: Decodable>(_ type: T.Type, from data: Data, dates: Bool) throws -> T {
        dateDecodingStrategy = .iso8601
        return try decode(type, from: data)
    }
}
