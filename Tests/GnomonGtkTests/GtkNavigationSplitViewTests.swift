import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `NavigationSplitView` in GTK: panes of a `GtkPaned` whose sidebar keeps at least its width,
/// a click in the sidebar's list shows the detail, and a real F9 hides the sidebar.
final class GtkNavigationSplitViewTests: XCTestCase {
    struct Folders: View {
        @State var selected: String?
        var body: some View {
            NavigationSplitView {
                List(["Inbox", "Archive"], id: \.self, selection: $selected) { Text($0) }
            } detail: {
                Text(selected.map { "Folder \($0)" } ?? "No Folder Selected")
            }
        }
    }

    @MainActor func testTheSidebarDrivesTheDetailAndF9HidesIt() async {
        let scene = WindowGroup("Mail") { Folders() }
        let gtk = GtkTestHost(scene: scene)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(scene: scene).dump())
        let sidebar = gtk.widgetPointer(gtk.findAll("GtkBox").first { gtk.property(.visible, of: $0) != nil }!)
        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(sidebar), 200)
        XCTAssertLessThan(gtk_widget_get_width(sidebar), 300, "the detail takes the rest of the window")
        gtk.clickRow(1, in: gtk.findAll("GtkListView")[0], modifiers: [])
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "Folder Archive"))
        gtk.pressKey(KeyEquivalent("\u{F70C}"), modifiers: [])
        gtk.settle()
        XCTAssertEqual(gtk_widget_get_visible(sidebar), 0)
        gtk.pressKey(KeyEquivalent("\u{F70C}"), modifiers: [])
        gtk.settle()
        XCTAssertEqual(gtk_widget_get_visible(sidebar), 1)
    }
}
