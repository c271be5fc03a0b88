import GnomonCore
import GnomonTesting
import XCTest

/// `navigationTitle`: the window's title is the last title in the view tree, follows its
/// changes, and goes back to the scene's when no view gives one.
final class NavigationTitleTests: XCTestCase {
    struct Notes: View {
        @State var selected: String?
        @State var showsSidebar = true
        var body: some View {
            HStack {
                if showsSidebar {
                    Text("Sidebar").navigationTitle("Notes")
                }
                if let selected {
                    Text(selected).navigationTitle(selected)
                }
                Button("Open") { selected = "Groceries" }
                Button("Rename") { selected = "Shopping" }
                Button("Close") { selected = nil }
                Button("Hide") { showsSidebar = false }
            }
        }
    }

    @MainActor func testTheLastTitleInTheTreeIsTheWindowsAndFollowsChanges() async {
        let host = TestHost(Notes())
        XCTAssertEqual(host.windowTitle, "Notes")
        for (button, title) in [("Open", "Groceries"), ("Rename", "Shopping"), ("Close", "Notes"), ("Hide", nil)] as [(String, String?)] {
            host.tap(host.find(text: button)!)
            host.settle()
            XCTAssertEqual(host.windowTitle, title, button)
        }
    }

    @MainActor func testAViewWithoutATitleLeavesTheScenes() async {
        XCTAssertNil(TestHost(Text("Hello")).windowTitle)
    }
}
