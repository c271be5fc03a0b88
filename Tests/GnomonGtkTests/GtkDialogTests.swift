import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Dialogs in GTK: an `alert` is a modal `GtkMessageDialog` in front of the window, with its
/// buttons in GNOME's order, that a real Escape closes and a button answers, as headless.
final class GtkDialogTests: XCTestCase {
    struct Trash: View {
        @State private var confirming = false
        @State private var answers: [String] = []
        var body: some View {
            VStack {
                Text("Answers: \(answers.joined(separator: " "))")
                Button("Empty Trash") { confirming = true }
                    .confirmationDialog("Empty the trash?", isPresented: $confirming) {
                        Button("Empty", role: .destructive) { answers.append("emptied") }
                        Button("Not Now", role: .cancel) { answers.append("later") }
                    } message: {
                        Text("All 12 notes in the trash will be lost.")
                    }
            }
        }
    }

    @MainActor func testTheDialogIsAModalMessageDialogAnsweredAsHeadless() async {
        let gtk = GtkTestHost(Trash())
        defer { gtk.close() }
        let headless = TestHost(Trash())
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Empty Trash")!)
            host.settle()
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertEqual(gtk.presentedDialogs.map(\.dialog), headless.presentedDialogs.map(\.dialog))
        XCTAssertEqual(gtk.presentedDialogs.map(\.widget), [gtk.findAll("GtkButton")[0]])
        // What GTK shows: the texts, the buttons in order, the destructive one marked, modal in
        // front of the window.
        let dialog = try! XCTUnwrap(GtkDialogs.window(of: gtk.widgetPointer(gtk.findAll("GtkButton")[0])))
        let object = UnsafeMutableRawPointer(dialog)
        XCTAssertEqual(GtkProperties.value(of: "text", in: object), .string("Empty the trash?"))
        XCTAssertEqual(GtkProperties.value(of: "secondary-text", in: object), .string("All 12 notes in the trash will be lost."))
        let window = object.assumingMemoryBound(to: GtkWindow.self)
        XCTAssertNotEqual(gtk_window_get_modal(window), 0)
        XCTAssertNotNil(gtk_window_get_transient_for(window))
        let buttons = (0..<2).map { gtk_dialog_get_widget_for_response(object.assumingMemoryBound(to: GtkDialog.self), gint($0))! }
        XCTAssertEqual(
            buttons.map { String(cString: gtk_button_get_label(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self))) },
            ["Not Now", "Empty"])
        XCTAssertNotEqual(gtk_widget_has_css_class(buttons[1], "destructive-action"), 0)
        // A real Escape closes it: the cancel button's answer.
        for host in [gtk, headless] as [any TestingHost] {
            host.answerDialog(of: host.presentedDialogs[0].widget, with: nil)
            host.settle()
            XCTAssertEqual(host.presentedDialogs, [], "\(host)")
            XCTAssertNotNil(host.find(text: "Answers: later"), "\(host)")
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        // A button answers it.
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "Empty Trash")!)
            host.settle()
            host.answerDialog(of: host.presentedDialogs[0].widget, with: "Empty")
            host.settle()
            XCTAssertNotNil(host.find(text: "Answers: later emptied"), "\(host)")
        }
        XCTAssertEqual(gtk.presentedDialogs, [])
    }

    /// A dialog presented as its view mounts goes in front of the window the view goes into.
    @MainActor func testADialogPresentedAtOnceIsInFrontOfItsWindow() async {
        struct Welcome: View {
            @State var greeting = true
            var body: some View {
                Text("Notes").alert("Welcome to Notes", isPresented: $greeting) {}
            }
        }
        let gtk = GtkTestHost(Welcome())
        defer { gtk.close() }
        gtk.settle()
        let label = gtk.widgetPointer(gtk.findAll("GnomonLabel")[0])
        let dialog = try! XCTUnwrap(GtkDialogs.window(of: label))
        let parent = gtk_window_get_transient_for(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self))
        XCTAssertEqual(UnsafeMutableRawPointer(parent), UnsafeMutableRawPointer(gtk_widget_get_root(label)))
        XCTAssertNotNil(parent)
    }
}

/// `navigationTitle` in GTK: the window's own title follows the views', and comes back to what
/// it was when they give none.
final class GtkNavigationTitleTests: XCTestCase {
    struct Editor: View {
        @State var title: String? = "Groceries"
        var body: some View {
            VStack {
                Button("Rename") { title = "Shopping list" }
                Button("Close") { title = nil }
                if let title { Text(title).navigationTitle(title) }
            }
        }
    }

    @MainActor func testTheWindowTitleFollowsTheView() async {
        let gtk = GtkTestHost(Editor())
        defer { gtk.close() }
        XCTAssertEqual(gtk.windowTitle, "Groceries")
        gtk.tap(gtk.find(text: "Rename")!)
        gtk.settle()
        XCTAssertEqual(gtk.windowTitle, "Shopping list")
        gtk.tap(gtk.find(text: "Close")!)
        gtk.settle()
        XCTAssertNil(gtk.windowTitle, "the test window's own title: none")
    }
}

/// A dialog goes with the view presenting it: closing the window, or the view leaving, takes
/// its window away too.
final class GtkDialogLifetimeTests: XCTestCase {
    struct Asking: View {
        var shows: Bool
        @State var asking = true
        var body: some View {
            VStack {
                Text("Here")
                if shows { Text("Question").alert("Still there?", isPresented: $asking) {} }
            }
        }
    }

    @MainActor private var toplevels: Int {
        Int(g_list_model_get_n_items(gtk_window_get_toplevels()))
    }

    @MainActor func testTheDialogGoesWithItsViewAndItsWindow() async {
        GtkTestHost.initializeGtk()
        let before = toplevels
        let gtk = GtkTestHost(Asking(shows: true))
        gtk.settle()
        XCTAssertEqual(toplevels, before + 2, "the window and its dialog")
        gtk.update(Asking(shows: false))
        gtk.settle()
        XCTAssertEqual(toplevels, before + 1, "the view left: its dialog too")
        gtk.update(Asking(shows: true))
        gtk.settle()
        XCTAssertEqual(toplevels, before + 2)
        gtk.close()
        gtk.settle()
        XCTAssertEqual(toplevels, before, "closing the window closed the dialog")
    }
}
