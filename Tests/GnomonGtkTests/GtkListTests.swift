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
        let labels = host.findAll("GtkLabel").count
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
        let shown = host.findAll("GtkLabel").prefix(4).map { host.property(.label, of: $0) }
        XCTAssertEqual(shown, ["Item 1", "Item 2", "Item 0", "Item 3"])
        XCTAssertFalse(host.lastMutations.contains { $0.kind == .insert }, "no row was rebuilt")
    }

    @MainActor func testScrollingToTheEndBindsTheLastRows() async {
        let host = GtkTestHost(List(0..<100_000) { Text("Row \($0)") })
        defer { host.close() }
        let scrolled = host.widgetPointer(host.findAll("GtkScrolledWindow")[0])
        let adjustment = gtk_scrolled_window_get_vadjustment(cast(scrolled))
        // A step first: GTK estimates the height of rows it has not built once it has scrolled.
        for value in [400, gtk_adjustment_get_upper(adjustment)] {
            gtk_adjustment_set_value(adjustment, value)
            for _ in 0..<3 {
                gtk_test_widget_wait_for_draw(scrolled)
                host.settle()
            }
        }
        XCTAssertNotNil(host.find(text: "Row 99999"))
        XCTAssertNil(host.find(text: "Row 500"), "rows far from the view are unbound")
        XCTAssertLessThan(host.findAll("GtkLabel").count, 300)
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
