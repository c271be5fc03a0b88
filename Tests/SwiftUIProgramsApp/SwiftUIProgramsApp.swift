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

/// A preview that stops the process when `GNOMON_TEST_PREVIEW_CRASH` is set: how a test sees
/// that `make previews` reports a crashing preview and still draws the others.
#Preview("Crashes when asked") {
    CrashesWhenAsked()
}

private struct CrashesWhenAsked: View {
    var body: some View {
        if ProcessInfo.processInfo.environment["GNOMON_TEST_PREVIEW_CRASH"] != nil {
            fatalError("this preview crashes, as the test asked")
        }
        return Text("This preview crashes when GNOMON_TEST_PREVIEW_CRASH is set")
    }
}
