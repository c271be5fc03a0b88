import GnomonCore
import GnomonTesting
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
