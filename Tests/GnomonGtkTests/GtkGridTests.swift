import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// Grids in GTK: each child attached in its cell, read back from the grid's layout, as headless,
/// while rows come, go and move.
final class GtkGridTests: XCTestCase {
    struct Settings: View {
        var names: [String]
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                ForEach(names, id: \.self) { name in
                    GridRow {
                        Text(name)
                        Text("on")
                    }
                }
                Divider()
                GridRow {
                    Text("Both").gridCellColumns(2)
                }
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
        let first = origin(of: "VPN", in: gtk), second = origin(of: "on", in: gtk), both = origin(of: "Both", in: gtk)
        XCTAssertGreaterThan(second.x, first.x)
        XCTAssertEqual(second.y, first.y)
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
