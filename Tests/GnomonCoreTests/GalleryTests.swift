import GalleryViews
import GnomonCore
import GnomonTesting
import XCTest

/// The Gallery's sidebar is a list selecting one page, which titles the window.
final class GalleryTests: XCTestCase {
    @MainActor func testTheSidebarChoosesThePage() async throws {
        let host = TestHost(GalleryView(page: .controls))
        let sidebar = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.selectedRows(in: sidebar), [0])
        let lists = try XCTUnwrap(GalleryPage.allCases.firstIndex(of: .lists))
        host.clickRow(lists, in: sidebar)
        host.settle()
        XCTAssertNotNil(host.find(text: "Earth"))
        XCTAssertEqual(host.windowTitle, "Lists")
        host.clickRow(lists, in: sidebar, modifiers: .control)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: sidebar), [])
        XCTAssertNotNil(host.find(text: "Choose a page"))
        XCTAssertNil(host.windowTitle, "the scene's title again")
        host.clickRow(0, in: sidebar)
        host.settle()
        XCTAssertNotNil(host.find(text: "Volume 60%"))
    }
}
