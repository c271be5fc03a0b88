import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Commands, settings and windows in GTK: the primary menu read back from GTK equals the
/// headless one, a real Ctrl+N runs a command, a real Ctrl+comma opens the preferences in
/// front of the window and a real Escape closes them; a window opened by id is a real window.
final class GtkCommandsAndWindowsTests: XCTestCase {
    @MainActor final class Log {
        var entries: [String] = []
    }

    struct Main: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View {
            Button("Show Activity") { openWindow(id: "activity") }
        }
    }

    @SceneBuilder @MainActor static func app(_ log: Log) -> some Scene {
        WindowGroup("Notes") { Main() }
            .commands {
                CommandMenu("Note") {
                    Button("New Note") { log.entries.append("new") }.keyboardShortcut("n")
                }
            }
        Window("Activity", id: "activity") { Text("Nothing happened") }
        Settings { Toggle("Spell Check", isOn: .constant(true)) }
    }

    @MainActor func testShortcutsRunCommandsAndOpenAndCloseThePreferences() async {
        let log = Log()
        let gtk = GtkTestHost(scene: Self.app(log))
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), TestHost(scene: Self.app(Log())).dump())
        gtk.pressKey("n", modifiers: .control)
        gtk.settle()
        XCTAssertEqual(log.entries, ["new"])

        gtk.pressKey(",", modifiers: .control)
        gtk.settle()
        XCTAssertEqual(gtk.openedWindows.count, 1)
        let preferences = gtk.openedWindows[0]
        XCTAssertEqual(preferences.windowTitle, "Preferences")
        XCTAssertNotNil(preferences.find(text: "Spell Check"))
        let preferencesWindow = UnsafeMutableRawPointer(gtk_widget_get_root(preferences.widgetPointer(preferences.findAll("GtkHeaderBar")[0]))!)
            .assumingMemoryBound(to: GtkWindow.self)
        let mainWindow = UnsafeMutableRawPointer(gtk_widget_get_root(gtk.widgetPointer(gtk.findAll("GtkHeaderBar")[0]))!)
            .assumingMemoryBound(to: GtkWindow.self)
        XCTAssertEqual(gtk_window_get_transient_for(preferencesWindow), mainWindow)
        preferences.pressKey(.escape, modifiers: [])
        preferences.settle()
        XCTAssertTrue(preferences.isClosed, "Escape closes the preferences")

        gtk.tap(gtk.find(text: "Show Activity")!)
        gtk.settle()
        gtk.tap(gtk.find(text: "Show Activity")!)
        gtk.settle()
        XCTAssertEqual(gtk.openedWindows.count, 2, "the preferences, closed, and the one Activity window, brought forward")
        XCTAssertEqual(gtk.openedWindows.last?.windowTitle, "Activity")
        XCTAssertNotNil(gtk.openedWindows.last?.find(text: "Nothing happened"))
    }

    /// The app registers Ctrl+Q and Ctrl+W once, on the application; its quit action closes the
    /// app's windows, each of which may ask first (`GtkSceneWindows.quit`).
    @MainActor func testTheAppsShortcutsAreRegisteredOnTheApplication() async {
        GtkTestHost.initializeGtk()
        let application = gtk_application_new("org.gnomon.ShortcutProbe", G_APPLICATION_DEFAULT_FLAGS)!
        defer { g_object_unref(application) }
        var quits = 0
        GtkAppActions.register(on: application) { quits += 1 }
        func accelerators(_ action: String) -> [String] {
            guard let list = gtk_application_get_accels_for_action(application, action) else { return [] }
            defer { g_strfreev(list) }
            var result: [String] = []
            var index = 0
            while let entry = list[index] {
                result.append(String(cString: entry))
                index += 1
            }
            return result
        }
        XCTAssertEqual(accelerators("app.quit"), ["<Control>q"])
        XCTAssertEqual(accelerators("window.close"), ["<Control>w"])
        let quit = g_action_map_lookup_action(OpaquePointer(application), "quit")
        XCTAssertNotNil(quit)
        g_action_activate(quit, nil)  // what Ctrl+Q does in a running app
        XCTAssertEqual(quits, 1, "app.quit quits through the app's windows")
    }

    /// A window per value, in GTK: opened once per value, titled by its view.
    @MainActor func testAWindowPerValueInGtk() async {
        let gtk = GtkTestHost(scene: ValueScenes())
        defer { gtk.close() }
        gtk.tap(gtk.find(text: "Open 7")!)
        gtk.settle()
        gtk.tap(gtk.find(text: "Open 7")!)
        gtk.settle()
        XCTAssertEqual(gtk.openedWindows.map(\.windowTitle), ["Number 7"])
        XCTAssertNotNil(gtk.openedWindows[0].find(text: "Showing 7"))
    }

    struct ValueScenes: Scene {
        var body: some Scene {
            WindowGroup("Main") { ValueOpener() }
            WindowGroup("Number", for: Int.self) { $number in
                Text("Showing \(number ?? 0)").navigationTitle("Number \(number ?? 0)")
            }
        }
    }

    struct ValueOpener: View {
        @Environment(\.openWindow) private var openWindow
        var body: some View { Button("Open 7") { openWindow(value: 7) } }
    }
}
