import GnomonCore
import GnomonTesting
import XCTest

/// Split views: panes in GtkPaned, nested past two, coming and going.
struct Workspace: View {
    var showsInspector: Bool

    var body: some View {
        HSplitView {
            Text("Sidebar")
            VSplitView {
                Text("Editor")
                Text("Console")
            }
            if showsInspector { Text("Inspector") }
        }
    }
}

final class SplitViewTests: XCTestCase {
    @MainActor func testPanesNestPastTwo() async {
        let host = TestHost(Workspace(showsInspector: true))
        XCTAssertEqual(host.findAll("GtkPaned").count, 3, "sidebar | (editor / console | inspector)")
        let dump = host.dump()
        XCTAssertTrue(dump.contains("GtkPaned focusable=false hexpand=true shrink-end-child=false shrink-start-child=false vexpand=true\n    GnomonLabel label=\"Sidebar\""), dump)
        XCTAssertTrue(dump.contains("GtkPaned focusable=false hexpand=true orientation=vertical shrink-end-child=false shrink-start-child=false vexpand=true"), dump)
    }

    @MainActor func testAPaneComesAndGoes() async {
        let host = TestHost(Workspace(showsInspector: false))
        XCTAssertEqual(host.findAll("GtkPaned").count, 2)
        host.update(Workspace(showsInspector: true))
        host.settle()
        XCTAssertEqual(host.findAll("GtkPaned").count, 3)
        XCTAssertNotNil(host.find(text: "Inspector"))
        host.update(Workspace(showsInspector: false))
        host.settle()
        XCTAssertEqual(host.findAll("GtkPaned").count, 2)
        XCTAssertNil(host.find(text: "Inspector"))
    }
}
