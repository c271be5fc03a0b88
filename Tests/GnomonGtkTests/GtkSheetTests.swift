import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// `.sheet` in GTK: a modal window in front of the app's, with its own header bar and title,
/// the same as the headless host; a real Escape closes it, and its window goes.
final class GtkSheetTests: XCTestCase {
    struct Notes: View {
        @State var notes: [String] = []
        @State var composing = false
        var body: some View {
            VStack {
                Text("\(notes.count) notes")
                Button("Compose") { composing = true }
            }
            .sheet(isPresented: $composing) {
                Text("A new note")
                    .navigationTitle("New Note")
                    .toolbar {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Add") {
                                notes.append("note")
                                composing = false
                            }
                        }
                    }
            }
        }
    }

    @MainActor func testASheetIsAModalWindowThatEscapeCloses() async {
        let scene = WindowGroup("Notes") { Notes() }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        let toplevels = g_list_model_get_n_items(gtk_window_get_toplevels())
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Compose")!)
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertEqual(gtk.presentedSheets.map(\.title), ["New Note"])
        let sheet = gtk.widgetPointer(gtk.presentedSheets[0].window)
        let sheetWindow = UnsafeMutableRawPointer(sheet).assumingMemoryBound(to: GtkWindow.self)
        let main = gtk_widget_get_root(gtk.widgetPointer(gtk.find(text: "Compose")!))!
        XCTAssertEqual(gtk_window_get_modal(sheetWindow), 1)
        XCTAssertEqual(gtk_window_get_transient_for(sheetWindow).map { UnsafeMutableRawPointer($0) }, UnsafeMutableRawPointer(main))
        XCTAssertEqual(gtk_widget_get_visible(sheet), 1)
        XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), toplevels + 1)

        gtk.closeSheet(gtk.presentedSheets[0])
        gtk.settle()
        XCTAssertTrue(gtk.presentedSheets.isEmpty)
        XCTAssertEqual(g_list_model_get_n_items(gtk_window_get_toplevels()), toplevels, "the sheet's window went")

        gtk.tap(gtk.find(text: "Compose")!)
        gtk.settle()
        gtk.tap(gtk.find(text: "Add")!)
        gtk.settle()
        XCTAssertTrue(gtk.presentedSheets.isEmpty)
        XCTAssertNotNil(gtk.find(text: "1 notes"))
    }
}
