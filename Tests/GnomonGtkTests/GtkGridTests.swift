import CGtk
import GnomonCore
import GnomonGtk
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

}

/// Where the widget showing `text` is in `ancestor` (its parent by default), as GTK laid it out.
@MainActor private func origin(of text: String, in host: GtkTestHost, relativeTo ancestor: WidgetHandle? = nil) -> graphene_point_t {
    let widget = host.widgetPointer(host.find(text: text)!)
    let target = ancestor.map(host.widgetPointer) ?? gtk_widget_get_parent(widget)
    var origin = graphene_point_t(x: 0, y: 0), point = graphene_point_t()
    XCTAssertNotEqual(gtk_widget_compute_point(widget, target, &origin, &point), 0)
    return point
}

/// Lazy grids in GTK: a `GtkGridView` binding the cells in view, dumped as headless, laying its
/// cells out in lines as the columns say.
final class GtkLazyGridTests: XCTestCase {
    struct Photos: View {
        var numbers: [Int]
        var columns: [GridItem]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) { ForEach(numbers, id: \.self) { Text("Photo \($0)") } }
            }
        }
    }

    @MainActor func testTheCellsGTKBindsDumpAsHeadlessThroughChanges() async {
        let three = Array(repeating: GridItem(.flexible()), count: 3)
        let widgets = GtkHost.liveWidgetCount
        let gtk = GtkTestHost(Photos(numbers: Array(0..<10_000), columns: three))
        defer { gtk.close() }
        let headless = TestHost(Photos(numbers: Array(0..<10_000), columns: three))
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 32 * 3 + 1 + 2, "the cells GTK binds, the grid view and its scroll view")
        for numbers in [[-1] + Array(0..<10_000), Array(5..<10_000), [7, 6, 5]] {
            for host in [gtk, headless] as [any TestingHost] {
                host.update(Photos(numbers: numbers, columns: three))
                host.settle()
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(numbers.prefix(3))")
        }
        // Three to a line: the fourth cell starts the second line, under the first.
        gtk_test_widget_wait_for_draw(gtk.widgetPointer(gtk.findAll("GtkGridView")[0]))
        let grid = gtk.findAll("GtkGridView")[0]
        let first = origin(of: "Photo 7", in: gtk, relativeTo: grid), second = origin(of: "Photo 6", in: gtk, relativeTo: grid)
        let third = origin(of: "Photo 5", in: gtk, relativeTo: grid)
        XCTAssertEqual(first.y, second.y)
        XCTAssertGreaterThan(second.x, first.x)
        XCTAssertGreaterThan(third.x, second.x)
        gtk.update(Photos(numbers: [7, 6, 5, 4], columns: three))
        gtk.settle()
        gtk_test_widget_wait_for_draw(gtk.widgetPointer(grid))
        let fourth = origin(of: "Photo 4", in: gtk, relativeTo: grid)
        XCTAssertGreaterThan(fourth.y, first.y)
        XCTAssertEqual(fourth.x, origin(of: "Photo 7", in: gtk, relativeTo: grid).x, accuracy: 1)
    }

    /// A cell's view fills its column, with the room it asks for and none that GTK's theme
    /// gives the boxes in a grid view's cells.
    @MainActor func testACellsViewFillsItsCell() async {
        let host = GtkTestHost(ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<4, id: \.self) { number in
                    VStack(spacing: 6) {
                        Image(systemName: "starred-symbolic")
                        Text("Tile \(number)")
                    }
                    .frame(maxWidth: .infinity)
                    .styleClass("card")
                }
            }
        })
        defer { host.close() }
        gtk_test_widget_wait_for_draw(host.widgetPointer(host.findAll("GtkGridView")[0]))
        let box = host.widgetPointer(host.findAll("GtkBox")[0])
        let cell = gtk_widget_get_parent(box)!
        XCTAssertEqual(gtk_widget_get_width(box), gtk_widget_get_width(cell))
        XCTAssertEqual(gtk_widget_get_margin_start(box), 0)
        let image = origin(of: "Tile 0", in: host, relativeTo: host.findAll("GtkBox")[0])
        let icon = host.widgetPointer(host.findAll("GtkImage")[0])
        XCTAssertEqual(image.y, Float(gtk_widget_get_height(icon) + 6), "the stack's own spacing, no more")
    }

    @MainActor func testAdaptiveColumnsFitTheWidth() async {
        let view = Photos(numbers: Array(0..<100), columns: [GridItem(.adaptive(minimum: 150))])
        let gtk = GtkTestHost(view)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(view).dump())
        let grid = gtk.findAll("GtkGridView")[0]
        gtk_test_widget_wait_for_draw(gtk.widgetPointer(grid))
        let width = gtk_widget_get_width(gtk.widgetPointer(grid))
        // As many cells of at least 150 pixels as fit the grid's width, the rest on the next line.
        let perLine = (0..<12).prefix { origin(of: "Photo \($0)", in: gtk, relativeTo: grid).y == origin(of: "Photo 0", in: gtk, relativeTo: grid).y }.count
        XCTAssertEqual(perLine, max(1, min(12, Int(width) / 150)), "width \(width)")
        XCTAssertGreaterThan(perLine, 1)
    }
}
