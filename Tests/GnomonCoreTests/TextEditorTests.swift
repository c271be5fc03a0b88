import Observation
import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import XCTest

/// A note editor whose binding counts its writes.
struct NoteEditor: View {
    @State var body_ = "First line"
    @State var unrelated = 0
    let writes: TextWrites

    var body: some View {
        VStack {
            TextEditor(text: Binding(get: { body_ }, set: { writes.values.append($0); body_ = $0 }))
            Text("\(body_.count) characters")
            Button("Model text") { body_ = "From the model" }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

@MainActor
final class TextWrites {
    var values: [String] = []
}

final class TextEditorTests: XCTestCase {
    @MainActor func testATextEditorIsAWrappingTextViewThatScrolls() async {
        let host = TestHost(NoteEditor(writes: TextWrites()))
        let dump = host.dump()
        XCTAssertTrue(dump.contains("GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view .frame"), dump)
        XCTAssertTrue(dump.contains(#"GtkTextView bottom-margin=6 hexpand=true left-margin=6 right-margin=6 text="First line" top-margin=6 vexpand=true wrap-mode=word-char"#), dump)
    }

    @MainActor func testTypingWritesTheBindingAndSurvivesUnrelatedUpdates() async throws {
        let writes = TextWrites()
        let host = TestHost(NoteEditor(writes: writes))
        let editor = host.findAll("GtkTextView")[0]
        host.type("First line\nSecond", into: editor)
        host.settle()
        XCTAssertEqual(writes.values, ["First line\nSecond"])
        XCTAssertNotNil(host.find(text: "17 characters"))
        XCTAssertEqual(host.lastMutations.filter { $0.widget == "GtkTextView" }, [], "what the user typed is not written back")

        host.tap(try XCTUnwrap(host.find(text: "Unrelated 0")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "First line\nSecond")

        host.tap(try XCTUnwrap(host.find(text: "Model text")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "From the model")
        XCTAssertEqual(writes.values, ["First line\nSecond"], "the model's text reached no binding")
    }
}

/// A document whose text a `TextEditor` edits through `@Bindable`.
@Observable
final class TextDocument {
    var text: String
    init(_ text: String) { self.text = text }
}

struct DocumentEditor: View {
    @Bindable var document: TextDocument
    var body: some View { TextEditor(text: $document.text) }
}

/// A `TextEditor` bound to `@State`, reporting where the state's text lies at each body.
struct StateEditor: View {
    @State var text: String
    let storage: TextWrites

    /// The state's text is made when the state is, so that nothing else holds it.
    init(storage: TextWrites) {
        self.storage = storage
        _text = State(wrappedValue: TextEditorEditingTests.roomyText(String(repeating: "x", count: 100_000)))
    }

    var body: some View {
        let _ = storage.values.append(Self.address(of: text))
        TextEditor(text: $text)
    }

    /// Where a string's bytes lie, in words.
    static func address(of text: String) -> String {
        var text = text
        return text.withUTF8 { "\(UInt(bitPattern: $0.baseAddress))" }
    }
}

/// A `TextEditor` whose binding alters or refuses what is typed.
struct FilteringEditor: View {
    @State var text = "abc"
    let uppercases: Bool

    var body: some View {
        VStack {
            if uppercases {
                TextEditor(text: Binding(get: { text }, set: { text = $0.uppercased() }))
            } else {
                TextEditor(text: .constant("Fixed"))
            }
            Text("Model: \(text)")
        }
    }
}

final class TextEditorEditingTests: XCTestCase {
    /// A long text with room to grow, so that an edit in place does not move it.
    static func roomyText(_ base: String) -> String {
        var text = base
        text.reserveCapacity(base.utf8.count + 1_000)
        return text
    }

    /// A property of an `@Observable` object is written through its key path, which Swift
    /// applies with the property's getter and setter: the object's text is copied once per
    /// change (a copy, not a diff, and no read back from the widget).
    @MainActor func testAKeystrokeReachesAnObservablesText() async {
        let document = TextDocument(String(repeating: "A line of the note.\n", count: 5_000))
        let host = TestHost(DocumentEditor(document: document))
        let editor = host.findAll("GtkTextView")[0]
        host.edit(TextEdit(replacing: 0..<0, with: "Ä"), in: editor)
        host.edit(TextEdit(replacing: 2..<3, with: "b"), in: editor)  // "A" after the two bytes of "Ä"
        host.settle()
        XCTAssertTrue(document.text.hasPrefix("Äb line of the note.\n"))
        XCTAssertEqual(document.text.utf8.count, 100_002)
        XCTAssertEqual(host.property(.text, of: editor), document.text)
        XCTAssertEqual(host.lastMutations.filter { $0.widget == "GtkTextView" }, [], "what the user typed is not written back")
    }

    @MainActor func testAKeystrokeChangesStateWhereItLies() async {
        let addresses = TextWrites()
        let host = TestHost(StateEditor(storage: addresses))
        let editor = host.findAll("GtkTextView")[0]
        for offset in [100_000, 50_000, 0] {
            host.edit(TextEdit(replacing: offset..<offset, with: "y"), in: editor)
            host.settle()
        }
        host.edit(TextEdit(replacing: 0..<2, with: ""), in: editor)  // Backspace over a selection
        host.settle()
        XCTAssertEqual(addresses.values.count, 5, "one body per change")
        XCTAssertEqual(Set(addresses.values).count, 1, "the state's text moved: \(addresses.values)")
        let text = host.property(.text, of: editor) ?? ""
        XCTAssertEqual(text.utf8.count, 100_001)
        XCTAssertEqual(text.firstIndex(of: "y").map { text.distance(from: text.startIndex, to: $0) }, 50_000 - 1)
        XCTAssertEqual(host.lastMutations.filter { $0.widget == "GtkTextView" }, [])
    }

    @MainActor func testABindingThatAltersTheEditIsShownItsOwnText() async {
        let host = TestHost(FilteringEditor(uppercases: true))
        let editor = host.findAll("GtkTextView")[0]
        host.edit(TextEdit(replacing: 3..<3, with: "d"), in: editor)
        host.settle()
        XCTAssertNotNil(host.find(text: "Model: ABCD"))
        XCTAssertEqual(host.property(.text, of: editor), "ABCD", "the widget shows what the binding kept")
        host.edit(TextEdit(replacing: 4..<4, with: "e"), in: editor)
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "ABCDE")
    }

    @MainActor func testAConstantBindingUndoesTheEdit() async {
        let host = TestHost(FilteringEditor(uppercases: false))
        let editor = host.findAll("GtkTextView")[0]
        host.edit(TextEdit(replacing: 5..<5, with: "!"), in: editor)
        XCTAssertEqual(host.property(.text, of: editor), "Fixed!", "the widget takes the keystroke")
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "Fixed", "and the update puts the model's text back")
    }

    /// A keystroke's text is not scanned for NUL again (it is vouched for); a text the model
    /// sets right after it is, and a NUL in it shows as "␀".
    @MainActor func testAModelTextAfterAKeystrokeIsStillCheckedForNul() async throws {
        let log = LogCapture(expecting: "NUL")
        let host = TestHost(NoteEditor(writes: TextWrites()))
        let editor = host.findAll("GtkTextView")[0]
        host.edit(TextEdit(replacing: 10..<10, with: "!"), in: editor)
        host.tap(try XCTUnwrap(host.find(text: "Model text")))
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "From the model")
        host.edit(TextEdit(replacing: 4..<4, with: "\u{0}"), in: editor)  // a NUL, which GTK never sends
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "From\u{2400} the model", "not vouched for: checked, and shown whole")
        XCTAssertEqual(log.messages(containing: "NUL").count, 1)
    }

    /// A model's text that is not what the widget shows — one with a NUL, shown as "␀" — takes
    /// the keystroke where the user made it, in the text they see.
    @MainActor func testAKeystrokeAfterAShownNulLandsWhereTheUserTypedIt() async throws {
        let log = LogCapture(expecting: "NUL")
        let host = TestHost(NotePad(text: "a\u{0}b"))
        let editor = host.findAll("GtkTextView")[0]
        XCTAssertEqual(host.property(.text, of: editor), "a\u{2400}b")
        host.edit(TextEdit(replacing: 4..<4, with: "X"), in: editor)  // between "␀" (3 bytes) and "b"
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "a\u{2400}Xb")
        XCTAssertNotNil(host.find(text: "Model: a\u{2400}Xb"), "the model took the text the user sees, with the keystroke")
        XCTAssertEqual(log.messages(containing: "NUL").count, 2, "once per string: the editor's and the label's")
    }

    /// A keystroke in the same turn as a model change not yet written goes into the text the
    /// user sees, which the model takes: what the user typed is never lost.
    @MainActor func testAKeystrokeRacingAModelChangeKeepsWhatTheUserSees() async throws {
        let host = TestHost(NoteEditor(writes: TextWrites()))
        let editor = host.findAll("GtkTextView")[0]
        host.tap(try XCTUnwrap(host.find(text: "Model text")))  // "From the model", not written yet
        host.edit(TextEdit(replacing: 10..<10, with: "!"), in: editor)
        host.settle()
        XCTAssertEqual(host.property(.text, of: editor), "First line!")
        XCTAssertNotNil(host.find(text: "11 characters"))
    }

    func testAChangeFoundBetweenTwoTextsKeepsWholeCharacters() {
        XCTAssertEqual(TextEdit(changing: "Hello", to: "Hello, GNOME"), TextEdit(replacing: 5..<5, with: ", GNOME"))
        XCTAssertEqual(TextEdit(changing: "Grüße", to: "Große"), TextEdit(replacing: 2..<4, with: "o"))
        // "é" and "ê" share their first byte: the change starts at the character, not inside it.
        XCTAssertEqual(TextEdit(changing: "café", to: "cafê"), TextEdit(replacing: 3..<5, with: "ê"))
        XCTAssertEqual(TextEdit(changing: "👋👋", to: "👋"), TextEdit(replacing: 4..<8, with: ""))
        var text = "Grüße"
        TextEdit(replacing: 2..<4, with: "o").apply(to: &text)
        XCTAssertEqual(text, "Große")
        TextEdit(replacing: 5..<99, with: "!").apply(to: &text)
        XCTAssertEqual(text, "Groß!", "a range past the end stops at it")
        TextEdit(replacing: 4..<4, with: "s").apply(to: &text)
        XCTAssertEqual(text, "Grosß!", "an offset inside a character moves to its start")
    }
}
