import GnomonCore
import GnomonTesting
import XCTest

/// `LazyVGrid` and `LazyHGrid`: virtualized as a scroll view's whole content over a
/// `ForEach` (a `GtkGridView`), a `Grid` of every cell anywhere else.
final class LazyGridTests: XCTestCase {
    @MainActor func testAsAScrollViewsContentOnlyTheCellsInViewAreBuilt() async {
        let host = TestHost(ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach(0..<100_000, id: \.self) { Text("Photo \($0)") }
            }
        })
        // GTK binds 32 lines of as many cells as a line may hold, and one more.
        XCTAssertEqual(host.findAll("GnomonLabel").count, 32 * 3 + 1)
        let grid = host.findAll("GtkGridView")[0]
        XCTAssertEqual(host.property(.minColumns, of: grid), 3)
        XCTAssertEqual(host.property(.maxColumns, of: grid), 3)
        XCTAssertEqual(host.property(.listOrientation, of: grid), .vertical)
        let line = host.dump().split(separator: "\n")[1].trimmingCharacters(in: .whitespaces)
        XCTAssertEqual(
            line,
            "GtkGridView hexpand=true max-columns=3 min-columns=3 vexpand=true .gnomon-cell-bottom-12 .gnomon-cell-right-6 .gnomon-lazy-grid")
    }

    @MainActor func testAdaptiveColumnsLetGTKFitAsManyAsTheWidthHolds() async {
        let host = TestHost(ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 10)]) {
                ForEach(0..<1_000, id: \.self) { Text("\($0)") }
            }
        })
        let grid = host.findAll("GtkGridView")[0]
        XCTAssertEqual(host.property(.minColumns, of: grid), 1)
        XCTAssertEqual(host.property(.maxColumns, of: grid), 12)
        XCTAssertTrue(host.dump().contains(".gnomon-cell-min-width-96 .gnomon-cell-right-10 .gnomon-lazy-grid"))
        XCTAssertEqual(host.findAll("GnomonLabel").count, 32 * 12 + 1)
    }

    @MainActor func testAHorizontalOneFillsColumnsFromTheTop() async {
        let host = TestHost(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
                ForEach(0..<500, id: \.self) { Text("\($0)") }
            }
        })
        let grid = host.findAll("GtkGridView")[0]
        XCTAssertEqual(host.property(.listOrientation, of: grid), .horizontal)
        XCTAssertEqual(host.property(.maxColumns, of: grid), 2)
        XCTAssertTrue(host.dump().contains(".gnomon-cell-bottom-6 .gnomon-cell-min-height-40 .gnomon-cell-right-4 .gnomon-lazy-grid"))
    }

    @MainActor func testCellsFollowTheirDataAndKeepTheirState() async {
        struct Cell: View {
            let number: Int
            @State var taps = 0
            var body: some View {
                Button("\(number): \(taps)") { taps += 1 }
            }
        }
        struct Photos: View {
            var numbers: [Int]
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(numbers, id: \.self) { Cell(number: $0) } }
                }
            }
        }
        let host = TestHost(Photos(numbers: [1, 2, 3]))
        host.tap(host.find(text: "2: 0")!)
        host.update(Photos(numbers: [0, 1, 2, 3]))
        XCTAssertEqual(host.findAll("GtkButton").map { host.property(.label, of: $0) }, ["0: 0", "1: 0", "2: 1", "3: 0"])
        host.update(Photos(numbers: [3, 2]))
        XCTAssertEqual(host.findAll("GtkButton").map { host.property(.label, of: $0) }, ["3: 0", "2: 1"])
    }

    @MainActor func testElsewhereItIsAGridOfEveryCell() async {
        let host = TestHost(VStack {
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 2) {
                ForEach(0..<7, id: \.self) { Text("\($0)") }
            }
        })
        XCTAssertTrue(host.findAll("GtkGridView").isEmpty)
        XCTAssertEqual(host.property(.rowSpacing, of: host.findAll("GtkGrid")[0]), 2)
        let cells = host.findAll("GnomonLabel").map { host.property(.gridCell, of: $0) }
        XCTAssertEqual(cells, [
            GridCell(row: 0, column: 0), GridCell(row: 0, column: 1), GridCell(row: 0, column: 2),
            GridCell(row: 1, column: 0), GridCell(row: 1, column: 1), GridCell(row: 1, column: 2),
            GridCell(row: 2, column: 0),
        ])
        let horizontal = TestHost(LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(0..<3, id: \.self) { Text("\($0)") } })
        XCTAssertEqual(
            horizontal.findAll("GnomonLabel").map { horizontal.property(.gridCell, of: $0) },
            [GridCell(row: 0, column: 0), GridCell(row: 1, column: 0), GridCell(row: 0, column: 1)])
    }

    @MainActor func testAnAdaptiveGridOutOfAScrollViewSaysItCannotAdapt() async {
        let log = LogCapture(expecting: "adapts as the whole content of a ScrollView over a ForEach")
        let host = TestHost(LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { Text("A"); Text("B") })
        XCTAssertEqual(log.messages(containing: "adapts as the whole content").count, 1)
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.gridCell, of: $0) }, [GridCell(row: 0, column: 0), GridCell(row: 1, column: 0)])
    }

    func testTheGridRulesTakeOffTheListLookAndSetTheGaps() {
        XCTAssertEqual(
            GeneratedStyleClass.rule(for: "gnomon-lazy-grid"),
            """
            .gnomon-lazy-grid, .gnomon-lazy-grid > child, .gnomon-lazy-grid > child:hover, .gnomon-lazy-grid > child:selected { background: none; padding: 0; }
            .gnomon-lazy-grid > child box { margin: 0; border-spacing: 0; }
            """)
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-cell-right-6"), ".gnomon-cell-right-6 > child { margin-right: 6px; }")
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-cell-min-width-96"), ".gnomon-cell-min-width-96 > child { min-width: 96px; }")
        XCTAssertNil(GeneratedStyleClass.rule(for: "gnomon-cell-right-x"))
    }
}
