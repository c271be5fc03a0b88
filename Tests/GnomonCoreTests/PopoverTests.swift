import GnomonCore
import GnomonTesting
import XCTest

/// `.popover(isPresented:)`: a popover attached to the view, shown while the binding is true,
/// closed by the user through the binding.
final class PopoverTests: XCTestCase {
    struct Details: View {
        @State private var showsDetails = false
        var body: some View {
            VStack {
                Text(showsDetails ? "Open" : "Closed")
                Button("Details") { showsDetails = true }
                    .popover(isPresented: $showsDetails, arrowEdge: .bottom) {
                        Text("Saved 2 minutes ago").padding()
                    }
            }
        }
    }

    @MainActor func testThePopoverShowsWhilePresentedAndTheUserClosesIt() async {
        let host = TestHost(Details())
        let popover = host.findAll("GtkPopover")[0]
        XCTAssertEqual(host.property(.presented, of: popover), false)
        XCTAssertEqual(host.property(.popoverPosition, of: popover), .top, "the arrow at the bottom: above the button")
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="Closed" natural-wrap-mode=none wrap=true
              GtkBox halign=center
                GtkButton label="Details"
                GtkPopover position=top
                  GnomonLabel halign=center label="Saved 2 minutes ago" margin-bottom=12 margin-end=12 margin-start=12 margin-top=12 natural-wrap-mode=none valign=center wrap=true
            """)
        host.tap(host.find(text: "Details")!)
        host.settle()
        XCTAssertEqual(host.property(.presented, of: popover), true)
        XCTAssertNotNil(host.find(text: "Open"))
        host.dismissPopover(popover)
        host.settle()
        XCTAssertEqual(host.property(.presented, of: popover), false)
        XCTAssertNotNil(host.find(text: "Closed"))
    }
}
