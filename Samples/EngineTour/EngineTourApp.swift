import EngineTourViews
import Gnomon

/// The Engine tour: the first seed's examples on GTK — view styles, a variadic picker, style
/// contexts, a versioned view and shapes.
///
/// Run it with `swift run EngineTour`.
@main
struct EngineTourApp: App {
    static var applicationID: String { "org.gnomon.EngineTour" }

    var body: some Scene {
        WindowGroup("Engine Tour") {
            EngineTourView()
        }
        .defaultSize(width: 640, height: 720)
        .stylesheet(EngineTourView.stylesheet)
    }
}
