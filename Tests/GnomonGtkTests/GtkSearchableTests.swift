import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `searchable` in GTK: a real Ctrl+F shows the search bar with the focus in its field, real
/// typing filters, and a real Escape hides the bar and empties the field.
final class GtkSearchableTests: XCTestCase {
    struct Notes: View {
        @State private var query = ""
        let titles = ["Groceries", "Recipes", "Grocery budget"]
        var body: some View {
            VStack(alignment: .leading) {
                Text(query.isEmpty ? "All notes" : "Notes matching \(query)")
                ForEach(titles.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, prompt: "Search notes")
        }
    }

    @MainActor func testRealKeysSearchAndEscapeEndsTheSearch() async {
        let gtk = GtkTestHost(Notes())
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(Notes()).dump())
        let bar = gtk.findAll("GtkSearchBar")[0]
        gtk.pressKey("f", modifiers: .control)
        gtk.settle()
        XCTAssertEqual(gtk.property(.searchModeEnabled, of: bar), true)
        XCTAssertEqual(gtk.focusedWidget, gtk.findAll("GtkSearchEntry")[0], "the field takes the focus")
        gtk.typeOnKeyboard("groc")
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "Notes matching groc"))
        XCTAssertNil(gtk.find(text: "Recipes"))
        gtk.pressKey(.escape, modifiers: [])
        gtk.settle()
        XCTAssertEqual(gtk.property(.searchModeEnabled, of: bar), false)
        XCTAssertNotNil(gtk.find(text: "All notes"))
        XCTAssertNotNil(gtk.find(text: "Recipes"))
    }

    /// A tap on a search bar means what its Ctrl+F does, in both hosts (GtkTestHost trapped).
    @MainActor func testATapShowsAndHidesTheBarAsHeadless() async {
        let gtk = GtkTestHost(Notes())
        defer { gtk.close() }
        let headless = TestHost(Notes())
        for expected in [true, false] {
            for host in [gtk, headless] as [any TestingHost] {
                host.tap(host.findAll("GtkSearchBar")[0])
                host.settle()
                XCTAssertEqual(host.property(.searchModeEnabled, of: host.findAll("GtkSearchBar")[0]), expected)
            }
            XCTAssertEqual(gtk.dump(), headless.dump())
        }
    }
}
