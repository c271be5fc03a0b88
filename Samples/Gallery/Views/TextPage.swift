import Gnomon

/// Text fields, a password field, a text editor, labeled values and text styles.
struct TextPage: View {
    @State private var name = ""
    @State private var password = ""
    @State private var note = "Gnomon brings SwiftUI's programming model to GNOME."

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("TextField").styleClass("heading")
            TextField("Name", text: $name, prompt: Text("Your name"))

            Text("SecureField").styleClass("heading")
            SecureField("Password", text: $password)
            Text(password.isEmpty ? "Type a password" : "\(password.count) characters").styleClass("dim-label")

            Text("TextEditor").styleClass("heading")
            TextEditor(text: $note)
                .frame(height: 90)
                .accessibilityLabel("Note")

            Text("LabeledContent").styleClass("heading")
            LabeledContent("Name", value: name.isEmpty ? "None" : name)
            LabeledContent("Characters in the note") { Text("\(note.count)") }

            Text("Styles").styleClass("heading")
            HStack(spacing: 12) {
                Text("Red").foregroundStyle(.red)
                Text("Accent").foregroundStyle(Color.accentColor)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Italic").italic()
                Text("Light").fontWeight(.light)
                Text("Bold").bold()
                Text("Mono").monospaced()
            }
            Text("Selectable: the user can copy this line.").textSelection(.enabled)
            Text("A long path/that is cut in its middle/when the window is narrow/file.txt")
                .lineLimit(1)
                .truncationMode(.middle)
        }
    }
}

#Preview("Text page") {
    TextPage()
}
