import Gnomon
import GnomonRouting

/// The screen the window opens on while the app gets ready; then the welcome screen.
public struct Launch: ContentScreen {
    public typealias NestedScreen = Self
    public typealias Content = LaunchView

    public func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = LaunchView()
        return (view, view)
    }
}

public struct LaunchView: View {
    public var body: some View {
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
