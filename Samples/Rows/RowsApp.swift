import Gnomon
import RowsViews

/// The Rows sample: a keyed list of rows to add, remove, shuffle and edit in place.
///
/// Run it with `make run-rows` (or `swift run Rows`).
@main
struct RowsApp: App {
    static var applicationID: String { "org.gnomon.Rows" }

    var body: some Scene {
        WindowGroup("Rows") {
            RowsView()
        }
        .defaultSize(width: 480, height: 560)
    }
}
