import GnomonCore
import GnomonTesting
import Observation
import XCTest

@Observable private final class Marker {
    var marked = 3
}

/// `List` over data: a list view whose rows are bound as they come into view (the test host
/// binds `listViewportRows` rows, as GTK binds 205 around its view; most tests here bind 20).
final class ListTests: XCTestCase {
    struct Item: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    /// A row with state of its own, to see which rows keep theirs.
    struct CounterRow: View {
        var item: Item
        @State private var taps = 0
        var body: some View {
            HStack {
                Text(item.title)
                Button("\(taps)") { taps += 1 }
            }
        }
    }

    struct Items: View {
        var items: [Item]
        var body: some View {
            List(items) { item in CounterRow(item: item) }
        }
    }

    static func items(_ ids: some Sequence<Int>) -> [Item] {
        ids.map { Item(id: $0, title: "Item \($0)") }
    }

    /// The labels of the rows shown, top to bottom.
    @MainActor private func titles(_ host: TestHost) -> [String] {
        labels(of: "GnomonLabel", in: host)
    }

    @MainActor private func labels(of className: String, in host: TestHost) -> [String] {
        host.findAll(className).compactMap {
            guard let text = host.property(.label, of: $0) else { return nil }
            return text
        }
    }

    @MainActor func testOnlyTheRowsInViewAreBuilt() async {
        let host = TestHost(List(0..<1_000_000) { index in Text("Row \(index)") })
        XCTAssertEqual(host.findAll("GnomonLabel").count, 205, "as many as GTK 4.8 binds")
        XCTAssertEqual(host.liveWidgetCount, 207)  // scrolled window, list view, 205 labels
        XCTAssertEqual(host.dump().split(separator: "\n").prefix(4).joined(separator: "\n"), """
            GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-list
              GtkListView hexpand=true vexpand=true
                GnomonLabel halign=start label="Row 0" natural-wrap-mode=none valign=center wrap=true xalign=0
                GnomonLabel halign=start label="Row 1" natural-wrap-mode=none valign=center wrap=true xalign=0
            """)
    }

    @MainActor func testScrollingBindsTheRowsInViewAndLetsGoOfTheOthers() async {
        let host = TestHost(List(0..<1_000) { index in Text("Row \(index)") }, listViewportRows: 20)
        let list = host.findAll("GtkListView")[0]
        host.scroll(list, toRow: 500)
        // The first row stays bound: GTK tracks it for the keyboard focus.
        XCTAssertEqual(titles(host), ["Row 0"] + (500..<520).map { "Row \($0)" })
        XCTAssertEqual(host.liveWidgetCount, 23)
        host.scroll(list, toRow: 2_000)  // past the end: the last screenful
        XCTAssertEqual(titles(host), ["Row 0"] + (980..<1_000).map { "Row \($0)" })
        XCTAssertEqual(host.liveWidgetCount, 23)
        host.clickRow(990, in: list)  // GTK tracks the row clicked, for Shift+click
        host.scroll(list, toRow: 0)
        XCTAssertEqual(titles(host), (0..<20).map { "Row \($0)" } + ["Row 990"])
    }

    /// A row that moves keeps its widgets and its state; the rows that left are released and
    /// the new ones in view built.
    @MainActor func testRowsKeepTheirStateWhenTheyMove() async {
        let host = TestHost(Items(items: Self.items(0..<100)), listViewportRows: 20)
        host.tap(host.find(text: "0")!)  // row 0's counter
        host.settle()
        let counter = host.find(text: "1")!
        // Row 0 moves to the third place; rows 1 and 2 are deleted, 200 is inserted first.
        host.update(Items(items: Self.items([200, 3, 0] + Array(4..<100))))
        host.settle()
        XCTAssertEqual(Array(titles(host).prefix(4)), ["Item 200", "Item 3", "Item 0", "Item 4"])
        XCTAssertEqual(Array(labels(of: "GtkButton", in: host).prefix(4)), ["0", "0", "1", "0"])
        XCTAssertEqual(host.find(text: "1"), counter, "row 0 kept its button")
        XCTAssertEqual(host.findAll("GtkButton").count, 20)
    }

    /// An element that changes updates its row in place: one label set, no other body run.
    @MainActor func testAChangedElementUpdatesItsRowInPlace() async {
        var items = Self.items(0..<100)
        let host = TestHost(Items(items: items), listViewportRows: 20)
        items[5].title = "Five"
        host.update(Items(items: items))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Items", "CounterRow"])
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set])
        XCTAssertEqual(titles(host)[5], "Five")
        // An element out of view changes nothing.
        items[50].title = "Fifty"
        host.update(Items(items: items))
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testInsertingAtTheTopShiftsTheRowsDown() async {
        let host = TestHost(Items(items: Self.items(0..<100)), listViewportRows: 20)
        host.update(Items(items: Self.items([-1] + Array(0..<100))))
        host.settle()
        XCTAssertEqual(titles(host).first, "Item -1")
        // The new row is built, the last row in view leaves; the others stay.
        XCTAssertEqual(host.lastMutations.map(\.kind).sorted { $0.rawValue < $1.rawValue }, [.insert, .remove])
    }

    @MainActor func testClearingAndRefillingTheList() async {
        let host = TestHost(Items(items: Self.items(0..<100)), listViewportRows: 20)
        host.update(Items(items: []))
        host.settle()
        XCTAssertEqual(host.liveWidgetCount, 2)
        host.update(Items(items: Self.items(0..<3)))
        host.settle()
        XCTAssertEqual(host.findAll("GtkButton").count, 3)
    }

    /// Removing the list releases every row and stops the host asking for more.
    @MainActor func testRemovingTheListReleasesItsRows() async {
        struct Toggled: View {
            var shown: Bool
            var body: some View {
                if shown { List(0..<100) { Text("\($0)") } }
            }
        }
        let host = TestHost(Toggled(shown: true))
        host.update(Toggled(shown: false))
        host.settle()
        XCTAssertEqual(host.liveWidgetCount, 0)
    }

    @MainActor func testRowsSeeTheEnvironmentAndFollowItsChanges() async {
        struct Limited: View {
            var limit: Int?
            var body: some View {
                List(0..<50) { Text("Row \($0)") }.lineLimit(limit)
            }
        }
        let host = TestHost(Limited(limit: 1))
        XCTAssertEqual(host.property(.ellipsize, of: host.find(text: "Row 3")!), .end)
        host.update(Limited(limit: nil))
        host.settle()
        XCTAssertEqual(host.property(.ellipsize, of: host.find(text: "Row 3")!), EllipsizeMode.none)
    }

    /// A row's own dependencies update that row alone.
    @MainActor func testStateReadByARowUpdatesIt() async {
        let model = Marker()
        let host = TestHost(List(0..<50) { index in
            Text(index == model.marked ? "marked" : "Row \(index)")
        })
        XCTAssertNotNil(host.find(text: "marked"))
        model.marked = 4
        host.settle()
        XCTAssertEqual(titles(host)[3...4], ["Row 3", "marked"])
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set, .set])
    }

    @MainActor func testRepeatedIDsAreReportedOnce() async {
        let log = LogCapture(expecting: "has elements with the same id")
        let host = TestHost(Items(items: Self.items(0..<10)))
        host.update(Items(items: Self.items([9, 1, 1, 2, 0])))
        host.settle()
        host.update(Items(items: Self.items([1, 1, 0])))
        host.settle()
        XCTAssertEqual(log.messages(containing: "has elements with the same id").count, 1)
        XCTAssertEqual(host.findAll("GtkButton").count, 3)
    }

    /// Static content is a stack of its views, all built: to assistive technologies a list,
    /// each view an item of it.
    @MainActor func testStaticContentIsAStack() async {
        let host = TestHost(List {
            Text("A")
            Text("B")
        })
        XCTAssertEqual(host.dump(), """
            GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-list
              GtkBox orientation=vertical valign=start
                GtkBox orientation=vertical
                  GnomonLabel halign=start label="A" natural-wrap-mode=none wrap=true xalign=0
                GtkBox orientation=vertical
                  GnomonLabel halign=start label="B" natural-wrap-mode=none wrap=true xalign=0
            """)
    }
}

/// Rows that expand, bound while their list is built, are counted in and out alike.
final class ListRowExpansionTests: XCTestCase {
    struct Shown: View {
        var shown: Bool
        var body: some View {
            if shown {
                List(0..<3) { index in
                    HStack {
                        Text("Row \(index)")
                        Spacer()
                    }
                }
            }
        }
    }

    @MainActor func testRemovingAListOfExpandingRowsBuiltWithIt() async {
        let host = TestHost(Shown(shown: true))
        XCTAssertEqual(host.findAll("GnomonLabel").count, 3)
        host.update(Shown(shown: false))
        host.settle()
        XCTAssertEqual(host.liveWidgetCount, 0)
    }
}

/// A row the user touched keeps its state when scrolled away and back, keyed by its id, not
/// by the slot that showed it.
final class ListRowKeepingTests: XCTestCase {
    struct NoteRow: View {
        var id: Int
        @State private var note = ""
        var body: some View {
            HStack {
                Text("Row \(id)")
                TextField("Note", text: $note)
            }
        }
    }

    struct Notes: View {
        var ids: [Int]
        var body: some View {
            List(ids, id: \.self) { NoteRow(id: $0) }
        }
    }

    @MainActor private func field(of row: Int, in host: TestHost) -> WidgetHandle? {
        let labels = host.findAll("GnomonLabel")
        let fields = host.findAll("GtkEntry")
        guard let index = labels.firstIndex(where: { host.property(.label, of: $0) == "Row \(row)" }) else { return nil }
        return fields[index]
    }

    @MainActor func testATouchedRowScrolledAwayAndBackKeepsWhatWasTyped() async throws {
        let host = TestHost(Notes(ids: Array(0..<1_000)), listViewportRows: 20)
        let list = host.findAll("GtkListView")[0]
        host.type("remember me", into: try XCTUnwrap(field(of: 3, in: host)))
        host.settle()
        let widgets = host.liveWidgetCount
        host.scroll(list, toRow: 500)
        XCTAssertNil(field(of: 3, in: host))
        // Row 3's box, label and field are kept out of view; row 0 stays bound for the focus.
        XCTAssertEqual(host.liveWidgetCount, widgets + 3 + 3)
        host.scroll(list, toRow: 0)
        XCTAssertEqual(host.property(.text, of: try XCTUnwrap(field(of: 3, in: host))), "remember me")
        XCTAssertEqual(host.property(.text, of: try XCTUnwrap(field(of: 4, in: host))), "", "an untouched row starts afresh")
        XCTAssertEqual(host.liveWidgetCount, widgets)
    }

    @MainActor func testAKeptRowFollowsItsElementAndGoesWithIt() async throws {
        let host = TestHost(Notes(ids: Array(0..<1_000)), listViewportRows: 20)
        let list = host.findAll("GtkListView")[0]
        host.type("moved", into: try XCTUnwrap(field(of: 3, in: host)))
        host.settle()
        let widgets = host.liveWidgetCount
        host.scroll(list, toRow: 500)
        host.update(Notes(ids: [3] + Array(0..<3) + Array(4..<1_000)))  // row 3 moves to the top
        host.settle()
        host.scroll(list, toRow: 0)
        XCTAssertEqual(host.property(.text, of: try XCTUnwrap(field(of: 3, in: host))), "moved")
        host.scroll(list, toRow: 500)
        host.update(Notes(ids: Array(4..<1_000)))  // row 3 leaves the data
        host.settle()
        // The kept row was released with its element; the first row stays bound for the focus.
        XCTAssertEqual(host.liveWidgetCount, widgets + 3)
        host.scroll(list, toRow: 0)
        XCTAssertNil(field(of: 3, in: host))
    }

    @MainActor func testClosingReleasesKeptRows() async throws {
        let host = TestHost(Notes(ids: Array(0..<1_000)), listViewportRows: 20)
        host.type("kept", into: try XCTUnwrap(field(of: 1, in: host)))
        host.settle()
        host.scroll(host.findAll("GtkListView")[0], toRow: 500)
        host.close()
        XCTAssertEqual(host.liveWidgetCount, 0)
    }
}

/// `Section`s in a static `List`: each header in `heading` above its rows, each footer dimmed.
final class ListSectionTests: XCTestCase {
    struct Pantry: View {
        var fruits: [String]
        var body: some View {
            List {
                Section("Fruit") {
                    ForEach(fruits, id: \.self) { Text($0) }
                } footer: {
                    Text("\(fruits.count) kinds")
                }
                Section("Vegetables") {
                    Text("Leek")
                }
            }
        }
    }

    @MainActor func testSectionsHaveHeadersAndFooters() async {
        let host = TestHost(Pantry(fruits: ["Apple", "Pear"]))
        let lines = host.dump().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let headings = lines.filter { $0.contains(".heading") }.map { $0.split(separator: "\"")[1] }
        XCTAssertEqual(headings, ["Fruit", "Vegetables"])
        XCTAssertTrue(lines.contains { $0.contains(#"label="2 kinds""#) && $0.contains(".dim-label") })
        let texts = lines.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        XCTAssertEqual(texts, ["Fruit", "Apple", "Pear", "2 kinds", "Vegetables", "Leek"])
    }

    @MainActor func testRowsComeAndGoWithinTheirSection() async {
        let host = TestHost(Pantry(fruits: ["Apple", "Pear"]))
        let pear = host.find(text: "Pear")
        host.update(Pantry(fruits: ["Cherry", "Apple", "Pear"]))
        host.settle()
        XCTAssertEqual(host.find(text: "Pear"), pear, "kept rows keep their widgets")
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .insert }.count, 1)
    }
}
