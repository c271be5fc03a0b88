import GnomonCore
import GnomonTesting
import XCTest

/// `LazyVStack` and `LazyHStack`: virtualized as a scroll view's whole content over a
/// `ForEach`, a plain stack anywhere else.
final class LazyStackTests: XCTestCase {
    @MainActor func testAsAScrollViewsContentOnlyTheRowsInViewAreBuilt() async {
        let host = TestHost(ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(0..<100_000, id: \.self) { Text("Card \($0)") }
            }
        })
        XCTAssertEqual(host.findAll("GnomonLabel").count, TestHost.gtkListViewRows)
        let list = host.dump().split(separator: "\n")[1]
        XCTAssertEqual(list.trimmingCharacters(in: .whitespaces), "GtkListView hexpand=true vexpand=true .gnomon-lazy-stack .gnomon-row-gap-12")
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-row-gap-12"), ".gnomon-row-gap-12 > row { margin-bottom: 12px; }")
    }

    @MainActor func testAHorizontalOneRunsAlongTheRow() async {
        let host = TestHost(ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<1_000, id: \.self) { Text("\($0)") } }
        })
        XCTAssertEqual(host.property(.listOrientation, of: host.findAll("GtkListView")[0]), .horizontal)
    }

    @MainActor func testElsewhereItIsAStackOfEveryRow() async {
        let host = TestHost(VStack {
            Text("Header")
            LazyVStack { ForEach(0..<300, id: \.self) { Text("Row \($0)") } }
        })
        XCTAssertTrue(host.findAll("GtkListView").isEmpty)
        XCTAssertEqual(host.findAll("GnomonLabel").count, 301)
    }
}
