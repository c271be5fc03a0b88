import GnomonCore
import GnomonTesting
import XCTest

/// `searchable`: a search bar above the view, shown and hidden by Ctrl+F, whose field is bound
/// to the search text; hiding it empties the text, as GTK's search bar does.
final class SearchableTests: XCTestCase {
    struct Groceries: View {
        @State private var query = ""
        let items = ["Milk", "Bread", "Oat milk", "Eggs"]
        var body: some View {
            VStack {
                ForEach(items.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, prompt: "Search groceries")
        }
    }

    @MainActor func testCtrlFShowsTheBarTypingFiltersAndHidingEmptiesIt() async {
        let host = TestHost(Groceries())
        let bar = host.findAll("GtkSearchBar")[0]
        let field = host.findAll("GtkSearchEntry")[0]
        XCTAssertEqual(host.property(.searchModeEnabled, of: bar), false)
        XCTAssertEqual(host.property(.placeholderText, of: field), "Search groceries")
        XCTAssertEqual(host.property(.shortcut, of: bar), "<Control>f")
        host.pressKey("f", modifiers: .control)
        host.settle()
        XCTAssertEqual(host.property(.searchModeEnabled, of: bar), true)
        host.type("milk", into: field)
        host.settle()
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.label, of: $0) }, ["Milk", "Oat milk"])
        XCTAssertEqual(host.lastBodyEvaluations, ["Groceries"])
        host.pressKey("f", modifiers: .control)
        host.settle()
        XCTAssertEqual(host.property(.searchModeEnabled, of: bar), false)
        XCTAssertEqual(host.property(.text, of: field), "")
        XCTAssertEqual(host.findAll("GnomonLabel").count, 4, "every item again")
    }

    @MainActor func testTheAppShowsTheBarThroughItsBinding() async {
        struct Finder: View {
            @State var searching = false
            @State var query = ""
            var body: some View {
                Button("Find") { searching = true }
                    .searchable(text: $query, isPresented: $searching)
            }
        }
        let host = TestHost(Finder())
        host.tap(host.find(text: "Find")!)
        host.settle()
        XCTAssertEqual(host.property(.searchModeEnabled, of: host.findAll("GtkSearchBar")[0]), true)
        XCTAssertEqual(host.property(.placeholderText, of: host.findAll("GtkSearchEntry")[0]), "Search")
    }
}
