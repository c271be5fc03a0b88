import Gnomon
import ScreensViews

/// The Screens sample: ScreenUI's real-world map cut down — a launch screen, a welcome screen
/// presenting log-in and registration, then tabs of navigation stacks — routed by GnomonRouting.
///
/// Run it with `make run-screens` (or `swift run Screens`). Open it with a link to go straight
/// to a screen: `swift run Screens screens://match/2`, also while it runs (the link goes to
/// the running app).
@main
struct ScreensApp: App {
    static var applicationID: String { "org.gnomon.Screens" }

    var body: some Scene {
        Screens.scene
    }
}
