import Gnomon
import ImperativeViews

/// The Imperative sample: the Subviews seed's widget classes, CoreRender's counter and a view
/// inside a `Superview` inside a view, in one window.
///
/// Run it with `make run-imperative` (or `swift run Imperative`).
@main
struct ImperativeApp: App {
    static var applicationID: String { "org.gnomon.Imperative" }

    var body: some Scene {
        WindowGroup("Imperative") {
            ImperativeTour()
        }
        .defaultSize(width: 980, height: 580)
    }
}
