import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `.popover(isPresented:)` in GTK: a `GtkPopover` parented to the view's box pops up when the
/// app says, and a real Escape closes it, writing the binding, as headless.
final class GtkPopoverTests: XCTestCase {
    struct Saved: View {
        @State var showsInfo = false
        var body: some View {
            VStack {
                Text(showsInfo ? "Showing info" : "No info")
                Button("Info") { showsInfo = true }
                    .popover(isPresented: $showsInfo) {
                        VStack { Text("Saved"); Text("2 minutes ago") }.padding()
                    }
            }
        }
    }

    @MainActor func testThePopoverPopsUpAndEscapeClosesIt() async {
        let gtk = GtkTestHost(Saved())
        defer { gtk.close() }
        let headless = TestHost(Saved())
        XCTAssertEqual(gtk.dump(), headless.dump())
        let popover = gtk.findAll("GtkPopover")[0]
        XCTAssertEqual(gtk_widget_get_parent(gtk.widgetPointer(popover)), gtk.widgetPointer(gtk.findAll("GtkBox")[1]), "parented to the anchor")
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Info")!)
            host.settle()
        }
        XCTAssertNotEqual(gtk_widget_get_visible(gtk.widgetPointer(popover)), 0, "GTK shows it")
        XCTAssertEqual(gtk.dump(), headless.dump())
        gtk.pressKey(.escape, modifiers: [])
        gtk.settle()
        XCTAssertEqual(gtk_widget_get_visible(gtk.widgetPointer(popover)), 0)
        XCTAssertNotNil(gtk.find(text: "No info"), "the binding is false again")
        headless.dismissPopover(headless.findAll("GtkPopover")[0])
        headless.settle()
        XCTAssertEqual(gtk.dump(), headless.dump())
    }

    /// Presented as it mounts, it pops up once GTK has parented it.
    @MainActor func testAPopoverShownAtOncePopsUp() async {
        let gtk = GtkTestHost(Saved(showsInfo: true))
        defer { gtk.close() }
        gtk.settle()
        XCTAssertNotEqual(gtk_widget_get_visible(gtk.widgetPointer(gtk.findAll("GtkPopover")[0])), 0)
        XCTAssertEqual(gtk.dump(), TestHost(Saved(showsInfo: true)).dump())
    }
}
