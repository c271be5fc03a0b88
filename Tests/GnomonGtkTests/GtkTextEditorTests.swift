import CGtk
import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import XCTest

/// A text editor in GTK: the user's cursor and selection survive updates that do not change the
/// bound text.
final class GtkTextEditorTests: XCTestCase {
    struct Note: View {
        @State var text = "Hello, GNOME"
        @State var unrelated = 0

        var body: some View {
            VStack {
                TextEditor(text: $text)
                Text("\(text.count) characters")
                Button("Unrelated \(unrelated)") { unrelated += 1 }
            }
        }
    }

    @MainActor func testTypingKeepsTheCursorAndSelectionAcrossUpdates() async throws {
        let host = GtkTestHost(Note())
        defer { host.close() }
        let editor = try XCTUnwrap(host.findAll("GtkTextView").first)
        let buffer = gtk_text_view_get_buffer(UnsafeMutableRawPointer(host.widgetPointer(editor)).assumingMemoryBound(to: GtkTextView.self))
        host.type("Hello, GNOME and Swift", into: editor)
        host.settle()
        XCTAssertNotNil(host.find(text: "22 characters"), "the binding has what was typed")

        // The user selects "GNOME".
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &start, 7)
        gtk_text_buffer_get_iter_at_offset(buffer, &end, 12)
        gtk_text_buffer_select_range(buffer, &start, &end)

        host.tap(try XCTUnwrap(host.find(text: "Unrelated 0")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "Hello, GNOME and Swift")
        var selectionStart = GtkTextIter(), selectionEnd = GtkTextIter()
        XCTAssertEqual(gtk_text_buffer_get_selection_bounds(buffer, &selectionStart, &selectionEnd), 1)
        XCTAssertEqual(gtk_text_iter_get_offset(&selectionStart), 7, "the selection survived the update")
        XCTAssertEqual(gtk_text_iter_get_offset(&selectionEnd), 12)
    }

    /// Keys typed on the real keyboard reach the model where the cursor is, whatever the
    /// characters before it are made of: each keystroke is one change, counted in bytes from
    /// the last.
    @MainActor func testRealKeysEditAMultibyteTextWhereTheCursorIs() async throws {
        let host = GtkTestHost(NotePad(text: "Grüße, 👋 wörld"))  // two-, three- and four-byte characters
        defer { host.close() }
        let editor = try XCTUnwrap(host.findAll("GtkTextView").first)
        host.focus(editor)
        host.pressKey(.end, modifiers: .control)
        host.typeOnKeyboard("!")
        host.pressKey(.home, modifiers: .control)  // a jump back to the start
        host.typeOnKeyboard("A ")
        for _ in 0..<6 { host.pressKey(.rightArrow, modifiers: []) }  // after "Grüße,"
        host.pressKey(.delete, modifiers: [])  // Backspace: "," goes
        host.typeOnKeyboard("ss")
        host.pressKey(.rightArrow, modifiers: .control)  // to the end of "wörld"
        host.pressKey(.rightArrow, modifiers: [.control, .shift])  // selects "!"
        host.typeOnKeyboard("-")  // in its place
        host.settle()
        let shown = try XCTUnwrap(host.property(.text, of: editor))
        XCTAssertEqual(shown, "A Grüßess 👋 wörld-")
        XCTAssertNotNil(host.find(text: "Model: \(shown)"), "the model holds what the widget shows: \(shown)")
    }
}
