import GnomonCore
import GnomonTesting
import XCTest

/// `.toolbar`: items go into the window's header bar by placement, follow the state they
/// read, come and go with their views, and act on the view that sent them.
final class ToolbarTests: XCTestCase {
    struct Editor: View {
        @State var count = 0
        @State var isEditing = false
        var body: some View {
            Text("\(count) notes")
                .toolbar {
                    ToolbarItem(placement: .navigation) { Button("Back") {} }
                    ToolbarItem(placement: .principal) { Text("Editor") }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Add") { count += 1 }
                        Button("Edit") { isEditing.toggle() }
                    }
                    if isEditing {
                        ToolbarItem(placement: .confirmationAction) { Button("Done") { isEditing = false } }
                    }
                }
        }
    }

    @MainActor func testItemsGoIntoTheHeaderBarByPlacement() async {
        let host = TestHost(scene: WindowGroup("Notes") { Editor() })
        XCTAssertEqual(
            host.dump(),
            """
            GtkHeaderBar .context-header-bar
              GtkBox spacing=6
                GtkButton halign=center label="Back" valign=center
              GtkBox spacing=6
                GnomonLabel halign=center label="Editor" natural-wrap-mode=none valign=center wrap=true
              GtkBox spacing=6
                GtkButton halign=center label="Add" valign=center
                GtkButton halign=center label="Edit" valign=center
                GtkMenuButton accessibility="label: Main Menu" halign=center icon-name="open-menu-symbolic" menu-model="Keyboard Shortcuts (<Control>question), About Notes" primary=true tooltip-text="Main Menu" valign=center
            GnomonLabel halign=center label="0 notes" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    @MainActor func testItemsActOnTheirViewAndFollowItsState() async {
        let host = TestHost(scene: WindowGroup("Notes") { Editor() })
        host.tap(host.find(text: "Add")!)
        host.settle()
        XCTAssertNotNil(host.find(text: "1 notes"))
        host.tap(host.find(text: "Edit")!)
        host.settle()
        // The confirmation joins the end of the bar, as GNOME's suggested action.
        XCTAssertTrue(host.dump().contains("""
                GtkButton halign=center label="Edit" valign=center
                GtkButton halign=center label="Done" shortcut="Return" valign=center .suggested-action
            """), host.dump())
        host.tap(host.find(text: "Done")!)
        host.settle()
        XCTAssertNil(host.find(text: "Done"))
        XCTAssertNotNil(host.find(text: "Edit"))
    }

    /// Toolbars of several views join in tree order; a view that goes takes its items along,
    /// and an empty part of the bar goes too.
    @MainActor func testToolbarsOfSeveralViewsJoinAndLeaveWithTheirViews() async {
        struct Panes: View {
            @State var showsDetail = true
            var body: some View {
                HStack {
                    Text("List").toolbar { Button("Hide") { showsDetail = false } }
                    if showsDetail {
                        Text("Detail").toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                            ToolbarItem { Button("Share") {} }
                        }
                    }
                }
            }
        }
        let host = TestHost(scene: WindowGroup { Panes() })
        XCTAssertEqual(host.findAll("GtkButton").compactMap { host.property(.label, of: $0) }, ["Cancel", "Hide", "Share"])
        host.tap(host.find(text: "Hide")!)
        host.settle()
        XCTAssertEqual(
            host.dump(),
            """
            GtkHeaderBar .context-header-bar
              GtkBox spacing=6
                GtkButton halign=center label="Hide" valign=center
                GtkMenuButton accessibility="label: Main Menu" halign=center icon-name="open-menu-symbolic" menu-model="Keyboard Shortcuts (<Control>question), About" primary=true tooltip-text="Main Menu" valign=center
            GtkBox halign=center spacing=6 valign=center
              GnomonLabel label="List" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    /// A view mounted without a window's chrome sends its items nowhere, and shows as it is.
    @MainActor func testAToolbarWithoutAHeaderBarChangesNothing() async {
        XCTAssertEqual(TestHost(Editor()).dump(), TestHost(Text("0 notes")).dump())
    }

    /// Closing the window releases the header bar and its items with the content.
    @MainActor func testClosingReleasesTheHeaderBar() async {
        let host = TestHost(scene: WindowGroup { Editor() })
        XCTAssertGreaterThan(host.liveWidgetCount, 5)
        host.close()
        XCTAssertEqual(host.liveWidgetCount, 0)
    }
}

/// Labels in a toolbar: the icon alone, titled by a tooltip and named by the title, as GNOME's
/// header bars show them; `.titleAndIcon` still shows both.
final class ToolbarLabelTests: XCTestCase {
    struct Counters: View {
        var showsTitles = false
        var body: some View {
            Text("Counters")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add Counter", systemImage: "list-add-symbolic") {}
                    }
                    ToolbarItem(placement: .navigation) {
                        Button {} label: { Label("Delete", systemImage: "user-trash-symbolic") }
                            .labelStyle(.titleAndIcon)
                    }
                }
        }
    }

    @MainActor func testAToolbarLabelIsItsIconWithItsTitleAsTooltip() async throws {
        let host = TestHost(scene: WindowGroup("A window title long enough to crowd the header bar") { Counters() })
        XCTAssertEqual(
            host.dump(),
            """
            GtkHeaderBar .context-header-bar
              GtkBox spacing=6
                GtkButton accessibility="label: Delete" halign=center valign=center
                  GtkBox halign=center spacing=6 valign=center
                    GtkImage accessibility="hidden" icon-name="user-trash-symbolic" valign=center
                    GnomonLabel label="Delete" natural-wrap-mode=none valign=center wrap=true
              GtkBox spacing=6
                GtkButton accessibility="label: Add Counter" halign=center valign=center
                  GtkImage accessibility="label: Add Counter" halign=center icon-name="list-add-symbolic" tooltip-text="Add Counter" valign=center
                GtkMenuButton accessibility="label: Main Menu" halign=center icon-name="open-menu-symbolic" menu-model="Keyboard Shortcuts (<Control>question), About A window title long enough to crowd the header bar" primary=true tooltip-text="Main Menu" valign=center
            GnomonLabel halign=center label="Counters" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    @MainActor func testALabelsTitleNamesItsIconForScreenReaders() async throws {
        let host = TestHost(scene: WindowGroup("Counters") { Counters() })
        let image = try XCTUnwrap(host.findAll("GtkImage").first { host.property(.iconName, of: $0) == "list-add-symbolic" })
        XCTAssertEqual(host.property(.accessibility, of: image)?.label, "Add Counter")
        // Outside a toolbar, an icon-only label reads as its title too; an explicit label wins.
        let plain = TestHost(
            HStack {
                Label("Trash", systemImage: "user-trash-symbolic").labelStyle(.iconOnly)
                Label("Bin", systemImage: "user-trash-full-symbolic").labelStyle(.iconOnly).accessibilityLabel("Wastebasket")
            })
        let names = plain.findAll("GtkImage").map { plain.property(.accessibility, of: $0)?.label }
        XCTAssertEqual(names, ["Trash", "Wastebasket"])
        // find(label:) finds what a screen reader reads: the icon button by its label's title.
        XCTAssertEqual(host.find(label: "Add Counter")?.className, "GtkButton")
        XCTAssertNil(host.find(text: "Add Counter"), "no text shows it")
        // A property the widget has none of reads as nil, not as an optional holding nil.
        XCTAssertNil(plain.property(.contextMenu, of: plain.findAll("GtkImage")[0]))
    }
}
