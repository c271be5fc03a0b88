import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// `.keyboardShortcut` in GTK: real key presses (XTEST) reach GTK's window-wide shortcut
/// controllers, which fire the control, as in the headless host.
final class GtkKeyboardShortcutTests: XCTestCase {
    struct Editor: View {
        @State private var saved = 0
        @State private var closed = 0
        @State private var bold = false
        var body: some View {
            VStack {
                Text("Saved \(saved), closed \(closed)")
                TextField("Title", text: .constant(""))
                Button("Save") { saved += 1 }.keyboardShortcut("s")
                Toggle("Bold", isOn: $bold).keyboardShortcut("b", modifiers: [.command, .shift])
                Button("Close") { closed += 1 }.keyboardShortcut(.escape, modifiers: [])
            }
        }
    }

    @MainActor func testAShortcutFiresItsControlAsHeadless() async {
        let gtk = GtkTestHost(Editor())
        defer { gtk.close() }
        let headless = TestHost(Editor())
        XCTAssertEqual(gtk.dump(), headless.dump())
        let presses: [(KeyEquivalent, EventModifiers, String)] = [
            ("s", .command, "Saved 1, closed 0"),
            ("s", .command, "Saved 2, closed 0"),
            (.escape, [], "Saved 2, closed 1"),
            ("b", [.control, .shift], "Saved 2, closed 1"),
            ("x", .command, "Saved 2, closed 1"),
        ]
        for (key, modifiers, expected) in presses {
            for host in [gtk, headless] as [any TestingHost] {
                host.pressKey(key, modifiers: modifiers)
                host.settle()
                XCTAssertNotNil(host.find(text: expected), "\(key) \(modifiers) in \(host)")
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), "\(key) \(modifiers)")
        }
        XCTAssertEqual(gtk.property(.active, of: gtk.findAll("GtkCheckButton")[0]), true)
    }

    /// A button with `.defaultAction` is its window's default widget: Enter in a field of the
    /// window presses it. When it goes, the window lets go of it at once (GTK 4.8 would only at
    /// its next frame, after Gnomon released the button).
    @MainActor func testTheDefaultButtonIsTheWindowsUntilItGoes() async throws {
        struct Search: View {
            var showsGo: Bool
            @State private var searches = 0
            var body: some View {
                VStack {
                    TextField("Query", text: .constant(""))
                    Text("\(searches) searches")
                    if showsGo { Button("Go") { searches += 1 }.keyboardShortcut(.defaultAction) }
                }
            }
        }
        let host = GtkTestHost(Search(showsGo: true))
        defer { host.close() }
        let go = host.widgetPointer(try XCTUnwrap(host.find(text: "Go")))
        let window = try XCTUnwrap(gtk_widget_get_root(go))
        XCTAssertEqual(gtk_window_get_default_widget(UnsafeMutablePointer(window)), go)
        host.focus(host.findAll("GtkEntry")[0])
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertNotNil(host.find(text: "1 searches"), "Enter in the field pressed Go")
        host.update(Search(showsGo: false))
        XCTAssertNil(gtk_window_get_default_widget(UnsafeMutablePointer(window)))
        host.settle()
        host.pressKey(.return, modifiers: [])
        XCTAssertNotNil(host.find(text: "1 searches"))
    }
}
