import GnomonCore
import GnomonTesting
import XCTest

/// The app's commands in each window's primary menu, their shortcuts; its settings opened from
/// the menu and Ctrl+comma; windows opened and closed by id.
final class CommandsAndWindowsTests: XCTestCase {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Main: View {
        let log: Log
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View {
            VStack {
                Button("Show Activity") { openWindow(id: "activity") }
                Button("New Viewer") { openWindow(id: "viewer") }
                Button("Close Viewers") { dismissWindow(id: "viewer") }
                Button("Open Missing") { openWindow(id: "missing") }
            }
        }
    }

    struct Closer: View {
        let name: String
        @Environment(\.dismissWindow) private var dismissWindow
        var body: some View { Button("Close \(name)") { dismissWindow() } }
    }

    @SceneBuilder @MainActor static func app(_ log: Log) -> some Scene {
        WindowGroup("Notes") { Main(log: log) }
            .commands {
                CommandMenu("Note") {
                    Button("New Note") { log.entries.append("new") }.keyboardShortcut("n")
                    Button("Duplicate") { log.entries.append("duplicate") }
                }
                CommandGroup(after: .appSettings) {
                    Button("Export All") { log.entries.append("export") }
                }
            }
        Window("Activity", id: "activity") { Closer(name: "Activity") }
        WindowGroup("Viewer", id: "viewer") { Closer(name: "Viewer") }
        Settings { Text("Preferences page") }
    }

    @MainActor func testTheCommandsAreThePrimaryMenuAndTheirShortcutsWork() async {
        let log = Log()
        let host = TestHost(scene: Self.app(log))
        let menu = host.findAll("GtkMenuButton").last!
        XCTAssertEqual(
            host.property(.menuModel, of: menu)?.description,
            "Note: New Note (<Control>n), Duplicate / Preferences (<Control>comma) / Export All / Keyboard Shortcuts (<Control>question), About Notes")
        XCTAssertTrue(host.dump().contains("GtkMenuButton accessibility=\"label: Main Menu\""), host.dump())
        host.chooseMenuItem("Duplicate", in: menu)
        host.pressKey("n", modifiers: .control)
        XCTAssertEqual(log.entries, ["duplicate", "new"])
        XCTAssertEqual(host.windowTitle, "Notes")
    }

    /// Every app window's primary menu ends with Keyboard Shortcuts (Ctrl+?) and About, as
    /// GNOME's guidelines ask.
    @MainActor func testTheMenuEndsWithKeyboardShortcutsAndAbout() async {
        let host = TestHost(scene: Self.app(Log()))
        XCTAssertEqual(host.presentedHelpWindows, [])
        host.pressKey("?", modifiers: .control)
        XCTAssertEqual(host.presentedHelpWindows, ["Keyboard Shortcuts"])
        host.chooseMenuItem("About Notes", in: host.findAll("GtkMenuButton").last!)
        XCTAssertEqual(host.presentedHelpWindows, ["Keyboard Shortcuts", "About Notes"])
    }

    @MainActor func testPreferencesAndCtrlCommaOpenTheSettingsOnce() async {
        let host = TestHost(scene: Self.app(Log()))
        host.pressKey(",", modifiers: .control)
        host.settle()
        XCTAssertEqual(host.openedWindows.count, 1)
        let settings = host.openedWindows[0]
        XCTAssertEqual(settings.windowTitle, "Preferences")
        XCTAssertNotNil(settings.find(text: "Preferences page"))
        host.chooseMenuItem("Preferences", in: host.findAll("GtkMenuButton").last!)
        XCTAssertEqual(host.openedWindows.count, 1, "the settings' one window is brought forward")
        // The settings window has the primary menu too.
        XCTAssertNotNil(settings.findAll("GtkMenuButton").last)
    }

    @MainActor func testWindowsOpenAndCloseByID() async {
        let host = TestHost(scene: Self.app(Log()))
        host.tap(host.find(text: "Show Activity")!)
        host.tap(host.find(text: "Show Activity")!)
        host.tap(host.find(text: "New Viewer")!)
        host.tap(host.find(text: "New Viewer")!)
        XCTAssertEqual(host.openedWindows.map(\.windowTitle), ["Activity", "Viewer", "Viewer"], "one Activity, a viewer each time")
        host.openedWindows[0].tap(host.openedWindows[0].find(text: "Close Activity")!)
        XCTAssertTrue(host.openedWindows[0].isClosed)
        host.tap(host.find(text: "Close Viewers")!)
        XCTAssertEqual(host.openedWindows.map(\.isClosed), [true, true, true])
        host.tap(host.find(text: "Show Activity")!)
        XCTAssertEqual(host.openedWindows.count, 4, "a closed Activity opens again")
        let log = LogCapture(expecting: "no window with that id")
        host.tap(host.find(text: "Open Missing")!)
        XCTAssertEqual(log.messages(containing: "openWindow(id: \"missing\")").count, 1)
    }

    /// Outside an app's window, the window actions do nothing and say so.
    @MainActor func testWindowActionsOutsideAnAppAreReported() async {
        let host = TestHost(Main(log: Log()))
        let log = LogCapture(expecting: "not in an app's window")
        host.tap(host.find(text: "Show Activity")!)
        XCTAssertEqual(log.messages(containing: "not in an app's window").count, 1)
    }

    /// `WindowGroup(for:)`: a window per value, brought forward when its value opens again;
    /// its binding holds the value.
    @MainActor func testAWindowPerValue() async {
        struct Opener: View {
            @Environment(\.openWindow) private var openWindow
            var body: some View {
                VStack {
                    Button("Open 1") { openWindow(value: 1) }
                    Button("Open 2") { openWindow(value: 2) }
                    Button("Open Text") { openWindow(value: "text") }
                }
            }
        }
        struct NumberWindow: View {
            @Binding var number: Int?
            var body: some View {
                Button("Number \(number ?? 0)") { number = (number ?? 0) + 10 }
                    .navigationTitle("Window \(number ?? 0)")
            }
        }
        let scene = Group2(
            first: WindowGroup("Main") { Opener() },
            second: WindowGroup("Number", for: Int.self) { $number in NumberWindow(number: $number) })
        let host = TestHost(scene: scene)
        host.tap(host.find(text: "Open 1")!)
        host.tap(host.find(text: "Open 2")!)
        host.tap(host.find(text: "Open 1")!)
        host.settle()
        XCTAssertEqual(host.openedWindows.map(\.windowTitle), ["Window 1", "Window 2"], "1 is brought forward, not opened again")
        let first = host.openedWindows[0]
        first.tap(first.find(text: "Number 1")!)
        first.settle()
        XCTAssertEqual(first.windowTitle, "Window 11")
        let log = LogCapture(expecting: "no WindowGroup(for: String.self)")
        host.tap(host.find(text: "Open Text")!)
        XCTAssertEqual(log.messages(containing: "no WindowGroup(for: String.self)").count, 1)
    }
}

/// Two scenes, for a test building them outside a `@SceneBuilder`.
struct Group2<First: Scene, Second: Scene>: Scene {
    let first: First
    let second: Second
    var body: some Scene {
        first
        second
    }
}
