import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// `List` on a real `GtkListView`: GTK binds the rows in view, reuses a moved row's widgets,
/// binds others as the list scrolls, and every row widget is finalized when the list goes.
final class GtkListTests: XCTestCase {
    struct Item: Identifiable {
        var id: Int
    }

    struct CounterRow: View {
        var item: Item
        @State private var taps = 0
        var body: some View {
            HStack {
                Text("Item \(item.id)")
                Button("taps \(taps)") { taps += 1 }
            }
        }
    }

    struct Items: View {
        var ids: [Int]
        var body: some View {
            List(ids.map(Item.init)) { item in CounterRow(item: item) }
        }
    }

    @MainActor func testAMillionRowsBuildOnlyTheRowsInView() async {
        let widgets = GtkHost.liveWidgetCount
        let host = GtkTestHost(List(0..<1_000_000) { Text("Row \($0)") })
        defer { host.close() }
        XCTAssertNotNil(host.find(text: "Row 0"))
        let labels = host.findAll("GnomonLabel").count
        XCTAssertGreaterThan(labels, 5, "a 360-pixel window shows more than five rows")
        XCTAssertLessThan(labels, 300, "GTK 4.8 binds up to 200 rows around the view")
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, labels + 2)
    }

    @MainActor func testAMovedRowKeepsItsWidgetsAndState() async {
        let host = GtkTestHost(Items(ids: Array(0..<100)))
        defer { host.close() }
        host.tap(host.find(text: "taps 0")!)
        host.settle()
        let button = try! XCTUnwrap(host.find(text: "taps 1"))
        host.update(Items(ids: [1, 2, 0] + Array(3..<100)))
        host.settle()
        XCTAssertEqual(host.find(text: "taps 1"), button, "row 0's button moved with it")
        let shown = host.findAll("GnomonLabel").prefix(4).map { host.property(.label, of: $0) }
        XCTAssertEqual(shown, ["Item 1", "Item 2", "Item 0", "Item 3"])
        XCTAssertFalse(host.lastMutations.contains { $0.kind == .insert }, "no row was rebuilt")
    }

    @MainActor func testScrollingToTheEndBindsTheLastRows() async {
        let host = GtkTestHost(List(0..<100_000) { Text("Row \($0)") })
        defer { host.close() }
        scroll(host) { gtk_adjustment_get_upper($0) }
        XCTAssertNotNil(host.find(text: "Row 99999"))
        XCTAssertNil(host.find(text: "Row 500"), "rows far from the view are unbound")
        XCTAssertLessThan(host.findAll("GnomonLabel").count, 300)
    }

    /// A field whose text is the row's own state, told apart by its placeholder.
    struct NoteField: View {
        var id: Int
        @State private var note = ""
        var body: some View {
            TextField("Note for row \(id)", text: $note)
        }
    }

    @MainActor private func field(of row: Int, in host: GtkTestHost) -> WidgetHandle? {
        host.findAll("GtkEntry").first { host.property(.placeholderText, of: $0) == "Note for row \(row)" }
    }

    /// Scrolls the list's window to `value` (GTK 4.8 has no "scroll to item") and lets GTK
    /// bind what comes into view.
    @MainActor private func scroll(_ host: GtkTestHost, to value: (UnsafeMutablePointer<GtkAdjustment>) -> Double) {
        let scrolled = host.widgetPointer(host.findAll("GtkScrolledWindow")[0])
        let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))!
        // A step first: GTK estimates the height of rows it has not built once it has scrolled.
        for target in [min(400, value(adjustment)), value(adjustment)] {
            gtk_adjustment_set_value(adjustment, target)
            for _ in 0..<3 {
                gtk_test_widget_wait_for_draw(scrolled)
                host.settle()
            }
        }
    }

    /// A row the user typed in, scrolled far out of view (GTK tears its list item down) and
    /// back, shows what was typed: its widgets and state were kept by its id.
    @MainActor func testATouchedRowScrolledAwayAndBackKeepsWhatWasTyped() async throws {
        let host = GtkTestHost(List(0..<100_000, id: \.self) { NoteField(id: $0) })
        defer { host.close() }
        let field = try XCTUnwrap(field(of: 3, in: host))
        host.type("remember me", into: field)
        host.settle()
        // The focus goes back to the first row: GTK keeps the item of the row the focus was
        // last in (typing put it in row 3), however far the list scrolls.
        host.focus(try XCTUnwrap(self.field(of: 0, in: host)))
        scroll(host) { gtk_adjustment_get_upper($0) }
        XCTAssertNil(self.field(of: 3, in: host), "row 3 is out of GTK's list items")
        XCTAssertNotNil(self.field(of: 99_999, in: host))
        scroll(host) { _ in 0 }
        XCTAssertEqual(self.field(of: 3, in: host), field, "the same field widget is back")
        XCTAssertEqual(host.property(.text, of: field), "remember me")
        XCTAssertEqual(host.find(text: "remember me"), field)
    }

    /// The headless host binds the rows GTK binds, so long lists dump alike: at the top, and
    /// scrolled to the end (where GTK still holds the first row, for the focus).
    @MainActor func testLongListsDumpAsHeadless() async {
        for count in [150, 1_000, 100_000] {
            let view = List(0..<count) { Text("Row \($0)") }
            let gtk = GtkTestHost(view)
            defer { gtk.close() }
            let headless = TestHost(view)
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(count) rows, top")
            scroll(gtk) { gtk_adjustment_get_upper($0) }
            headless.scroll(headless.findAll("GtkListView")[0], toRow: count)
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(count) rows, end")
        }
    }

    @MainActor func testRemovingTheListFinalizesEveryRow() async {
        struct Toggled: View {
            var shown: Bool
            var body: some View {
                if shown { Items(ids: Array(0..<1_000)) } else { Text("none") }
            }
        }
        let host = GtkTestHost(Toggled(shown: false))
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        let objects = GtkHost.liveObjectCount
        let handlers = GtkHost.liveSignalHandlerCount
        host.update(Toggled(shown: true))
        host.settle()
        XCTAssertGreaterThan(GtkHost.liveWidgetCount, widgets + 10)
        XCTAssertGreaterThan(GtkHost.liveObjectCount - objects, GtkHost.liveWidgetCount - widgets + 3,
                             "a model, a selection model, a factory and the items in view")
        host.update(Toggled(shown: false))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
        XCTAssertEqual(GtkHost.liveObjectCount, objects, "the model, its items, selection and factory too")
        XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers)
    }
}

/// `List(_:selection:)` on a real `GtkListView`, whose selection model asks the app's binding:
/// GTK's own click handling (its `list.select-item` action) and Ctrl+A select the same rows as
/// the headless host, and GTK's list items show them selected.
final class GtkListSelectionTests: XCTestCase {
    struct Planets: View {
        var ids: [Int]
        @State private var chosen: Set<Int> = []
        var body: some View {
            VStack {
                Text("Chosen: \(chosen.sorted().map(String.init).joined(separator: ","))")
                Button("Choose 2") { chosen = [2] }
                List(ids, id: \.self, selection: $chosen) { Text("Planet \($0)") }
            }
        }
    }

    struct OnePlanet: View {
        var ids: [Int]
        @State private var chosen: Int?
        var body: some View {
            List(ids, id: \.self, selection: $chosen) { Text("Planet \($0)") }
        }
    }

    /// Runs `step` on both hosts, then checks they select the same rows and show the same tree.
    @MainActor private func expectSame(
        _ gtk: GtkTestHost, _ headless: TestHost, _ label: String, selected: [Int],
        _ step: (any TestingHost, WidgetHandle) -> Void
    ) {
        for host in [gtk, headless] as [any TestingHost] {
            step(host, host.findAll("GtkListView")[0])
            host.settle()
            XCTAssertEqual(host.selectedRows(in: host.findAll("GtkListView")[0]), selected, "\(label) in \(host)")
        }
        XCTAssertEqual(gtk.dump(), headless.dump(), label)
    }

    @MainActor func testClicksSelectTheSameRowsAsHeadless() async {
        let gtk = GtkTestHost(Planets(ids: Array(0..<8)))
        defer { gtk.close() }
        let headless = TestHost(Planets(ids: Array(0..<8)))
        expectSame(gtk, headless, "click", selected: [1]) { $0.clickRow(1, in: $1) }
        expectSame(gtk, headless, "ctrl", selected: [1, 3]) { $0.clickRow(3, in: $1, modifiers: .control) }
        expectSame(gtk, headless, "shift", selected: [3, 4, 5]) { $0.clickRow(5, in: $1, modifiers: .shift) }
        expectSame(gtk, headless, "ctrl+shift", selected: [3, 4, 5, 6, 7]) {
            $0.clickRow(7, in: $1, modifiers: [.control, .shift])
        }
        expectSame(gtk, headless, "ctrl off", selected: [3, 5, 6, 7]) { $0.clickRow(4, in: $1, modifiers: .control) }
        XCTAssertNotNil(gtk.find(text: "Chosen: 3,5,6,7"))
        expectSame(gtk, headless, "ctrl+a", selected: Array(0..<8)) { host, list in host.selectAllRows(in: list) }
        expectSame(gtk, headless, "by the app", selected: [2]) { host, _ in host.tap(host.find(text: "Choose 2")!) }
    }

    /// GTK's list items follow the binding through data changes: a selected row that moves is
    /// still shown selected, one that leaves is not.
    @MainActor func testTheSelectionFollowsItsRowInGtk() async {
        let gtk = GtkTestHost(Planets(ids: Array(0..<8)))
        defer { gtk.close() }
        let headless = TestHost(Planets(ids: Array(0..<8)))
        expectSame(gtk, headless, "click", selected: [5]) { $0.clickRow(5, in: $1) }
        expectSame(gtk, headless, "inserted above", selected: [7]) { host, _ in host.update(Planets(ids: [20, 21] + Array(0..<8))) }
        expectSame(gtk, headless, "reversed", selected: [2]) { host, _ in host.update(Planets(ids: Array((0..<8).reversed()))) }
        expectSame(gtk, headless, "gone", selected: []) { host, _ in host.update(Planets(ids: [0, 1])) }
        expectSame(gtk, headless, "back", selected: [1]) { host, _ in host.update(Planets(ids: [0, 5, 1])) }
    }

    @MainActor func testASingleSelectionTakesOneRow() async {
        let gtk = GtkTestHost(OnePlanet(ids: Array(0..<8)))
        defer { gtk.close() }
        let headless = TestHost(OnePlanet(ids: Array(0..<8)))
        expectSame(gtk, headless, "click", selected: [2]) { $0.clickRow(2, in: $1) }
        expectSame(gtk, headless, "shift", selected: [6]) { $0.clickRow(6, in: $1, modifiers: .shift) }
        expectSame(gtk, headless, "ctrl+a", selected: [6]) { host, list in host.selectAllRows(in: list) }
        expectSame(gtk, headless, "ctrl", selected: []) { $0.clickRow(6, in: $1, modifiers: .control) }
    }

    /// Static rows selected by their tags: a sidebar of folders and a section of tags.
    struct Folders: View {
        @State private var chosen: String? = "inbox"
        var body: some View {
            VStack {
                Text("Chosen: \(chosen ?? "none")")
                List(selection: $chosen) {
                    Label("Inbox", systemImage: "mail-inbox-symbolic").tag("inbox")
                    Label("Sent", systemImage: "mail-send-symbolic").tag("sent")
                    Section("Tags") {
                        ForEach(["home", "work"], id: \.self) { Text($0) }
                    }
                }
                .listStyle(.sidebar)
            }
        }
    }

    @MainActor func testStaticRowsSelectByTagAsHeadless() async {
        let gtk = GtkTestHost(Folders())
        defer { gtk.close() }
        let headless = TestHost(Folders())
        XCTAssertEqual(gtk.dump(), headless.dump())
        expectSame(gtk, headless, "click", selected: [1]) { $0.clickRow(1, in: $1) }
        expectSame(gtk, headless, "header", selected: [1]) { $0.clickRow(2, in: $1) }
        expectSame(gtk, headless, "tag", selected: [4]) { $0.clickRow(4, in: $1) }
        XCTAssertNotNil(gtk.find(text: "Chosen: work"))
    }
}

/// `onDelete` in GTK: a real Delete key press in the list deletes as headless.
final class GtkListDeleteTests: XCTestCase {
    struct Tasks: View {
        @State var tasks: [Int]
        @State private var chosen: Int?
        var body: some View {
            VStack {
                Text("Tasks: \(tasks.map(String.init).joined(separator: " "))")
                List(selection: $chosen) {
                    ForEach(tasks, id: \.self) { Text("Task \($0)") }.onDelete { tasks.remove(atOffsets: $0) }
                }
            }
        }
    }

    @MainActor func testTheDeleteKeyDeletesAsHeadless() async {
        let gtk = GtkTestHost(Tasks(tasks: [1, 2, 3, 4]))
        defer { gtk.close() }
        let headless = TestHost(Tasks(tasks: [1, 2, 3, 4]))
        for host in [gtk, headless] as [any TestingHost] {
            let list = host.findAll("GtkListView")[0]
            host.clickRow(2, in: list)
            host.settle()
            host.deleteRows(in: list)
            host.settle()
            XCTAssertNotNil(host.find(text: "Tasks: 1 2 4"), "the selected row, in \(host)")
            host.deleteRows(in: list)
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}

/// A lazy stack in GTK: a list view built for the rows in view, dumped as headless.
final class GtkLazyStackTests: XCTestCase {
    @MainActor func testALazyStackIsAVirtualizedListView() async {
        let view = ScrollView {
            LazyVStack(spacing: 8) { ForEach(0..<50_000, id: \.self) { Text("Card \($0)") } }
        }
        let widgets = GtkHost.liveWidgetCount
        let gtk = GtkTestHost(view)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(view).dump())
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, TestHost.gtkListViewRows + 2, "the rows GTK binds, the list and its scroll view")
    }
}

/// `ScrollViewReader` in GTK: the proxy moves the scrolled window's adjustment until the view
/// shows.
final class GtkScrollViewReaderTests: XCTestCase {
    struct Log: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("End") { proxy.scrollTo(149, anchor: .bottom) }
                    Button("Start") { proxy.scrollTo("first") }
                    ScrollView {
                        VStack(alignment: .leading) {
                            Text("First line").id("first")
                            ForEach(0..<150, id: \.self) { Text("Line \($0)") }
                        }
                    }
                    .frame(height: 200)
                }
            }
        }
    }

    @MainActor func testScrollingToTheEndAndBack() async {
        let host = GtkTestHost(Log())
        defer { host.close() }
        let scrollView = host.findAll("GtkScrolledWindow")[0]
        XCTAssertFalse(host.isVisible(host.find(text: "Line 149")!, in: scrollView))
        host.tap(host.find(text: "End")!)
        host.settle()
        XCTAssertTrue(host.isVisible(host.find(text: "Line 149")!, in: scrollView))
        XCTAssertFalse(host.isVisible(host.find(text: "First line")!, in: scrollView))
        host.tap(host.find(text: "Start")!)
        host.settle()
        XCTAssertTrue(host.isVisible(host.find(text: "First line")!, in: scrollView))
    }
}

/// `onMove` in GTK: a real drag with the pointer, from a row to another, moves it as headless.
final class GtkListMoveTests: XCTestCase {
    struct Steps: View {
        @State var steps: [String]
        var body: some View {
            VStack {
                Text(steps.joined(separator: " "))
                List {
                    ForEach(steps, id: \.self) { Text($0).padding(8) }
                        .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }

    @MainActor func testARealDragMovesTheRowAsHeadless() async {
        let gtk = GtkTestHost(Steps(steps: ["Mix", "Knead", "Rise", "Bake"]))
        defer { gtk.close() }
        let headless = TestHost(Steps(steps: ["Mix", "Knead", "Rise", "Bake"]))
        XCTAssertEqual(gtk.dump(), headless.dump())
        for (row, destination, order) in [(0, 3, "Knead Rise Mix Bake"), (3, 0, "Bake Knead Rise Mix"), (0, 4, "Knead Rise Mix Bake")] {
            for host in [gtk, headless] as [any TestingHost] {
                host.moveRow(row, to: destination, in: host.findAll("GtkListView")[0])
                host.settle()
                XCTAssertNotNil(host.find(text: order), "\(host): \(row) to \(destination)")
            }
            XCTAssertEqual(gtk.dump(), headless.dump())
        }
    }
}

/// `scrollTo` a row GTK has not bound: GTK's list scrolls to it and binds it.
final class GtkListScrollToTests: XCTestCase {
    struct Log: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Last") { proxy.scrollTo(9_999) }
                    Button("First") { proxy.scrollTo(0) }
                    List(0..<10_000, id: \.self) { Text("Entry \($0)") }
                }
            }
        }
    }

    @MainActor func testARowNotBoundIsScrolledToAndShown() async {
        let gtk = GtkTestHost(Log())
        defer { gtk.close() }
        XCTAssertNil(gtk.find(text: "Entry 9999"))
        gtk.tap(gtk.find(text: "Last")!)
        gtk.settle()
        let last = try! XCTUnwrap(gtk.find(text: "Entry 9999"), "GTK bound the last row")
        XCTAssertTrue(gtk.isVisible(last, in: gtk.findAll("GtkScrolledWindow")[0]))
        gtk.tap(gtk.find(text: "First")!)
        gtk.settle()
        XCTAssertTrue(gtk.isVisible(gtk.find(text: "Entry 0")!, in: gtk.findAll("GtkScrolledWindow")[0]))
    }
}
