import GnomonCore
import GnomonTesting
import Testing

// SwiftUI's first text field, `TextField(_:text:onEditingChanged:onCommit:)`: deprecated there
// and here (this file's name lets scripts/build-warning-free expect the warnings).

@Suite("TextField's onEditingChanged and onCommit") @MainActor
struct TextFieldCallbacksTests {
    @Test func editingChangedFollowsTheFocusAndCommitIsEnter() throws {
        var heard: [String] = []
        struct Probe: View {
            @State var name = ""
            let heard: (String) -> Void
            var body: some View {
                VStack {
                    TextField("Name", text: $name, onEditingChanged: { heard($0 ? "began" : "ended") }, onCommit: { heard("commit \(name)") })
                    TextField("Other", text: .constant(""))
                }
            }
        }
        let host = TestHost(Probe { heard.append($0) })
        let fields = host.findAll("GtkEntry")
        #expect(host.property(.reportsEditing, of: fields[0]) == true)
        #expect(host.property(.reportsEditing, of: fields[1]) == false, "a plain field does not listen for the focus")
        host.type("Ada", into: fields[0])
        host.submit(fields[0])
        host.focus(fields[1])
        #expect(heard == ["began", "commit Ada", "ended"])
    }

    @Test func aStringTitleAndCommitAlone() throws {
        var commits = 0
        let title = "Title"
        let host = TestHost(TextField(title, text: .constant("x"), onCommit: { commits += 1 }))
        let field = try #require(host.findAll("GtkEntry").first)
        host.submit(field)
        #expect(commits == 1)
        #expect(host.property(.placeholderText, of: field) == "Title")
    }
}
