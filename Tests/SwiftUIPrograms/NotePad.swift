import Gnomon

/// A text editor and, under it, the text its state holds: what the editor's tests compare the
/// widget with.
public struct NotePad: View {
    @State private var text: String

    public init(text: String) {
        _text = State(initialValue: text)
    }

    public var body: some View {
        VStack {
            TextEditor(text: $text)
            Text("Model: \(text)")
        }
    }
}
