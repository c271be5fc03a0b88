import GnomonCore
import GnomonTesting
import XCTest

/// Menus in GTK: the `GMenu` and its actions read back as the headless model, and items
/// activated through GTK's actions run as headless.
final class GtkMenuTests: XCTestCase {
    struct Editor: View {
        var canPaste: Bool
        @State private var log: [String] = []
        @State private var wraps = true
        var body: some View {
            VStack {
                Text(log.isEmpty ? "Nothing" : log.joined(separator: ", "))
                Menu("Edit") {
                    Section {
                        Button("Cut") { log.append("cut") }.keyboardShortcut("x")
                        Button("Paste") { log.append("paste") }.disabled(!canPaste)
                    }
                    Toggle("Wrap Lines", isOn: $wraps)
                    Menu("Insert") {
                        Button("Date") { log.append("date") }
                        Button("Remove All", role: .destructive) { log.append("clear") }
                    }
                }
            }
        }
    }

    @MainActor func testMenusReadBackAndRunAsHeadless() async {
        let gtk = GtkTestHost(Editor(canPaste: false))
        defer { gtk.close() }
        let headless = TestHost(Editor(canPaste: false))
        XCTAssertEqual(gtk.dump(), headless.dump())
        for title in ["Cut", "Paste", "Date", "Wrap Lines", "Remove All"] {
            for host in [gtk, headless] as [any TestingHost] {
                host.chooseMenuItem(title, in: host.findAll("GtkMenuButton")[0])
                host.settle()
            }
            XCTAssertEqual(gtk.dump(), headless.dump(), title)
        }
        XCTAssertNotNil(gtk.find(text: "cut, date, clear"), "the disabled Paste did not run")
        XCTAssertTrue(gtk.dump().contains("[ ] Wrap Lines"), gtk.dump())
        for host in [gtk, headless] as [any TestingHost] {
            host.update(Editor(canPaste: true))
            host.settle()
            host.chooseMenuItem("Paste", in: host.findAll("GtkMenuButton")[0])
            host.settle()
        }
        XCTAssertNotNil(gtk.find(text: "cut, date, clear, paste"))
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}

/// `.contextMenu` in GTK: a real right click opens the widget's popover menu; its items run
/// through GTK's actions as headless.
final class GtkContextMenuTests: XCTestCase {
    struct Tasks: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 24) {
                Text(log.isEmpty ? "Nothing" : log.joined(separator: ", "))
                Text("Water the plants").padding()
                    .contextMenu {
                        Section("Task") {
                            Button("Mark Done") { log.append("done") }
                        }
                        Menu("Move To") { Button("Tomorrow") { log.append("tomorrow") } }
                    }
            }
        }
    }

    @MainActor func testARightClickOpensTheMenuAndItsItemsRun() async {
        let gtk = GtkTestHost(Tasks())
        defer { gtk.close() }
        let headless = TestHost(Tasks())
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertTrue(gtk.rightClickOpensContextMenu(gtk.find(text: "Water the plants")!))
        for title in ["Tomorrow", "Mark Done"] {
            for host in [gtk, headless] as [any TestingHost] {
                host.chooseContextMenuItem(title, on: host.find(text: "Water the plants")!)
                host.settle()
            }
        }
        XCTAssertNotNil(gtk.find(text: "tomorrow, done"))
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
