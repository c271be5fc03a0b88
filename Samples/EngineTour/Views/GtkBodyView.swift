import Gnomon

/// A versioned view: the body for the running GTK, chosen once when it is mounted.
struct GtkBodyView: VersionedView {
    var v1Body: some View { Label("GTK 4.8: v1Body") }
    var v2Body: some View { Label("GTK 4.10: v2Body") }
    var v3Body: some View { Label("GTK 4.12: v3Body") }
    var v4Body: some View { Label("GTK 4.14 or later: v4Body") }

    struct Label: View {
        var text: String
        init(_ text: String) { self.text = text }
        var body: some View {
            HStack {
                Image(systemName: "info.circle")
                Text(text)
            }
        }
    }
}
