import Gnomon
import GnomonRouting

/// The screen the window opens on while the app gets ready; then the welcome screen.
struct Launch: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = LaunchView
}

struct LaunchView: ScreenContent {
    let router: Router<Launch>
    let context: Void

    var body: some View {
        VStack(spacing: 12) {
            ProgressView()
            Text("Getting the league ready…").foregroundStyle(.secondary)
        }
        .navigationTitle("Screens")
        .task {
            try? await Task.sleep(for: .milliseconds(700))
            guard !Task.isCancelled else { return }
            Screens.map.router.root().case(\.1).move()
        }
    }
}
