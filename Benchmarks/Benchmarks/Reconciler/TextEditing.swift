import Benchmark
import GnomonCore
import GnomonTesting

// A keystroke in a `TextEditor` (issue 33): the host reports the change alone (`TextEdit`), the
// bound `@State` string takes it where it lies, and the editor's update writes nothing back —
// so a keystroke must cost the same in a 5 KB and a 5 MB text. Timed side by side in
// `Scaling, keystroke at the end, …` (typing at the end: a keystroke in the middle also moves
// the bytes after it, inside `String`).

/// An editor holding its text in its own state.
struct TextEditingScreen: View {
    @State var text: String

    init(bytes: Int) {
        _text = State(wrappedValue: String(repeating: "A line of a long note.\n", count: bytes / 23))
    }

    var body: some View { TextEditor(text: $text) }
}

/// A mounted editor of about `bytes` bytes of text.
@MainActor
final class TextEditingFixture {
    let host: TestHost
    let editor: WidgetHandle
    private var length: Int

    init(bytes: Int) {
        host = TestHost(TextEditingScreen(bytes: bytes), recordsOperations: false)
        editor = host.findAll("GtkTextView")[0]
        length = host.property(.text, of: editor)?.utf8.count ?? 0
    }

    /// Types one character at the end of the text, and lets the update run.
    func typeAtTheEnd() {
        host.edit(TextEdit(replacing: length..<length, with: "a"), in: editor)
        length += 1
        host.settle()
    }
}

@MainActor
private var textEditingFixtures: [Int: TextEditingFixture] = [:]

/// The fixture of a size, made once.
@MainActor
func textEditingFixture(bytes: Int) -> TextEditingFixture {
    if let fixture = textEditingFixtures[bytes] { return fixture }
    let fixture = TextEditingFixture(bytes: bytes)
    textEditingFixtures[bytes] = fixture
    return fixture
}
