import Gnomon
import CounterViews

/// The Counter sample: a count with buttons to change it.
///
/// Run it with `make run` (or `swift run Counter`).
@main
struct CounterApp: App {
    static var applicationID: String { "org.gnomon.Counter" }

    var body: some Scene {
        WindowGroup("Counter") {
            CounterView()
        }
        .defaultSize(width: 360, height: 240)
    }
}
