import GnomonCore
import GnomonTesting
import XCTest

/// `Menu`: a menu button whose menu is its content's buttons, toggles, submenus, sections and
/// dividers; choosing an item runs it.
final class MenuTests: XCTestCase {
    struct Notes: View {
        var canDelete = true
        @State private var log: [String] = []
        @State private var showsHidden = false
        var body: some View {
            VStack {
                Text(log.isEmpty ? "Nothing" : log.joined(separator: ", "))
                Menu {
                    Button("Rename…") { log.append("rename") }.keyboardShortcut("r")
                    Button("Duplicate") { log.append("duplicate") }
                    Divider()
                    Toggle("Show Hidden", isOn: $showsHidden)
                    Menu("Share") {
                        Button("Copy Link") { log.append("link") }
                        ForEach(["Mail", "Chat"], id: \.self) { way in Button("Send by \(way)") { log.append(way) } }
                    }
                    Section("Danger") {
                        Button("Delete", role: .destructive) { log.append("delete") }.disabled(!canDelete)
                    }
                } label: {
                    Image(systemName: "view-more-symbolic")
                }
                Menu("Sort") { Button("By Name") { log.append("name") } }
            }
        }
    }

    @MainActor func testTheMenuIsTheContentsItems() async {
        let host = TestHost(Notes())
        let buttons = host.findAll("GtkMenuButton")
        XCTAssertEqual(host.property(.menuModel, of: buttons[0])?.description,
            "Rename… (<Control>r), Duplicate / [ ] Show Hidden, Share ▸ {Copy Link, Send by Mail, Send by Chat} / Danger: Delete (destructive)")
        XCTAssertEqual(host.property(.iconName, of: buttons[0]), "view-more-symbolic")
        XCTAssertEqual(host.property(.accessibility, of: buttons[0])?.label, "View more")
        XCTAssertEqual(host.property(.label, of: buttons[1]), "Sort")
    }

    @MainActor func testChoosingItemsRunsThem() async {
        let host = TestHost(Notes())
        let menu = host.findAll("GtkMenuButton")[0]
        for title in ["Rename…", "Send by Chat", "Copy Link", "Delete", "Show Hidden"] {
            host.chooseMenuItem(title, in: menu)
            host.settle()
        }
        XCTAssertNotNil(host.find(text: "rename, Chat, link, delete"))
        XCTAssertEqual(host.property(.menuModel, of: menu)?.sections[1].items[0].kind, .toggle(isOn: true))
    }

    @MainActor func testADisabledItemDoesNothing() async {
        let host = TestHost(Notes(canDelete: false))
        let menu = host.findAll("GtkMenuButton")[0]
        XCTAssertTrue(host.property(.menuModel, of: menu)?.description.hasSuffix("Delete (destructive) (disabled)") == true)
        host.chooseMenuItem("Delete", in: menu)
        host.settle()
        XCTAssertNotNil(host.find(text: "Nothing"))
    }
}

/// `.contextMenu`: the widget's menu, its items run as a menu button's do.
final class ContextMenuTests: XCTestCase {
    struct Note: View {
        @State private var log: [String] = []
        @State private var pinned = false
        var body: some View {
            VStack {
                Text(log.isEmpty ? "Nothing" : log.joined(separator: ", "))
                Text("Groceries")
                    .contextMenu {
                        Button("Duplicate") { log.append("duplicate") }
                        Toggle("Pinned", isOn: $pinned)
                        Divider()
                        Button("Delete", role: .destructive) { log.append("delete") }
                    }
            }
        }
    }

    @MainActor func testTheMenuIsTheWidgetsAndItsItemsRun() async {
        let host = TestHost(Note())
        let note = host.find(text: "Groceries")!
        XCTAssertEqual(host.property(.contextMenu, of: note)?.description, "Duplicate, [ ] Pinned / Delete (destructive)")
        host.chooseContextMenuItem("Delete", on: note)
        host.chooseContextMenuItem("Pinned", on: note)
        host.settle()
        XCTAssertNotNil(host.find(text: "delete"))
        XCTAssertEqual(host.property(.contextMenu, of: note)?.sections[0].items[1].kind, .toggle(isOn: true))
    }
}
