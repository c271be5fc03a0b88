import GnomonCore
import GnomonTesting
import XCTest

/// `NavigationSplitView`: a sidebar whose list is GNOME's navigation sidebar and whose
/// selection drives the detail; the header bar's button (and F9) hides and shows the sidebar;
/// three columns nest panes.
final class NavigationSplitViewTests: XCTestCase {
    struct Folders: View {
        let folders = ["Inbox", "Archive", "Trash"]
        @State var selected: String?
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(folders, id: \.self, selection: $selected) { Text($0) }
            } detail: {
                if let selected {
                    Text("Folder \(selected)").navigationTitle(selected)
                } else {
                    Text("No Folder Selected")
                }
            }
        }
    }

    @MainActor func testTheSidebarsSelectionDrivesTheDetail() async {
        let host = TestHost(scene: WindowGroup("Mail") { Folders() })
        let list = host.findAll("GtkListView")[0]
        XCTAssertTrue(host.dump().contains("GtkListView hexpand=true vexpand=true .navigation-sidebar"), host.dump())
        XCTAssertTrue(host.dump().contains("GtkPaned focusable=false hexpand=true resize-start-child=false shrink-end-child=false shrink-start-child=false vexpand=true"), host.dump())
        XCTAssertNotNil(host.find(text: "No Folder Selected"))
        host.clickRow(1, in: list, modifiers: [])
        host.settle()
        XCTAssertNotNil(host.find(text: "Folder Archive"))
        XCTAssertEqual(host.windowTitle, "Archive")
    }

    @MainActor func testF9AndTheHeaderBarsButtonHideAndShowTheSidebar() async {
        let host = TestHost(scene: WindowGroup("Mail") { Folders() })
        let sidebar = host.findAll("GtkBox").first { host.property(.visible, of: $0) != nil }!
        XCTAssertEqual(host.property(.visible, of: sidebar), true)
        host.pressKey(KeyEquivalent("\u{F70C}"), modifiers: [])
        host.settle()
        XCTAssertEqual(host.property(.visible, of: sidebar), false)
        host.tap(host.find(label: "Show Sidebar")!)
        host.settle()
        XCTAssertEqual(host.property(.visible, of: sidebar), true)
    }

    @MainActor func testThreeColumnsAreNestedPanes() async {
        let host = TestHost(scene: WindowGroup {
            NavigationSplitView {
                Text("Accounts")
            } content: {
                Text("Messages")
            } detail: {
                Text("Message")
            }
        })
        XCTAssertEqual(host.findAll("GtkPaned").count, 2)
        for text in ["Accounts", "Messages", "Message"] { XCTAssertNotNil(host.find(text: text), text) }
    }
}
