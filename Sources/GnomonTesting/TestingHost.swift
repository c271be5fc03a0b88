import Foundation
import struct Foundation.URL
import GnomonCore

/// A widget found in a host's tree, by the id Gnomon gave it (stable for the widget's life).
public struct WidgetHandle: Hashable, Sendable, CustomStringConvertible {
    /// The widget's id, as in `Mutation.widgetID`.
    public let id: Int
    /// The widget's GTK class, such as `GtkButton`.
    public let className: String
    /// The host that made it, where several graphs share a window (a view inside a
    /// `HostingWidget`): ids are unique within one graph only.
    var host: ObjectIdentifier?

    public var description: String { "\(className)#\(id)" }
}

/// A dialog shown now (an `alert`, a `confirmationDialog`), with the widget presenting it: how
/// a test finds one (`presentedDialogs`) and answers it (`answerDialog(of:with:)`).
///
/// ```swift
/// let shown = host.presentedDialogs[0]
/// XCTAssertEqual(shown.dialog.title, "Delete this note?")
/// host.answerDialog(of: shown.widget, with: "Delete")
/// ```
/// A file chooser shown now (`.fileImporter`, `.fileExporter`), with the widget presenting it.
public struct PresentedFileDialog: Hashable, Sendable {
    public let widget: WidgetHandle
    /// What it shows: open or save, its title and the types of files.
    public let dialog: FileDialogModel
}

/// A sheet shown now (`.sheet`): its window, and the title its views give it.
public struct PresentedSheet: Hashable, Sendable {
    /// The sheet's window, whose content `find(text:)` and the other queries reach.
    public let window: WidgetHandle
    public let title: String?
}

public struct PresentedDialog: Hashable, Sendable {
    /// The widget whose view presents the dialog.
    public let widget: WidgetHandle
    /// What the dialog shows: its title, message and buttons.
    public let dialog: DialogModel
}


/// The test API both hosts offer: `TestHost` (headless) and `GtkTestHost` (real GTK).
///
/// ```swift
/// let host = TestHost(CounterView())
/// host.tap(host.find(text: "Increment")!)
/// host.settle()
/// XCTAssertEqual(host.find(text: "1")?.className, "GnomonLabel")
/// XCTAssertEqual(host.lastMutations.map(\.kind), [.set])
/// ```
@MainActor
public protocol TestingHost: AnyObject {
    /// The widget tree, one widget per line, indented two spaces per level: the GTK class, the
    /// mapped properties that differ from GTK's defaults (`name=value`, sorted by name), then
    /// the CSS classes Gnomon set (`.name`, sorted).
    func dump() -> String
    /// The first widget, in tree order, whose `label` or `text` is `text`, among those a
    /// person can see: not a page under the top of a navigation stack, a tab not chosen, a
    /// closed expander's content, a sheet or popover not presented, a hidden view.
    /// `includingHidden` looks everywhere.
    ///
    /// ```swift
    /// XCTAssertNil(host.find(text: "Compose in Sent"))   // on the tab not chosen
    /// ```
    func find(text: String, includingHidden: Bool) -> WidgetHandle?
    /// The first widget a person can see that a screen reader reads as `label`: by its
    /// accessible name (an `accessibilityLabel`, a `Label`'s title on an icon button, a
    /// control's title), or else by its `label` or `text`. `includingHidden` looks everywhere.
    ///
    /// ```swift
    /// host.tap(try XCTUnwrap(host.find(label: "Add Counter")))   // an icon button, by its name
    /// ```
    func find(label: String, includingHidden: Bool) -> WidgetHandle?
    /// Every widget of GTK class `className`, in tree order.
    func findAll(_ className: String) -> [WidgetHandle]
    /// Where `widget` is laid out: its bounds (without its margins, so without the padding
    /// around it) in the coordinates of the window's content, as GTK allocates it; nil if it is
    /// not laid out (hidden, or in a list row not shown). `TestHost` lays out what GTK would,
    /// exactly for shapes, stacks, frames, padding and `Layout`s.
    ///
    /// ```swift
    /// let host = TestHost(HStackLayout(spacing: 0) { Color.red; Color.blue }, width: 200, height: 100)
    /// #expect(host.frame(of: host.findAll("GnomonDrawingArea")[1]) == CGRect(x: 100, y: 0, width: 100, height: 100))
    /// ```
    func frame(of widget: WidgetHandle) -> CGRect?
    /// Activates a button, or flips a check button, toggle button, switch or disclosure group, as
    /// a click would (a button a `ButtonStyle` draws is pressed, activated and let go; a chosen
    /// radio button stays chosen). A label inside a button clicks the button.
    func tap(_ widget: WidgetHandle)
    /// Clicks the view `count` times in a row, as a double click is two: its tap gestures
    /// (`onTapGesture`) hear the first click, then the second, …
    ///
    /// ```swift
    /// host.tap(host.find(text: "Note")!, count: 2)
    /// ```
    func tap(_ widget: WidgetHandle, count: Int)
    /// Presses the view and holds it, long enough for its `onLongPressGesture`.
    func longPress(_ widget: WidgetHandle)
    /// Moves the pointer into the view (`isInside`) or out of it, for its `onHover`.
    func hover(_ widget: WidgetHandle, isInside: Bool)
    /// Presses the mouse's back button over the view (a navigation stack's, which goes back).
    ///
    /// ```swift
    /// host.pressBackButton(on: host.findAll("GtkStack")[0])
    /// ```
    func pressBackButton(on widget: WidgetHandle)
    /// Holds a button a `ButtonStyle` draws pressed down (`isDown`), or lets it go, without
    /// activating it.
    func press(_ widget: WidgetHandle, isDown: Bool)
    /// Sets an entry's, password entry's or text editor's text, as typing would, with the
    /// keyboard focus moved into it first, where a person's typing goes. A text
    /// editor's text is changed as a person would change it (`TextEdit(changing:to:)`): what lies
    /// between the parts the old and new text share is deleted, then the new part inserted.
    func type(_ text: String, into widget: WidgetHandle)
    /// Makes one change to a text editor's text, as a key press, Backspace or a paste makes it.
    ///
    /// ```swift
    /// host.edit(TextEdit(replacing: 0..<0, with: "A"), in: host.findAll("GtkTextView")[0])
    /// ```
    func edit(_ change: TextEdit, in widget: WidgetHandle)
    /// Presses Enter in a text field or password field, as the user would to submit it.
    ///
    /// ```swift
    /// host.submit(host.findAll("GtkEntry")[0])
    /// ```
    func submit(_ widget: WidgetHandle)
    /// Drags a slider to `value`, as the user would: GTK keeps it within the slider's range. A
    /// slider with `onEditingChanged` is told the user took hold of it and let go; on GTK that is
    /// a real press and release (XTEST) with the value set while the slider is held.
    ///
    /// ```swift
    /// host.slide(host.findAll("GtkScale")[0], to: 0.75)
    /// ```
    func slide(_ widget: WidgetHandle, to value: Double)
    /// Steps a stepper's value `steps` times up (or, if negative, down), as its + and −
    /// buttons would: GTK keeps it within the stepper's range.
    ///
    /// ```swift
    /// host.step(host.findAll("GtkSpinButton")[0], by: 2)
    /// ```
    func step(_ widget: WidgetHandle, by steps: Int)
    /// Clicks `day` in a calendar (a `DatePicker`'s, in its popover), as the user would.
    ///
    /// ```swift
    /// host.pickDay(CalendarDay(year: 2027, month: 3, day: 14), in: host.findAll("GtkCalendar")[0])
    /// ```
    func pickDay(_ day: CalendarDay, in calendar: WidgetHandle)
    /// Chooses the item titled `title` in a picker's drop-down, as the user would.
    ///
    /// ```swift
    /// host.select("Vanilla", in: host.findAll("GtkDropDown")[0])
    /// ```
    func select(_ title: String, in widget: WidgetHandle)
    /// Picks `color` in a colour picker's chooser, as the user would.
    ///
    /// ```swift
    /// host.pickColor(Color(red: 1, green: 0.5, blue: 0), in: host.findAll("GtkColorButton")[0])
    /// ```
    func pickColor(_ color: Color, in widget: WidgetHandle)
    /// Chooses the item titled `title` (in any submenu) of a `Menu`'s menu button, as the user
    /// would: an action runs, a toggle flips; a disabled item does nothing.
    ///
    /// ```swift
    /// host.chooseMenuItem("Rename…", in: host.findAll("GtkMenuButton")[0])
    /// ```
    func chooseMenuItem(_ title: String, in menu: WidgetHandle)
    /// Chooses the item titled `title` of the context menu of the widget (its `.contextMenu`).
    ///
    /// ```swift
    /// host.chooseContextMenuItem("Delete", on: host.find(text: "Groceries")!)
    /// ```
    func chooseContextMenuItem(_ title: String, on widget: WidgetHandle)
    /// Clicks the row at `index` of a list (`GtkListView`), as the user would: in a list with
    /// a selection, the row becomes the one selected; with `.control` its selection flips; with
    /// `.shift` the rows from the row last clicked to it are selected.
    ///
    /// ```swift
    /// let list = host.findAll("GtkListView")[0]
    /// host.clickRow(2, in: list)
    /// host.clickRow(5, in: list, modifiers: .shift)   // rows 2 to 5
    /// host.settle()
    /// XCTAssertEqual(host.selectedRows(in: list), [2, 3, 4, 5])
    /// ```
    func clickRow(_ index: Int, in list: WidgetHandle, modifiers: EventModifiers)
    /// Presses Delete in a list whose rows the app deletes (`onDelete`): the selected rows
    /// go, or, with none selected, the row with the keyboard focus (the first, as neither host
    /// moves the focus). On GTK a real key press, with the focus in the list.
    ///
    /// ```swift
    /// host.clickRow(2, in: list)
    /// host.deleteRows(in: list)
    /// ```
    func deleteRows(in list: WidgetHandle)
    /// Drags the row at `row` of a list whose rows the app moves (`onMove`) and drops it on
    /// the row at `destination`, in its upper half (so before it); `destination` the row count
    /// drops it below the last row. On GTK a real drag with the pointer.
    ///
    /// ```swift
    /// host.moveRow(0, to: 3, in: list)   // the first row goes before the fourth
    /// ```
    func moveRow(_ row: Int, to destination: Int, in list: WidgetHandle)
    /// Closes a popover the app shows (`.popover(isPresented:)`), as a click outside it does.
    ///
    /// ```swift
    /// host.dismissPopover(host.findAll("GtkPopover")[0])
    /// ```
    func dismissPopover(_ popover: WidgetHandle)
    /// The title the window has from its views' `navigationTitle`; nil when none gives one.
    ///
    /// ```swift
    /// XCTAssertEqual(host.windowTitle, "Groceries")
    /// ```
    var windowTitle: String? { get }
    /// The file choosers shown now, in tree order.
    ///
    /// ```swift
    /// XCTAssertEqual(host.presentedFileDialogs.map(\.dialog.action), [.open(multiple: false)])
    /// ```
    var presentedFileDialogs: [PresentedFileDialog] { get }
    /// Answers the file chooser `widget` presents with the files the user chose, or cancels it
    /// with nil (on GTK, the files are chosen in the `GtkFileChooserNative`, which then
    /// responds).
    func answerFileDialog(of widget: WidgetHandle, with urls: [URL]?)
    /// The text the views put on the clipboard (a `ShareLink`'s Copy), if any.
    ///
    /// ```swift
    /// XCTAssertEqual(host.clipboardText, "https://gnome.org")
    /// ```
    var clipboardText: String? { get }

    /// The sheets shown now, in tree order.
    ///
    /// ```swift
    /// XCTAssertEqual(host.presentedSheets.map(\.title), ["New Note"])
    /// ```
    var presentedSheets: [PresentedSheet] { get }
    /// Closes a sheet as Escape does (on GTK, a real Escape in its window).
    func closeSheet(_ sheet: PresentedSheet)
    /// The app's help windows the primary menu opened in front of this window and that are
    /// still shown, by title: "Keyboard Shortcuts", "About Notes".
    ///
    /// ```swift
    /// host.pressKey("?", modifiers: .control)
    /// XCTAssertEqual(host.presentedHelpWindows, ["Keyboard Shortcuts"])
    /// ```
    var presentedHelpWindows: [String] { get }
    /// The page a navigation stack (its top page) or a tab view shows.
    ///
    /// ```swift
    /// XCTAssertEqual(host.shownPage(of: host.findAll("GtkStack")[0]), host.findAll("GtkBox")[2])
    /// ```
    func shownPage(of stack: WidgetHandle) -> WidgetHandle?
    /// The dialogs presented now, in tree order, each with the widget presenting it.
    var presentedDialogs: [PresentedDialog] { get }
    /// Answers the dialog `widget` presents with its button titled `title`, as a click on it
    /// does (a disabled one does nothing), or, with nil, closes it as Escape does. On GTK,
    /// both are real input: a pointer click on the button, a key press of Escape.
    ///
    /// ```swift
    /// host.answerDialog(of: host.presentedDialogs[0].widget, with: nil)   // Escape
    /// ```
    func answerDialog(of widget: WidgetHandle, with title: String?)
    /// Presses Ctrl+A in a list, which selects every row of a list that selects any number.
    func selectAllRows(in list: WidgetHandle)
    /// The rows of a list shown selected, in order: of those in view, as GTK shows them.
    func selectedRows(in list: WidgetHandle) -> [Int]
    /// Presses a key combination in the window, as the user would: the control whose
    /// `.keyboardShortcut` it is fires (a button clicks, a toggle flips). On GTK it is a real
    /// key press (XTEST, through `xdotool`), handled by GTK's shortcut controllers.
    ///
    /// ```swift
    /// host.pressKey("n", modifiers: .command)   // Ctrl+N
    /// host.settle()
    /// ```
    func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers)
    /// Moves the keyboard focus to the widget, as a click or Tab would; `.focused` bindings
    /// follow.
    ///
    /// ```swift
    /// host.focus(host.findAll("GtkEntry")[1])
    /// ```
    func focus(_ widget: WidgetHandle)
    /// The Gnomon widget with the keyboard focus (or holding it inside, as an entry holds its
    /// text), if any.
    var focusedWidget: WidgetHandle? { get }
    /// Gives the root view a new value of the same type, as a parent re-evaluating would. The
    /// change applies at once; the next `settle()` reports its mutations.
    func update<V: View>(_ view: V)
    /// Applies pending updates.
    func settle()
    /// The widget operations applied after the previous `settle()` returned (or after the
    /// initial mount) up to the end of the latest `settle()`.
    var lastMutations: [Mutation] { get }
    /// The type names of the app's views whose `body` ran, in order, over the same window as
    /// `lastMutations` (Gnomon's own views, such as `Button`, are left out).
    var lastBodyEvaluations: [String] { get }
    /// The current value of a mapped property of a widget; nil if its class does not map it.
    ///
    /// ```swift
    /// XCTAssertEqual(host.property(.text, of: field), "Ada")
    /// ```
    func property<Value>(_ key: WidgetProperty<Value>, of widget: WidgetHandle) -> Value?
    /// Changes the environment the host gives the root view (as GTK does when the dark
    /// preference changes); views that read a changed value update at the next `settle()`.
    func updateEnvironment(_ change: (inout EnvironmentValues) -> Void)
    /// Unmounts the view (every widget released, all state dropped, its tasks cancelled) and,
    /// on GTK, destroys the window. Calling it again does nothing. Releasing the host does the
    /// same, so a test needs it only to tear down at a precise point.
    func close()
    /// Whether the host has closed (`close()`, or on GTK a view calling `dismiss()`).
    var isClosed: Bool { get }
    /// Asks the window to close as its close button does, or, `quitting`, asks the app to quit
    /// as Ctrl+Q does (the app's windows close in the order they opened). A view that asks
    /// first (`confirmsWindowClose`) keeps its window open — and stops the quit — until the
    /// user lets it close.
    ///
    /// ```swift
    /// host.requestClose(quitting: true)
    /// XCTAssertFalse(host.isClosed)          // a view asks first
    /// ```
    func requestClose(quitting: Bool)
}

extension TestingHost {
    /// The first widget a person can see whose `label` or `text` is `text`
    /// (`find(text:includingHidden:)`).
    public func find(text: String) -> WidgetHandle? {
        find(text: text, includingHidden: false)
    }

    /// The first widget a person can see that a screen reader reads as `label`
    /// (`find(label:includingHidden:)`).
    public func find(label: String) -> WidgetHandle? {
        find(label: label, includingHidden: false)
    }

    /// The current value of a mapped property that a widget may have none of (its tooltip, its
    /// context menu, its accessibility attributes), as one optional: nil if the widget has none
    /// or its class does not map the property.
    ///
    /// ```swift
    /// XCTAssertNil(host.property(.contextMenu, of: row))
    /// XCTAssertEqual(host.property(.accessibility, of: button)?.label, "Archive")
    /// ```
    public func property<Value>(_ key: WidgetProperty<Value?>, of widget: WidgetHandle) -> Value? {
        func mapped<Stored>(_ key: WidgetProperty<Stored>) -> Stored? { property(key, of: widget) }
        return mapped(key) ?? nil
    }

    /// Clicks the row at `index` of a list with no modifier key held.
    public func clickRow(_ index: Int, in list: WidgetHandle) {
        clickRow(index, in: list, modifiers: [])
    }
}
