import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `.toolbar` in GTK: the window's title bar is a `GtkHeaderBar` holding the items where
/// their placements say, the same as the headless host, and a click on an item acts.
final class GtkToolbarTests: XCTestCase {
    struct Editor: View {
        @State var count = 0
        @State var isEditing = false
        var body: some View {
            Text("\(count) notes")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Back") {} }
                    ToolbarItem(placement: .principal) { Text("Editor") }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Add") { count += 1 }
                        Button("Edit") { isEditing.toggle() }
                    }
                    if isEditing {
                        ToolbarItem(placement: .confirmationAction) { Button("Done") { isEditing = false } }
                    }
                }
        }
    }

    @MainActor func testItemsAreInTheWindowsHeaderBarWhereTheirPlacementsSay() async {
        let scene = WindowGroup("Notes") { Editor() }
        let gtk = GtkTestHost(scene: scene)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(scene: scene).dump())
        let headerBar = gtk.widgetPointer(gtk.findAll("GtkHeaderBar")[0])
        let window = UnsafeMutableRawPointer(gtk_widget_get_root(headerBar)!).assumingMemoryBound(to: GtkWindow.self)
        XCTAssertEqual(gtk_window_get_titlebar(window), headerBar)
        let title = gtk.widgetPointer(gtk.find(text: "Editor")!)
        XCTAssertEqual(gtk_header_bar_get_title_widget(OpaquePointer(headerBar)), gtk_widget_get_parent(title))
        // The start part is left of the title, the end part right of it.
        func x(_ text: String) -> Double {
            var origin = graphene_point_t(), point = graphene_point_t()
            XCTAssertEqual(gtk_widget_compute_point(gtk.widgetPointer(gtk.find(text: text)!), headerBar, &origin, &point), 1)
            return Double(point.x)
        }
        XCTAssertLessThan(x("Back"), x("Editor"))
        XCTAssertLessThan(x("Editor"), x("Add"))
        XCTAssertLessThan(x("Add"), x("Edit"))
        XCTAssertEqual(gtk.windowTitle, "Notes")

        gtk.tap(gtk.find(text: "Add")!)
        gtk.tap(gtk.find(text: "Edit")!)
        gtk.settle()
        XCTAssertNotNil(gtk.find(text: "1 notes"))
        let done = gtk.find(text: "Done")!
        XCTAssertEqual(gtk_widget_has_css_class(gtk.widgetPointer(done), "suggested-action"), 1)
        XCTAssertEqual(gtk.dump(), {
            let host = TestHost(scene: scene)
            host.tap(host.find(text: "Add")!)
            host.tap(host.find(text: "Edit")!)
            host.settle()
            return host.dump()
        }())
        gtk.tap(done)
        gtk.settle()
        XCTAssertNil(gtk.find(text: "Done"))
    }
}
