import Gnomon
import SwiftUIPrograms

/// The SwiftUI programs of `SwiftUIPrograms`, in one app: a sidebar lists their previews, the
/// detail shows the one chosen. `make test` starts each program under Xvfb through
/// `GNOMON_PREVIEW`, and takes its screenshot.
@main
struct SwiftUIProgramsApp: App {
    static var applicationID: String { "org.gnomon.SwiftUIPrograms" }

    var body: some Scene {
        WindowGroup("SwiftUI Programs") {
            ProgramIndex()
        }
        .defaultSize(width: 900, height: 600)
    }
}

struct ProgramIndex: View {
    let previews = Preview.all
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(previews.map(\.displayName), id: \.self, selection: $selection) { name in
                Text(name)
            }
        } detail: {
            if let selection, let preview = previews.first(where: { $0.displayName == selection }) {
                preview.makeView()
            } else {
                Text("Choose a Program")
            }
        }
    }
}
