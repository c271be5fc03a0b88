import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import NotesViews
import XCTest

/// The Notes sample in GTK, with the real keyboard: Ctrl+N makes a note, typing fills it,
/// Delete in the editor edits text while Delete in the list asks to delete the note, Tab
/// reaches every control, and the notes are there after a relaunch.
final class GtkNotesSampleTests: XCTestCase {
    private var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-notes-\(UUID().uuidString)/org.gnomon.Notes")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory.deletingLastPathComponent())
    }

    @MainActor private func launch() -> (GtkTestHost, NoteStore) {
        let store = NoteStore(file: NotesFile(directory: directory))
        return (GtkTestHost(scene: NotesScene(store: store)), store)
    }

    /// A 1 MB note of many lines opens (it hung GTK, laying out every line of the list row's
    /// one-line preview): the guard is wide, the speed is `make bench`'s to show.
    @MainActor func testAHugeNoteOfManyLinesOpens() async throws {
        let body = (0..<22_000).map { "Line \($0) of a note that goes on and on and on" }.joined(separator: "\n")
        XCTAssertGreaterThan(body.utf8.count, 1_000_000)
        try NotesFile(directory: directory).save(NotesFile.Contents(notes: [Note(title: "Huge", body: body)]))
        let start = ContinuousClock.now
        let (gtk, _) = launch()
        defer { gtk.close() }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10), "the window opens")
        XCTAssertNotNil(gtk.find(text: "Line 0 of a note that goes on and on and on…"), "the row shows the first line")
    }

    /// A save that fails shows why, in words, with its Dismiss button whole in the narrow
    /// sidebar however long the message (a long path does not wrap).
    @MainActor func testAFailedSaveShowsWhyWithItsButtonWhole() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let (gtk, store) = launch()
        defer { gtk.close() }
        let id = try XCTUnwrap(store.add())
        let file = directory.appendingPathComponent("notes.json")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        store.update(id) { $0.title = "Groceries" }
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "Could not save “notes.json” in \(directory.path): Is a directory."))
        let button = try XCTUnwrap(gtk.find(text: "Dismiss"))
        let label = try XCTUnwrap(gtk_widget_get_first_child(gtk.widgetPointer(button)))
        gtk_test_widget_wait_for_draw(label)  // laid out
        var natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(label), natural, "Dismiss shows whole")
        gtk.tap(button)
        gtk.settle()
        XCTAssertNil(gtk.find(text: "Dismiss"))
        XCTAssertEqual(log.messages(containing: "Is a directory").count, 1)
    }

    /// Quitting (Ctrl+Q, on the keyboard) while what was typed cannot be saved asks first: the
    /// window stays open; Try Again while saving still fails keeps it open; once saving works,
    /// Try Again saves and quits. Nothing typed is lost.
    @MainActor func testQuittingWithChangesThatCannotBeSavedAsksFirst() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let (gtk, store) = launch()
        defer { gtk.close() }
        gtk.pressKey("n", modifiers: .control)
        gtk.settle()
        // Saving fails: the file's place is taken by a folder.
        let file = directory.appendingPathComponent("notes.json")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
        gtk.focus(gtk.findAll("GtkTextView")[0])
        gtk.typeOnKeyboard("Milk")
        gtk.settle()
        XCTAssertTrue(store.hasUnsavedChanges)

        gtk.pressKey("q", modifiers: .control)
        gtk.settle()
        XCTAssertFalse(gtk.isClosed, "the window stays open")
        XCTAssertEqual(gtk.presentedDialogs.map(\.dialog.title), ["Your Latest Changes Are Not Saved"])
        XCTAssertEqual(
            gtk.presentedDialogs.first?.dialog.buttons.map(\.title), ["Cancel", "Save Elsewhere…", "Try Again", "Quit Anyway"])
        gtk.answerDialog(of: gtk.presentedDialogs[0].widget, with: "Try Again")
        gtk.settle()
        XCTAssertFalse(gtk.isClosed, "saving still fails: the window stays open")

        try FileManager.default.removeItem(at: file)  // saving works again
        gtk.pressKey("q", modifiers: .control)
        gtk.settle()
        gtk.answerDialog(of: gtk.presentedDialogs[0].widget, with: "Try Again")
        gtk.settle()
        XCTAssertTrue(gtk.isClosed, "saved, then quit")
        guard case .loaded(let contents) = NotesFile(directory: directory).load() else { return XCTFail("the file should load") }
        XCTAssertEqual(contents.notes.map(\.body), ["Milk"])
        XCTAssertFalse(log.messages(containing: "Is a directory").isEmpty)
    }

    /// Quit Anyway quits without the changes that could not be saved, as the user chose.
    @MainActor func testQuitAnywayQuitsWithoutTheChanges() async throws {
        let log = LogCapture(expecting: "Is a directory")  // before the store makes its logger
        let (gtk, store) = launch()
        defer { gtk.close() }
        let id = try XCTUnwrap(store.add())
        gtk.settle()
        let file = directory.appendingPathComponent("notes.json")
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        store.update(id) { $0.title = "Lost on purpose" }
        gtk.settle()
        gtk.pressKey("q", modifiers: .control)
        gtk.settle()
        XCTAssertFalse(gtk.isClosed)
        gtk.answerDialog(of: gtk.presentedDialogs[0].widget, with: "Quit Anyway")
        gtk.settle()
        XCTAssertTrue(gtk.isClosed)
        XCTAssertFalse(log.messages(containing: "Is a directory").isEmpty)
    }

    @MainActor func testTheKeyboardWritesAndDeletesNotesThatSurviveARelaunch() async {
        do {  // the first run; leaving it releases the notes file, as quitting does
            let (gtk, store) = launch()
            gtk.pressKey("n", modifiers: .control)
            gtk.settle()
            XCTAssertEqual(store.notes.count, 1)
            gtk.focus(gtk.findAll("GtkEntry")[0])
            gtk.typeOnKeyboard("Groceries")
            gtk.focus(gtk.findAll("GtkTextView")[0])
            gtk.typeOnKeyboard("Milks")
            // Delete with the focus in the text: it edits the text, and deletes no note.
            gtk.pressKey(.leftArrow, modifiers: [])
            gtk.pressKey(.deleteForward, modifiers: [])
            gtk.settle()
            XCTAssertTrue(gtk.presentedDialogs.isEmpty)
            XCTAssertEqual(store.notes.map(\.body), ["Milk"])
            XCTAssertEqual(gtk.windowTitle, "Groceries")

            gtk.pressKey("n", modifiers: .control)
            gtk.settle()
            gtk.focus(gtk.findAll("GtkEntry")[0])
            gtk.typeOnKeyboard("Bread")
            gtk.settle()
            // Delete with the focus in the list asks, then deletes.
            gtk.focus(gtk.findAll("GtkListView")[0])
            gtk.pressKey(.deleteForward, modifiers: [])
            gtk.settle()
            XCTAssertEqual(gtk.presentedDialogs.map(\.dialog.title), ["Delete “Bread”?"])
            gtk.answerDialog(of: gtk.presentedDialogs[0].widget, with: "Delete")
            gtk.settle()
            XCTAssertEqual(store.notes.map(\.title), ["Groceries"])

            gtk.close()
        }
        let (gtk, store) = launch()
        defer { gtk.close() }
        XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
        XCTAssertEqual(store.notes.map(\.body), ["Milk"])
        XCTAssertNotNil(gtk.find(text: "Groceries"))
    }

    /// Tab, again and again, reaches every control of the window: the header bar's buttons,
    /// the list, the title and the text (which Tab types into: Ctrl+Tab leaves it, as in GTK).
    @MainActor func testTabReachesEveryControl() async throws {
        let (gtk, store) = launch()
        defer { gtk.close() }
        let id = try XCTUnwrap(store.add())
        store.update(id) { $0.title = "Groceries" }
        gtk.settle()
        gtk.clickRow(0, in: gtk.findAll("GtkListView")[0], modifiers: [])
        gtk.settle()
        var reached: Set<String> = []
        for _ in 0..<12 {
            let inText = gtk.focusedWidget?.className == "GtkTextView"
            gtk.pressKey(.tab, modifiers: inText ? .control : [])
            if let focused = gtk.focusedWidget {
                let label = gtk.property(.accessibility, of: focused)?.label
                reached.insert(label ?? focused.className)
            }
        }
        for control in ["New Note", "Show Sidebar", "Delete Note", "Main Menu", "GtkListView", "Title", "GtkTextView"] {
            XCTAssertTrue(reached.contains(control), "Tab never reached \(control): \(reached.sorted())")
        }
    }
}
