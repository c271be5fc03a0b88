import Gnomon
import GnomonTesting
import SwiftUIPrograms
import Testing

/// Keystrokes in a `TextEditor`, in Swift Testing (`TextEditorEditingTests` has the XCTest ones).
@Suite("A text editor's keystrokes") @MainActor
struct TextEditorKeystrokeTests {
    @Test func eachKeystrokeReachesTheModelWhereItWasTyped() throws {
        let host = TestHost(NotePad(text: "Grüße"))
        let editor = try #require(host.findAll("GtkTextView").first)
        host.edit(TextEdit(replacing: 7..<7, with: "!"), in: editor)  // after "Grüße" (7 bytes)
        host.edit(TextEdit(replacing: 2..<4, with: "u"), in: editor)  // "ü" (bytes 2 and 3) becomes "u"
        host.settle()
        #expect(host.find(text: "Model: Gruße!") != nil)
        #expect(host.lastMutations.filter { $0.widget == "GtkTextView" }.isEmpty, "what the user typed is not written back")
    }
}
