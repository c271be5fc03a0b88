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
            #"GtkLabel halign=start label="Appearance" natural-wrap-mode=none wrap=true xalign=0 .heading"#,
            "GtkListBox selection-mode=none show-separators=true .boxed-list",
            "GtkListBoxRow activatable=false focusable=false selectable=false",
            #"GtkLabel halign=start label="Applies to every window." natural-wrap-mode=none wrap=true xalign=0 .caption .dim-label"#,
        ] {
            XCTAssertTrue(dump.contains(line), "\(line) in\n\(dump)")
        }
        XCTAssertEqual(host.findAll("GtkListBox").count, 3, "two sections, and the view outside any")
        XCTAssertEqual(host.findAll("GtkListBoxRow").count, 4)
    }

    @MainActor func testRowsComeGoAndMoveInTheirList() async {
        let host = TestHost(Preferences(names: ["Ada", "Grace"]))
        host.update(Preferences(names: ["Grace", "Katherine", "Ada"]))
        host.settle()
        let labels = host.findAll("GtkLabel").compactMap { host.property(.label, of: $0) }
        XCTAssertEqual(Array(labels.dropFirst(3).prefix(3)), ["Grace", "Katherine", "Ada"])
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .insert }.count, 1, "one new row")
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .move }.count, 1, "one row moved")
    }
}
