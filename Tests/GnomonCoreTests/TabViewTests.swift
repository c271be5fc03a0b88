import GnomonCore
import GnomonTesting
import XCTest

/// `TabView`: the header bar's linked buttons choose the tab shown, through the selection
/// binding; tabs not shown keep their state; only the shown tab's toolbar and title show.
final class TabViewTests: XCTestCase {
    enum Section: Hashable { case inbox, sent }

    struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }
                .navigationTitle(name)
                .toolbar { Button("Compose in \(name)") {} }
        }
    }

    struct Mail: View {
        @State var section = Section.sent
        var body: some View {
            VStack {
                Text("Showing \(section == .inbox ? "inbox" : "sent")")
                TabView(selection: $section) {
                    Counter(name: "Inbox").tabItem { Label("Inbox", systemImage: "mail-inbox-symbolic") }.tag(Section.inbox)
                    Tab("Sent", value: Section.sent) { Counter(name: "Sent") }
                }
            }
        }
    }

    @MainActor func testTheSelectionShowsATabAndTheButtonsChooseIt() async {
        let host = TestHost(scene: WindowGroup("Mail") { Mail() })
        let stack = host.findAll("GtkStack")[0]
        let pages = host.findAll("GtkBox").filter { host.property(.visible, of: $0) != nil }
        XCTAssertEqual(pages.count, 2)
        XCTAssertEqual(host.shownPage(of: stack), pages[1], "the selection's tab")
        XCTAssertEqual(host.windowTitle, "Sent")
        XCTAssertNotNil(host.find(text: "Compose in Sent"))
        XCTAssertNil(host.find(text: "Compose in Inbox"))
        let buttons = host.findAll("GtkToggleButton")
        XCTAssertEqual(buttons.compactMap { host.property(.label, of: $0) }, ["Inbox", "Sent"])
        XCTAssertEqual(buttons.map { host.property(.active, of: $0) }, [false, true])

        host.tap(host.find(text: "Sent 0")!)
        host.tap(buttons[0])
        host.settle()
        XCTAssertNotNil(host.find(text: "Showing inbox"))
        XCTAssertEqual(host.shownPage(of: stack), pages[0])
        XCTAssertEqual(host.windowTitle, "Inbox")
        XCTAssertNotNil(host.find(text: "Compose in Inbox"))
        XCTAssertNil(host.find(text: "Compose in Sent"))
        XCTAssertEqual(buttons.map { host.property(.active, of: $0) }, [true, false])
        XCTAssertNil(host.find(text: "Sent 1"), "the tab not chosen is not shown")
        XCTAssertNotNil(host.find(text: "Sent 1", includingHidden: true), "the tab not shown kept its state")
    }

    /// Without a selection, the first tab shows, and tabs are chosen by position.
    @MainActor func testTabsWithoutASelectionStartAtTheFirst() async {
        let host = TestHost(scene: WindowGroup {
            TabView {
                Text("One").tabItem { Text("First") }
                Text("Two").tabItem { Text("Second") }
            }
        })
        let stack = host.findAll("GtkStack")[0]
        let first = host.shownPage(of: stack)
        host.tap(host.find(text: "Second")!)
        host.settle()
        XCTAssertNotEqual(host.shownPage(of: stack), first)
        host.tap(host.find(text: "First")!)
        host.settle()
        XCTAssertEqual(host.shownPage(of: stack), first)
    }
}
