import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import NotesViews
import XCTest

final class TmpBigTests: XCTestCase {
    @MainActor func testBig() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tmpbig-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = (0..<100_000).map { "Line \($0) of a note that goes on and on and on" }.joined(separator: "\n")
        print("BYTES", body.utf8.count)
        try NotesFile(directory: directory).save(NotesFile.Contents(notes: [Note(title: "Huge", body: body)]))
        var start = ContinuousClock.now
        let store = NoteStore(file: NotesFile(directory: directory))
        let gtk = GtkTestHost(scene: NotesScene(store: store))
        defer { gtk.close() }
        print("OPEN", ContinuousClock.now - start)
        start = ContinuousClock.now
        gtk.clickRow(0, in: gtk.findAll("GtkListView")[0], modifiers: [])
        gtk.settle()
        print("SELECT", ContinuousClock.now - start)
        let view = gtk.findAll("GtkTextView")[0]
        gtk.focus(view)
        start = ContinuousClock.now
        gtk.typeOnKeyboard("abcdefghijklmnopqrst")
        gtk.settle()
        print("TYPE20", ContinuousClock.now - start)
        print("BODY", store.notes[0].body.prefix(30))
    }
}
