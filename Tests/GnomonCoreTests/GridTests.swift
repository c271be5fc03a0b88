import GnomonCore
import GnomonTesting
import XCTest

/// `Grid`: a `GtkGrid` whose children each carry their cell, rows from `GridRow`s (or one view
/// across every column), columns counted along each row.
final class GridTests: XCTestCase {
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
                Text("Across")
            }
        }
    }

    @MainActor func testCellsAreRowsAndColumns() async {
        let host = TestHost(Settings(names: ["Wi-Fi", "Bluetooth"]))
        XCTAssertEqual(host.dump(), """
            GtkGrid column-spacing=12 halign=center row-spacing=6 valign=center
              GnomonLabel grid-cell="0:0" halign=start label="Wi-Fi" natural-wrap-mode=none valign=center wrap=true xalign=0
              GnomonLabel grid-cell="0:1" halign=start label="on" natural-wrap-mode=none valign=center wrap=true xalign=0
              GnomonLabel grid-cell="1:0" halign=start label="Bluetooth" natural-wrap-mode=none valign=center wrap=true xalign=0
              GnomonLabel grid-cell="1:1" halign=start label="on" natural-wrap-mode=none valign=center wrap=true xalign=0
              GtkSeparator grid-cell="2:0 span 2" valign=center
              GnomonLabel grid-cell="3:0 span 2" halign=start label="Both" natural-wrap-mode=none valign=center wrap=true xalign=0
              GnomonLabel grid-cell="4:0 span 2" halign=start label="Across" natural-wrap-mode=none valign=center wrap=true xalign=0
            """)
    }

    /// A row inserted above moves the cells below it down: their cells change, their widgets stay.
    @MainActor func testARowInsertedAboveMovesTheCellsBelow() async {
        let host = TestHost(Settings(names: ["Wi-Fi", "Bluetooth"]))
        let bluetooth = host.find(text: "Bluetooth")
        host.update(Settings(names: ["Airplane", "Wi-Fi", "Bluetooth"]))
        host.settle()
        XCTAssertEqual(host.find(text: "Bluetooth"), bluetooth)
        XCTAssertEqual(host.property(.gridCell, of: bluetooth!), GridCell(row: 2, column: 0))
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .insert }.count, 2, "the new row's two cells")
        XCTAssertEqual(host.property(.gridCell, of: host.find(text: "Across")!), GridCell(row: 5, column: 0, columnSpan: 2))
    }

    /// As in SwiftUI, a `GridRow` outside a grid is a group: its views join the container.
    @MainActor func testAGridRowOutsideAGridAddsItsViewsToTheContainer() async throws {
        let host = TestHost(VStack { GridRow { Text("A"); Text("B") } })
        XCTAssertEqual(host.findAll("GtkBox").count, 1, "the VStack's, with no row of its own")
        let a = try XCTUnwrap(host.frame(of: host.find(text: "A")!)), b = try XCTUnwrap(host.frame(of: host.find(text: "B")!))
        XCTAssertLessThanOrEqual(a.maxY, b.minY, "stacked")
        XCTAssertEqual(host.property(.gridCell, of: host.find(text: "A")!), .some(nil))
    }

    /// A row with an alignment of its own places its cells so; the others, as the grid says.
    @MainActor func testARowsAlignmentPlacesItsCells() async throws {
        let host = TestHost(Grid {
            GridRow(alignment: .top) {
                Text("Top")
                Text("Two\nlines")
            }
            GridRow {
                Text("Middle")
                Text("Two\nlines")
            }
        })
        XCTAssertEqual(host.property(.valign, of: try XCTUnwrap(host.find(text: "Top"))), .start)
        XCTAssertEqual(host.property(.valign, of: try XCTUnwrap(host.find(text: "Middle"))), .center)
    }
}
