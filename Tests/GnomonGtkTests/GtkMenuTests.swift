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
        // With the keyboard alone: Enter on the menu button, Down to the item, Enter.
        for title in ["Date", "Cut"] {
            gtk.chooseMenuItem(title, in: gtk.findAll("GtkMenuButton")[0], usingKeyboard: true)
            gtk.settle()
        }
        XCTAssertNotNil(gtk.find(text: "cut, date, clear, paste, date, cut"), gtk.dump())
    }

    /// `ShareLink`: a real click on its menu button and on Copy Link puts the link on the
    /// display's clipboard; Send by Email opens a `mailto:` URL.
    @MainActor func testAShareLinksItemsWorkOnARealClick() async throws {
        let url = try XCTUnwrap(URL(string: "https://gnome.org/turtle-rock"))
        let host = GtkTestHost(ShareLink(item: url, subject: Text("Turtle Rock")))
        defer { host.close() }
        let menu = try XCTUnwrap(host.findAll("GtkMenuButton").first)
        host.chooseMenuItem("Copy Link", in: menu)
        host.settle()
        XCTAssertEqual(host.clipboardText, "https://gnome.org/turtle-rock")
        host.chooseMenuItem("Send by Email…", in: menu)
        host.settle()
        XCTAssertEqual(host.openedURLs.last?.scheme, "mailto")
        XCTAssertTrue(host.openedURLs.last?.absoluteString.contains("subject=Turtle%20Rock") == true, "\(host.openedURLs)")
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

/// A context menu chosen as a person chooses it, in a real window: a right click held for a
/// moment, then a click on the item or Down and Enter, on a padded label and on list rows of
/// two labels. Before the menu opened on release, the item's click closed the menu without
/// choosing and GTK warned of "Broken accounting of active state".
final class GtkContextMenuInputTests: XCTestCase {
    struct Probe: View {
        @State private var log = "nothing chosen"
        var body: some View {
            VStack {
                Text("Plain text target").padding()
                    .contextMenu {
                        Button("Plain item") { log = "plain chosen" }
                        Button("Other item") { log = "other chosen" }
                    }
                Text(log)
                List {
                    ForEach([1, 2], id: \.self) { n in
                        HStack { Text("Row \(n)"); Spacer(); Text("\(n * 10)") }
                            .contextMenu {
                                Button("Row item") { log = "row \(n) chosen" }
                                Button("Other row item") { log = "row \(n) other" }
                            }
                    }
                }
            }
        }
    }

    @MainActor func testItemsRunOnARealClickAndOnTheKeyboard() async throws {
        let warnings = GtkLogCapture()
        defer { warnings.stop() }
        let gtk = GtkTestHost(Probe(), width: 400, height: 400)
        defer { gtk.close() }
        let cases: [(target: String, item: String, keyboard: Bool, result: String)] = [
            ("Plain text target", "Plain item", false, "plain chosen"),
            ("Plain text target", "Other item", true, "other chosen"),
            ("Plain text target", "Plain item", true, "plain chosen"),
            ("Row 1", "Row item", false, "row 1 chosen"),     // a label in the row: the row's menu
            ("Row 2", "Other row item", true, "row 2 other"),
            ("20", "Row item", false, "row 2 chosen"),
        ]
        for (target, item, keyboard, result) in cases {
            gtk.chooseContextMenuItem(item, on: try XCTUnwrap(gtk.find(text: target)), usingKeyboard: keyboard)
            gtk.settle()
            XCTAssertNotNil(gtk.find(text: result), "\(item) on \(target)\(keyboard ? " by keyboard" : "")")
        }
        XCTAssertEqual(warnings.messages.filter { $0.contains("Gtk") }, [], "GTK warned")
    }
}


/// A `Link` in GTK opens through `openURL` as headless: GTK's own opening is left alone.
final class GtkLinkTests: XCTestCase {
    @MainActor func testALinkOpensThroughOpenURLAsHeadless() async throws {
        let hig = URL(string: "https://developer.gnome.org/hig/")!
        let view = VStack {
            Link("Guidelines", destination: hig)
            Link("In the app", destination: URL(string: "app://settings")!)
                .environment(\.openURL, OpenURLAction { _ in .handled })
        }
        let gtk = GtkTestHost(view)
        defer { gtk.close() }
        let headless = TestHost(view)
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(try XCTUnwrap(host.find(text: "Guidelines")))
            host.tap(try XCTUnwrap(host.find(text: "In the app")))
            host.settle()
        }
        XCTAssertEqual(gtk.openedURLs, [hig])
        XCTAssertEqual(headless.openedURLs, [hig])
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
