import CGtk
import Foundation
import GalleryViews
import GnomonCore
import GnomonGtk
import GnomonTesting
import NotesViews
import XCTest

/// Gallery and Notes walked with the real keyboard alone (XTEST key presses), as a GNOME user
/// who does not reach for the pointer walks them: where each key puts the focus, and what it
/// does.
final class GtkKeyboardWalkTests: XCTestCase {
    static let f10 = KeyEquivalent("\u{F70D}")
    static let menuKey = KeyEquivalent("\u{F735}")
    static let f9 = KeyEquivalent("\u{F70C}")
    private var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("gtk-walk-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Notes, keeping its notes in a directory of the test's own.
    @MainActor private func launchNotes() -> (GtkTestHost, NoteStore) {
        let store = NoteStore(file: NotesFile(directory: directory))
        return (GtkTestHost(scene: NotesScene(store: store)), store)
    }

    /// The sidebar is one Tab stop: Tab leaves it for the page, Shift+Tab comes back to the
    /// row it left, the arrows move between pages.
    @MainActor func testGallerysSidebarIsOneTabStop() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .controls) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        let sidebar = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.focusedRow(in: sidebar), 0, "the window opens with the focus on the chosen page's row")
        host.pressKey(.tab, modifiers: [])
        XCTAssertEqual(host.focusedWidget, host.find(label: "Volume"), "one Tab from the sidebar reaches the page")
        host.pressKey(.tab, modifiers: .shift)
        XCTAssertEqual(host.focusedRow(in: sidebar), 0)
        host.pressKey(.downArrow, modifiers: [])
        XCTAssertEqual(host.focusedRow(in: sidebar), 1)
        XCTAssertNotNil(host.find(text: "TextField"), "the arrow chose the Text page")
        // Tab from the last control of the page comes round to the sidebar, once.
        host.pressKey(.tab, modifiers: .shift)
        host.pressKey(.tab, modifiers: .shift)
        XCTAssertNil(host.focusedRow(in: sidebar), "Shift+Tab from the sidebar goes to the page's end, not a row above")
    }

    /// Shift+F10 and the Menu key open the context menu of the focused row; the arrows and
    /// Enter choose from it.
    @MainActor func testShiftF10AndTheMenuKeyOpenTheFocusedRowsContextMenu() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .lists) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        let planets = host.findAll("GtkListView")[1]
        host.pressKey(.tab, modifiers: [])  // Clear
        host.pressKey(.tab, modifiers: [])
        XCTAssertEqual(host.focusedRow(in: planets), 0, "Tab from Clear enters the planets at the first row")
        host.pressKey(.downArrow, modifiers: [])
        XCTAssertEqual(host.focusedRow(in: planets), 1)
        XCTAssertNotNil(host.find(text: "Venus"), "the arrow selects the row it moves to")
        host.pressKey(Self.f10, modifiers: .shift)
        host.pressKey(.downArrow, modifiers: [])  // from "Select Only Venus" to "Select All"
        host.pressKey(.return, modifiers: [])
        XCTAssertNotNil(host.find(text: "Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune"))
        host.pressKey(Self.menuKey, modifiers: [])
        host.pressKey(.return, modifiers: [])  // "Select Only Venus"
        XCTAssertNotNil(host.find(text: "Venus"), "the Menu key opened the same row's menu")
        XCTAssertEqual(host.focusedRow(in: planets), 1, "the focus is back on the row after the menu")
    }

    /// F10 opens the window's primary menu, with the focus in it.
    @MainActor func testF10OpensThePrimaryMenu() async throws {
        let (host, _) = launchNotes()
        defer { host.close() }
        let menu = try XCTUnwrap(host.find(label: "Main Menu"))
        let button = host.widgetPointer(menu)
        let popover = try XCTUnwrap(gtk_menu_button_get_popover(OpaquePointer(button)).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) })
        XCTAssertEqual(gtk_widget_get_visible(popover), 0)
        host.pressKey(Self.f10, modifiers: [])
        XCTAssertEqual(gtk_widget_get_visible(popover), 1, "F10 opened the primary menu")
        let focus = try XCTUnwrap(gtk_root_get_focus(gtk_widget_get_root(button)))
        XCTAssertEqual(gtk_widget_is_ancestor(focus, popover), 1, "the focus is in the menu")
        host.pressKey(.escape, modifiers: [])
        XCTAssertEqual(gtk_widget_get_visible(popover), 0)
    }

    /// Enter in a destructive alert cancels: the focus opens on Cancel, and the red button is
    /// never the default.
    @MainActor func testEnterInADestructiveAlertKeepsTheNote() async throws {
        let (host, store) = launchNotes()
        defer { host.close() }
        host.pressKey("n", modifiers: .control)
        host.tap(try XCTUnwrap(host.find(label: "Delete Note")))
        host.settle()
        let alert = try XCTUnwrap(host.presentedDialogs.first)
        let window = try XCTUnwrap(GtkDialogs.window(of: host.widgetPointer(alert.widget)))
        let focus = try XCTUnwrap(gtk_root_get_focus(OpaquePointer(window)))
        XCTAssertEqual(gtk_button_get_label(UnsafeMutablePointer(OpaquePointer(focus))).map { String(cString: $0) }, "Cancel")
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertEqual(host.presentedDialogs, [])
        XCTAssertEqual(store.notes.count, 1, "Enter cancelled")
    }

    /// In a sheet, Enter in its text field presses the confirmation action.
    @MainActor func testEnterInASheetsFieldConfirms() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .navigation) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        host.tap(try XCTUnwrap(host.find(text: "About")))
        host.settle()
        host.tap(try XCTUnwrap(host.find(text: "Rename…")))
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), ["Rename"])
        host.typeOnKeyboard("Eris")
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertEqual(host.presentedSheets.map(\.title), [])
        XCTAssertNotNil(host.find(text: "Planet nine: Eris"))
    }

    /// Ctrl+N in Notes puts the focus in the new note's title (the sample's `@FocusState`), so
    /// the user types its name at once.
    @MainActor func testCtrlNPutsTheFocusInTheNewNotesTitle() async throws {
        let (host, store) = launchNotes()
        defer { host.close() }
        host.pressKey("n", modifiers: .control)
        host.typeOnKeyboard("Groceries")
        host.settle()
        XCTAssertEqual(store.notes.map(\.title), ["Groceries"])
        host.pressKey("n", modifiers: .control)
        host.typeOnKeyboard("Books")
        host.settle()
        XCTAssertEqual(Set(store.notes.map(\.title)), ["Groceries", "Books"], "the second note's title, not the first's")
    }

    /// Alt+Down and Alt+Up move the focused row of a list the user reorders (`onMove`), and
    /// the focus moves with it.
    @MainActor func testAltArrowsMoveTheFocusedRow() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .lists) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        let steps = host.findAll("GtkListView")[2]
        XCTAssertEqual(host.property(.movesRows, of: steps), true)
        host.focus(steps)
        XCTAssertEqual(host.focusedRow(in: steps), 0)
        host.pressKey(.downArrow, modifiers: .option)
        host.settle()
        XCTAssertEqual(shownSteps(host).prefix(2), ["Knead for ten minutes", "Mix the flour and water"])
        XCTAssertEqual(host.focusedRow(in: steps), 1, "the focus moved with the row")
        host.pressKey(.downArrow, modifiers: .option)
        host.settle()
        XCTAssertEqual(shownSteps(host).prefix(3), ["Knead for ten minutes", "Let it rise", "Mix the flour and water"])
        host.pressKey(.upArrow, modifiers: .option)
        host.pressKey(.upArrow, modifiers: .option)
        host.pressKey(.upArrow, modifiers: .option)  // at the top already: nothing moves
        host.settle()
        XCTAssertEqual(shownSteps(host).prefix(3), ["Mix the flour and water", "Knead for ten minutes", "Let it rise"])
        XCTAssertEqual(host.focusedRow(in: steps), 0)
    }

    /// F9 hides the sidebar that has the focus: the focus goes to the sidebar's toggle, not to
    /// the hidden pane or the split view around it; Tab goes on from there.
    @MainActor func testF9LeavesTheFocusOnTheSidebarToggle() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .controls) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        let sidebar = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.focusedRow(in: sidebar), 0)
        host.pressKey(Self.f9, modifiers: [])
        host.settle()
        XCTAssertEqual(host.focusedWidget, host.find(label: "Show Sidebar"))
        host.pressKey(.tab, modifiers: [])
        XCTAssertEqual(host.focusedWidget, host.find(label: "Main Menu"), "Tab goes along the header bar")
        host.pressKey(.tab, modifiers: [])
        XCTAssertEqual(host.focusedWidget, host.find(label: "Volume"), "and on to the page")
    }

    /// A form row's switch is the row's Tab stop and toggles with Space or Enter; a real click
    /// anywhere on its row, away from the switch, toggles it too. Only rows holding such a
    /// control light up under the pointer.
    @MainActor func testAFormRowTogglesItsSwitch() async throws {
        let host = GtkTestHost(scene: WindowGroup("Gallery") { GalleryView(page: .form) }.defaultSize(width: 760, height: 620))
        defer { host.close() }
        host.pressKey(.tab, modifiers: [])
        let dark = host.findAll("GtkSwitch")[0]
        XCTAssertEqual(host.focusedWidget, dark, "Tab from the sidebar reaches the first row's switch, not the row")
        host.pressKey(.space, modifiers: [])
        host.settle()
        XCTAssertEqual(host.property(.active, of: dark), true)
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertEqual(host.property(.active, of: dark), false)
        host.tap(try XCTUnwrap(host.find(text: "Dark style")))  // a real click at the row's leading edge
        host.settle()
        XCTAssertEqual(host.property(.active, of: dark), true)
        let rows = host.findAll("GtkListBoxRow").map { gtk_list_box_row_get_activatable(UnsafeMutableRawPointer(host.widgetPointer($0)).assumingMemoryBound(to: GtkListBoxRow.self)) != 0 }
        XCTAssertEqual(rows, [true, true, false, false, false, false], "Dark style, Animations; not the picker, field, text or slider")
    }

    /// Escape in a search field hides the search bar and puts the focus on what was searched.
    @MainActor func testEscapeFromTheSearchLeavesTheFocusOnTheList() async throws {
        let (host, _) = launchNotes()
        defer { host.close() }
        host.pressKey("n", modifiers: .control)
        host.pressKey("f", modifiers: .control)
        XCTAssertEqual(host.focusedWidget?.className, "GtkSearchEntry")
        host.typeOnKeyboard("zz")
        host.pressKey(.escape, modifiers: [])
        host.settle()
        let notes = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.focusedRow(in: notes), 0, "the focus is on the list of notes")
    }

    /// Ctrl+? opens the Keyboard Shortcuts window, listing what the window declares; the
    /// primary menu has it, and About.
    @MainActor func testTheKeyboardShortcutsWindowAndAboutAreInThePrimaryMenu() async throws {
        let (host, _) = launchNotes()
        defer { host.close() }
        host.pressKey("?", modifiers: .control)
        XCTAssertEqual(host.presentedHelpWindows, ["Keyboard Shortcuts"])
        let window = try XCTUnwrap(gtk_widget_get_root(host.widgetPointer(host.find(label: "Main Menu")!)))
        let listed = GtkShortcutsHelp.shortcuts(in: UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self))
        for (title, keys) in [
            ("New Note", "<Control>n"), ("Delete Note", "Delete"), ("Show Sidebar", "F9"), ("Search", "<Control>f"),
            ("Export Notes…", "<Shift><Control>e"), ("Preferences", "<Control>comma"), ("Keyboard Shortcuts", "<Control>question"),
        ] {
            XCTAssertTrue(listed.contains(GtkShortcutsHelp.Shortcut(title: title, accelerator: keys)), "\(title) \(keys) in \(listed)")
        }
        host.pressKey(.escape, modifiers: [])
        XCTAssertEqual(host.presentedHelpWindows, [])
        host.chooseMenuItem("About Notes", in: try XCTUnwrap(host.find(label: "Main Menu")), usingKeyboard: true)
        XCTAssertEqual(host.presentedHelpWindows, ["About Notes"])
    }

    /// The steps of Gallery's list of steps, in the order the window shows them.
    @MainActor private func shownSteps(_ host: GtkTestHost) -> [String] {
        let steps = ["Mix the flour and water", "Knead for ten minutes", "Let it rise", "Shape the loaf"]
        let dump = host.dump()
        return steps.sorted { dump.range(of: "\"\($0)\"")!.lowerBound < dump.range(of: "\"\($1)\"")!.lowerBound }
    }
}
