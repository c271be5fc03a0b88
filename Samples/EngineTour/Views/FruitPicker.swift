import Gnomon

/// The seed's picker on `VariadicViewAdapter`: a row per tagged subview, a checkmark on the
/// selected one.
struct FruitPicker<Content: View>: View {
    @Binding var selection: String
    var content: Content

    init(selection: Binding<String>, @ViewBuilder content: () -> Content) {
        _selection = selection
        self.content = content()
    }

    var body: some View {
        VariadicViewAdapter(source: content) { children in
            VStack(alignment: .leading, spacing: 0) {
                ForEachSubview(children) { _, child in
                    let tag = child.tag(as: String.self)
                    Button { selection = tag ?? selection } label: {
                        HStack {
                            child.frame(maxWidth: .infinity, alignment: .leading)
                            if tag == selection { Image(systemName: "checkmark") }
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            .frame(width: 220)
        }
    }
}
