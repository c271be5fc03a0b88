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

    struct Editor: View {
        @State var editing = false
        @State var locked = true
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) {
                    Toggle("Locked", isOn: $locked)
                        .navigationTitle("Draft")
                        .interactiveDismissDisabled(locked)
                }
        }
    }

    /// `interactiveDismissDisabled`: a real Escape leaves the sheet up and it has no close
    /// button, until the view lets the user close it again; the same as the headless host.
    @MainActor func testEscapeLeavesASheetTheUserMayNotClose() async throws {
        let scene = WindowGroup("Editor") { Editor() }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(try XCTUnwrap(host.find(label: "Edit")))
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        let sheet = try XCTUnwrap(gtk.presentedSheets.first)
        let window = UnsafeMutableRawPointer(gtk.widgetPointer(sheet.window)).assumingMemoryBound(to: GtkWindow.self)
        XCTAssertEqual(gtk_window_get_deletable(window), 0, "no close button")
        gtk.closeSheet(sheet)
        gtk.settle()
        XCTAssertEqual(gtk.presentedSheets.count, 1, "a real Escape does nothing")
        XCTAssertEqual(gtk_widget_get_visible(gtk.widgetPointer(sheet.window)), 1)
        gtk.tap(try XCTUnwrap(gtk.find(label: "Locked")))
        gtk.settle()
        XCTAssertEqual(gtk_window_get_deletable(window), 1)
        gtk.closeSheet(sheet)
        gtk.settle()
        XCTAssertTrue(gtk.presentedSheets.isEmpty, "Escape closes it again")
    }

}

/// A sheet opens at its content's natural size, as SwiftUI sizes a sheet to fit: a form is
/// not cut off, and its toolbar's buttons show their whole titles.
final class GtkSheetSizeTests: XCTestCase {
    struct Counters: View {
        @State var adding = false
        @State var name = ""
        @State var start = 0
        var body: some View {
            Button("New Counter") { adding = true }
                .sheet(isPresented: $adding) {
                    Form {
                        TextField("Name", text: $name)
                        Stepper("Start at \(start)", value: $start, in: 0...100)
                    }
                    .navigationTitle("New Counter")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { adding = false } }
                        ToolbarItem(placement: .confirmationAction) { Button("Add") { adding = false } }
                    }
                }
        }
    }

    @MainActor func testASheetOpensAtItsContentsSize() async throws {
        let gtk = GtkTestHost(scene: WindowGroup("Counters") { Counters() })
        defer { gtk.close() }
        gtk.tap(try XCTUnwrap(gtk.find(text: "New Counter")))
        gtk.settle()
        let sheet = gtk.widgetPointer(try XCTUnwrap(gtk.presentedSheets.first).window)
        // The form shows whole: its scrolled window has nothing to scroll.
        let form = gtk.widgetPointer(try XCTUnwrap(gtk.findAll("GtkScrolledWindow").first))
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(form))
        XCTAssertGreaterThan(gtk_adjustment_get_page_size(adjustment), 0)
        XCTAssertLessThanOrEqual(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment))
        XCTAssertGreaterThanOrEqual(gtk_widget_get_width(sheet), 300, "at least a dialog's width")
        // Each toolbar button shows its whole title.
        for title in ["Cancel", "Add"] {
            let label = try XCTUnwrap(gtk_widget_get_first_child(gtk.widgetPointer(try XCTUnwrap(gtk.find(text: title)))))
            var natural: Int32 = 0
            gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertGreaterThanOrEqual(gtk_widget_get_width(label), natural, title)
        }
    }

    /// The settings, with no size of their own, open at their content's size too (taller than
    /// the test host's windows are by default).
    @SceneBuilder @MainActor static var settingsApp: some Scene {
        WindowGroup("Counters") { Text("Counters") }
        Settings {
            Form {
                Section("Counting") {
                    ForEach(["Count Down", "Wrap Around", "Show Totals", "Sound on Zero", "Start at One"], id: \.self) {
                        Toggle($0, isOn: .constant(false))
                    }
                }
                Section("Display") {
                    ForEach(["Large Digits", "Show Names", "Show Dates", "Colour Counters", "Compact Rows"], id: \.self) {
                        Toggle($0, isOn: .constant(true))
                    }
                }
            }
        }
    }

    @MainActor func testTheSettingsOpenAtTheirContentsSize() async throws {
        let gtk = GtkTestHost(scene: Self.settingsApp)
        defer { gtk.close() }
        gtk.pressKey(",", modifiers: .control)
        gtk.settle()
        let settings = try XCTUnwrap(gtk.openedWindows.first)
        let form = settings.widgetPointer(try XCTUnwrap(settings.findAll("GtkScrolledWindow").first))
        let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(form))
        XCTAssertGreaterThan(gtk_adjustment_get_page_size(adjustment), 0)
        XCTAssertLessThanOrEqual(gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment))
    }
}
