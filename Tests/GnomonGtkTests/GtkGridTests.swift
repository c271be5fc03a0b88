import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// Grids in GTK: each child attached in its cell, read back from the grid's layout, as headless,
/// while rows come, go and move.
final class GtkGridTests: XCTestCase {
    /// Three columns: a header row, a row per name (its name across two columns), a footer.
    struct Settings: View {
        var names: [String]
        var body: some View {
            Grid(horizontalSpacing: 18, verticalSpacing: 3) {
                GridRow {
                    Text("Setting")
                    Text("State")
                    Text("Since")
                }
                ForEach(names, id: \.self) { name in
                    GridRow {
                        Text(name).gridCellColumns(2)
                        Text("on")
                    }
                }
                Text("Both")
            }
        }
    }

    @MainActor func testCellsReadBackAsHeadlessThroughChanges() async {
        let gtk = GtkTestHost(Settings(names: ["Wi-Fi", "Bluetooth"]))
        defer { gtk.close() }
        let headless = TestHost(Settings(names: ["Wi-Fi", "Bluetooth"]))
        XCTAssertEqual(gtk.dump(), headless.dump())
        for names in [["Airplane", "Wi-Fi", "Bluetooth"], ["Bluetooth", "Airplane"], [], ["VPN"]] {
            for host in [gtk, headless] as [any TestingHost] {
                host.update(Settings(names: names))
                host.settle()
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(names)")
            XCTAssertEqual(gtk.lastMutations, headless.lastMutations, "\(names)")
        }
        // GTK lays the cells out by their cell: a second column's label is to the right of the
        // first's, the spanning one below both.
        gtk_test_widget_wait_for_draw(gtk.widgetPointer(gtk.findAll("GtkGrid")[0]))
        let first = origin(of: "VPN", in: gtk), third = origin(of: "on", in: gtk), both = origin(of: "Both", in: gtk)
        XCTAssertGreaterThan(third.x, origin(of: "State", in: gtk).x, "the name spans two columns")
        XCTAssertEqual(third.y, first.y)
        XCTAssertGreaterThan(both.y, first.y)
    }

    /// Where the widget showing `text` is in its parent, as GTK laid it out.
    @MainActor private func origin(of text: String, in host: GtkTestHost) -> graphene_point_t {
        let widget = host.widgetPointer(host.find(text: text)!)
        var origin = graphene_point_t(x: 0, y: 0), point = graphene_point_t()
        XCTAssertNotEqual(gtk_widget_compute_point(widget, gtk_widget_get_parent(widget), &origin, &point), 0)
        return point
    }
}
