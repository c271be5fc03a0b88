import GalleryViews
import GnomonCore
import GnomonTesting
import XCTest

/// What a screen reader sees, read over AT-SPI from GTK: each control's role and name, and the
/// names, descriptions and hidden state the accessibility modifiers give.
final class GtkAccessibilityTests: XCTestCase {
    struct Controls: View {
        @State private var on = true
        @State private var volume = 0.5
        @State private var name = "Ada"
        var body: some View {
            VStack {
                Text("Settings")
                Button("Save") {}
                Button {} label: { Image(systemName: "user-trash-symbolic") }.help("Remove this row")
                Button {} label: { Image(systemName: "folder-symbolic") }
                    .accessibilityLabel("Archive")
                    .accessibilityHint("Moves the note out of the list")
                Toggle("Wi-Fi", isOn: $on)
                Toggle("Bluetooth", isOn: $on).toggleStyle(.switch)
                Slider(value: $volume) { Text("Volume") }
                Slider(value: $volume).accessibilityLabel("Balance")
                TextField("Name", text: $name)
                ProgressView("Downloading", value: 0.3)
                Link("GNOME", destination: URL(string: "https://gnome.org")!)
                Image(systemName: "starred-symbolic").accessibilityHidden(true)
                Image(systemName: "mail-unread-symbolic")
                TextEditor(text: $name).accessibilityLabel("Notes")
                List(0..<3, id: \.self) { Text("Planet \($0)") }.accessibilityLabel("Planets")
            }
        }
    }

    @MainActor func testScreenReadersSeeEachControlsRoleAndName() async {
        let host = GtkTestHost(Controls())
        defer { host.close() }
        let tree = host.accessibleTree()
        let expected = [
            #"label "Settings""#,
            #"push button "Save""#,
            #"push button "Remove this row""#,
            #"push button "Archive" description="Moves the note out of the list""#,
            #"check box "Wi-Fi""#,
            #"check box "Bluetooth""#,
            #"slider "Volume""#,
            #"slider "Balance""#,
            #"text "Name""#,
            #"progress bar "Downloading""#,
            #"link "GNOME""#,
            #"image "Mail unread""#,
            #"text "Notes""#,
            #"list "Planets""#,
        ]
        var rest = Substring(tree)
        for line in expected {
            guard let found = rest.range(of: line) else {
                return XCTFail("no \(line) after what came before, in:\n\(tree)")
            }
            rest = rest[found.upperBound...]
        }
        // GTK names what has no name of its own by its class; the test window has no title, and
        // a check button's box and a scrolled window's bars are GTK's own.
        let unnamed = tree.split(separator: "\n").filter { line in
            line.contains("\"Gtk") && !["frame ", "filler ", "scroll bar "].contains { line.contains($0) }
        }
        XCTAssertEqual(unnamed, [], "every control has a name of its own:\n\(tree)")
        XCTAssertFalse(tree.contains("starred"), "a hidden image is not shown:\n\(tree)")
    }

    /// A name the app changes reaches the screen reader.
    @MainActor func testAChangedNameReachesTheScreenReader() async {
        struct Named: View {
            var name: String
            var body: some View {
                Button {} label: { Image(systemName: "folder-symbolic") }.accessibilityLabel(name)
            }
        }
        let host = GtkTestHost(Named(name: "Archive"))
        defer { host.close() }
        host.update(Named(name: "Unarchive"))
        host.settle()
        XCTAssertTrue(host.accessibleTree().contains(#"push button "Unarchive""#))
    }

    /// A button labelled by a `Label` is read by the label's title, whatever shows: its icon
    /// alone in a header bar or by `.iconOnly`, never the icon's name ("List add").
    @MainActor func testALabelsTitleNamesItsButtonWhateverShows() async {
        struct Counters: View {
            var body: some View {
                Button("Remove All", systemImage: "edit-clear-all-symbolic") {}.labelStyle(.iconOnly)
                    .toolbar { Button("Add Counter", systemImage: "list-add-symbolic") {} }
            }
        }
        let host = GtkTestHost(scene: WindowGroup("Counters") { Counters() })
        defer { host.close() }
        let tree = host.accessibleTree()
        XCTAssertTrue(tree.contains(#"push button "Add Counter""#), tree)
        XCTAssertTrue(tree.contains(#"push button "Remove All""#), tree)
        XCTAssertFalse(tree.contains("List add") || tree.contains("Edit clear"), tree)
        XCTAssertEqual(host.find(label: "Add Counter")?.className, "GtkButton")
        XCTAssertEqual(host.find(label: "Remove All")?.className, "GtkButton")
    }
}

/// Every Gallery page, as a screen reader sees it: no control is left to GTK's class name.
final class GtkGalleryAccessibilityTests: XCTestCase {
    /// What GTK names by class and Gnomon does not name: the window (a test's has no title),
    /// containers (panels, a `Form` section's or a `List`'s list, a lazy grid's table and its
    /// cells, a stack page), scroll bars, and the parts GTK's composite widgets make for
    /// themselves (a check button's box, a drop-down's toggle button, a colour button's button,
    /// a password entry's peek icon).
    static let namedByGtk = [
        "frame ", "panel ", "list ", "table ", "scroll bar ", "filler ", #"push button "GtkToggleButton""#,
        #"push button "GtkButton""#, #"image "GtkImage" description="Show Text""#,
    ]

    @MainActor func testEveryControlOfEveryPageHasAName() async {
        for page in GalleryPage.allCases {
            let host = GtkTestHost(GalleryView(page: page))
            defer { host.close() }
            let tree = host.accessibleTree()
            let unnamed = tree.split(separator: "\n").filter { line in
                line.contains("\"Gtk") && !Self.namedByGtk.contains { line.contains($0) }
            }
            XCTAssertEqual(unnamed, [], "\(page):\n\(tree)")
        }
    }
}
