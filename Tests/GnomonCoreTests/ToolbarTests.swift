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
                GtkLabel halign=center label="Editor" natural-wrap-mode=none valign=center wrap=true
              GtkBox spacing=6
                GtkButton halign=center label="Add" valign=center
                GtkButton halign=center label="Edit" valign=center
            GtkLabel halign=center label="0 notes" natural-wrap-mode=none valign=center wrap=true
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
                GtkButton halign=center label="Done" valign=center .suggested-action
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
        XCTAssertEqual(host.findAll("GtkButton").compactMap { host.property(.label, of: $0) ?? nil }, ["Cancel", "Hide", "Share"])
        host.tap(host.find(text: "Hide")!)
        host.settle()
        XCTAssertEqual(
            host.dump(),
            """
            GtkHeaderBar .context-header-bar
              GtkBox spacing=6
                GtkButton halign=center label="Hide" valign=center
            GtkBox halign=center spacing=6 valign=center
              GtkLabel label="List" natural-wrap-mode=none valign=center wrap=true
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
