import Gnomon

/// A settings form: sections of rows in boxed lists, with headers and footers.
struct FormPage: View {
    @State private var darkStyle = false
    @State private var animations = true
    @State private var fontSize = 1
    @State private var name = "Ada"
    @State private var volume = 0.5

    var body: some View {
        Form {
            Section("Appearance") {
                Toggle("Dark style", isOn: $darkStyle).toggleStyle(.switch)
                Toggle("Animations", isOn: $animations).toggleStyle(.switch)
                Picker("Font size", selection: $fontSize) {
                    Text("Small").tag(0)
                    Text("Default").tag(1)
                    Text("Large").tag(2)
                }
            } footer: {
                Text("Applies to every window.")
            }
            Section("Account") {
                TextField("Name", text: $name)
                LabeledContent("Signed in as", value: name)
            }
            Section("Sound") {
                Slider(value: $volume) { Text("Volume") }
            }
        }
        .frame(height: 520)
    }
}

#Preview("Form page") {
    FormPage()
}
