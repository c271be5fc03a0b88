import GnomonCore
import GnomonTesting
import XCTest

/// A form whose second section's rows come and go.
struct Preferences: View {
    var names: [String]
    @State var dark = false

    var body: some View {
        GnomonCore.Form {
            Section("Appearance") {
                Toggle("Dark style", isOn: $dark)
            } footer: {
                Text("Applies to every window.")
            }
            Section("People") {
                ForEach(names, id: \.self) { Text($0) }
            }
            Text("Outside any section")
        }
    }
}

final class FormTests: XCTestCase {
    @MainActor func testSectionsAreBoxedListsWithHeadersAndFooters() async {
        let host = TestHost(Preferences(names: ["Ada", "Grace"]))
        let dump = host.dump()
        for line in [
            "GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-form .context-scroll-view",
            #"GnomonLabel halign=start label="Appearance" natural-wrap-mode=none wrap=true xalign=0 .heading"#,
            "GtkListBox selection-mode=none show-separators=true .boxed-list",
            "GtkListBoxRow focusable=false selectable=false",
            #"GnomonLabel halign=start label="Applies to every window." natural-wrap-mode=none wrap=true xalign=0 .caption .dim-label"#,
        ] {
            XCTAssertTrue(dump.contains(line), "\(line) in\n\(dump)")
        }
        XCTAssertEqual(host.findAll("GtkListBox").count, 3, "two sections, and the view outside any")
        XCTAssertEqual(host.findAll("GtkListBoxRow").count, 4)
    }

    /// A tap on a row's text toggles the one switch, check box or disclosure group the row
    /// holds, as a click on a GNOME settings row does; a row of several, or of none, does
    /// nothing.
    @MainActor func testATapOnARowTogglesItsControl() async throws {
        struct Settings: View {
            @State var wifi = false
            @State var bold = false
            @State var italic = false
            @State var showsMore = false
            var body: some View {
                GnomonCore.Form {
                    Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                    HStack {
                        Toggle("Bold", isOn: $bold)
                        Toggle("Italic", isOn: $italic)
                    }
                    DisclosureGroup("More", isExpanded: $showsMore) { Text("Hidden") }
                    Text("Nothing to toggle")
                }
            }
        }
        let host = TestHost(Settings())
        host.tap(try XCTUnwrap(host.find(text: "Wi-Fi")))
        host.settle()
        XCTAssertEqual(host.property(.active, of: host.findAll("GtkSwitch")[0]), true)
        let rows = host.findAll("GtkListBoxRow")
        host.tap(rows[1])
        host.tap(rows[3])
        host.settle()
        XCTAssertEqual(host.findAll("GtkCheckButton").map { host.property(.active, of: $0) }, [false, false])
        host.tap(rows[2])
        host.settle()
        XCTAssertEqual(host.property(.expanded, of: host.findAll("GtkExpander")[0]), true)
    }

    @MainActor func testRowsComeGoAndMoveInTheirList() async {
        let host = TestHost(Preferences(names: ["Ada", "Grace"]))
        host.update(Preferences(names: ["Grace", "Katherine", "Ada"]))
        host.settle()
        let labels = host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) }
        XCTAssertEqual(Array(labels.dropFirst(3).prefix(3)), ["Grace", "Katherine", "Ada"])
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .insert }.count, 1, "one new row")
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .move }.count, 1, "one row moved")
    }
}
