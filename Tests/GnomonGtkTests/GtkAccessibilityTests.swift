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
                Image(contentsOfFile: "/usr/share/pixmaps/debian-logo.png")
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
            #"image "debian-logo""#,
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

    struct Traits: View {
        @State var chosen = 0
        var body: some View {
            VStack {
                Text("Account").accessibilityAddTraits(.isHeader)
                Text("Read the terms").onTapGesture {}.accessibilityAddTraits(.isLink)
                ForEach(0..<2, id: \.self) { index in
                    Button("Plan \(index)") { chosen = index }
                        .accessibilityAddTraits(chosen == index ? .isSelected : [])
                }
            }
        }
    }

    /// `accessibilityAddTraits`: a heading and a link by their GTK roles, made so; the selected
    /// state follows a real click.
    @MainActor func testTraitsAreRolesAndStatesOverATSPI() async throws {
        let host = GtkTestHost(Traits())
        defer { host.close() }
        var tree = host.accessibleTree()
        XCTAssertTrue(tree.contains(#"heading "Account""#), tree)
        XCTAssertTrue(tree.contains(#"link "Read the terms""#), tree)
        XCTAssertTrue(tree.contains(#"push button "Plan 0" [focusable, selected]"#), tree)
        host.tap(try XCTUnwrap(host.find(label: "Plan 1")))
        host.settle()
        tree = host.accessibleTree()
        XCTAssertTrue(tree.contains(#"push button "Plan 0" [focusable]"#), tree)
        XCTAssertTrue(tree.contains(#"push button "Plan 1" [focusable, selected]"#), tree)
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

    /// Each control is read by what it is and what it changes; rows by what they show;
    /// decorations not at all.
    @MainActor func testControlsAreReadByWhatTheyChangeAndRowsByWhatTheyShow() async {
        struct Party: View {
            @State private var likes = 0
            @State private var when = Date(timeIntervalSince1970: 0)
            @State private var color = Color.red
            @State private var size = 1
            @State private var showsSidebar = true
            var body: some View {
                VStack {
                    Stepper("Likes") { likes += 1 } onDecrement: { likes -= 1 }
                    DatePicker("Party", selection: $when, displayedComponents: .hourAndMinute)
                    ColorPicker("Highlight", selection: $color)
                    Picker("Size", selection: $size) { Text("Small").tag(0); Text("Large").tag(1) }.pickerStyle(.menu)
                    GroupBox("Account") { Text("Ada") }
                    Image(decorative: "starred-symbolic")
                    Circle().frame(width: 8, height: 8)
                    Toggle(isOn: $showsSidebar) { Image(systemName: "sidebar-show-symbolic") }
                        .toggleStyle(.button).accessibilityLabel("Show Sidebar")
                    List(["Mercury", "Venus"], id: \.self) { name in
                        HStack { Text(name); Text("0 moons") }
                    }
                    List {
                        Section("Outer planets") { Text("Jupiter"); Text("Saturn") }
                    }
                }
            }
        }
        let host = GtkTestHost(Party())
        defer { host.close() }
        let tree = host.accessibleTree()
        for line in [
            #"push button "Decrease Likes" [focusable]"#, #"push button "Increase Likes" [focusable]"#,
            #"spin button "Party, hour" [focusable]"#, #"spin button "Party, minute" [focusable]"#,
            #"push button "Highlight" [focusable]"#, #"push button "Size" [focusable]"#, #"filler "Account""#,
            #"push button "Show Sidebar" [focusable, pressed]"#,
            #"list item "Mercury 0 moons" [focusable]"#, #"list item "Venus 0 moons" [focusable]"#,
            #"label "Outer planets""#, #"list item "Jupiter""#, #"list item "Saturn""#,
        ] {
            XCTAssertTrue(tree.contains(line), "\(line) in:\n\(tree)")
        }
        XCTAssertFalse(tree.contains("Starred") || tree.contains("GnomonDrawingArea"), "decorations are not read:\n\(tree)")
        host.tap(host.find(label: "Show Sidebar")!)
        host.settle()
        XCTAssertTrue(host.accessibleTree().contains(#"push button "Show Sidebar" [focusable]"#), "no longer pressed")
    }

    /// The accent as the colour of text, and secondary text (`.secondary`, `dim-label`), read at
    /// WCAG AA (4.5:1) on the window, in the light style and in the dark, measured on what GTK
    /// renders. GTK 4.8's accent background, which the accent text was, read 3.5:1 light and
    /// 1.6:1 dark; its dimmed text 3.2:1 light.
    @MainActor func testAccentAndSecondaryTextReadInBothStyles() async throws {
        GtkTestHost.initializeGtk()
        defer { setPreferDark(false) }
        for dark in [false, true] {
            setPreferDark(dark)
            let host = GtkTestHost(VStack {
                Text("Accent").foregroundStyle(.accentColor)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Dimmed").styleClass("dim-label")
            })
            defer { host.close() }
            let measured = host.textContrasts()
            XCTAssertEqual(measured.map(\.text), ["Accent", "Secondary", "Dimmed"])
            for label in measured {
                XCTAssertGreaterThanOrEqual(label.ratio, 4.5, "\(dark ? "dark" : "light"): \(label)")
            }
            print("Contrast, \(dark ? "dark" : "light"): \(measured.map(\.description).joined(separator: "; "))")
        }
    }
}
