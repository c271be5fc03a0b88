import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `TabView` in GTK: a `GtkStack` showing the chosen tab's page, with linked toggle buttons in
/// the header bar's title, the same as the headless host at every step.
final class GtkTabViewTests: XCTestCase {
    struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }.navigationTitle(name)
        }
    }

    @MainActor func testTheButtonsChooseTheTabGtkShows() async {
        let scene = WindowGroup("Mail") {
            TabView {
                Counter(name: "Inbox").tabItem { Text("Inbox") }
                Counter(name: "Sent").tabItem { Text("Sent") }
                Counter(name: "Drafts").tabItem { Text("Drafts") }
            }
        }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        let stack = gtk.findAll("GtkStack")[0]
        let switcher = gtk_widget_get_parent(gtk.widgetPointer(gtk.find(text: "Sent")!))!
        let headerBar = gtk.widgetPointer(gtk.findAll("GtkHeaderBar")[0])
        XCTAssertEqual(gtk_header_bar_get_title_widget(OpaquePointer(headerBar)), gtk_widget_get_parent(switcher))
        XCTAssertEqual(gtk_widget_has_css_class(switcher, "linked"), 1)
        for (tab, title) in [("Drafts", "Drafts"), ("Inbox", "Inbox")] {
            gtk.tap(gtk.find(text: tab)!)
            headless.tap(headless.find(text: tab)!)
            gtk.settle()
            headless.settle()
            XCTAssertEqual(gtk.dump(), headless.dump())
            XCTAssertEqual(gtk.windowTitle, title)
            XCTAssertEqual(gtk.shownPage(of: stack)?.id, headless.shownPage(of: headless.findAll("GtkStack")[0])?.id)
            let shown = gtk.widgetPointer(gtk.shownPage(of: stack)!)
            XCTAssertEqual(gtk_widget_get_child_visible(shown), 1)
            // Only the chosen tab's views are found, in both hosts, as only they show.
            for host in [gtk, headless] as [any TestingHost] {
                XCTAssertNotNil(host.find(text: "\(title) 0"))
                XCTAssertNil(host.find(text: "\(title == "Inbox" ? "Drafts" : "Inbox") 0"))
                XCTAssertNotNil(host.find(text: "\(title == "Inbox" ? "Drafts" : "Inbox") 0", includingHidden: true))
            }
        }
    }
}
