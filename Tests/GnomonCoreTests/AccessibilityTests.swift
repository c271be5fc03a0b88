import GnomonCore
import GnomonTesting
import XCTest

/// The accessibility modifiers: one `accessibility` property, the innermost of each part
/// winning, and a name for icon-only buttons.
final class AccessibilityTests: XCTestCase {
    struct Toolbar: View {
        var count = 3
        var body: some View {
            HStack {
                Button {} label: { Image(systemName: "user-trash-symbolic") }
                Button {} label: { Image(systemName: "document-save-symbolic") }.help("Save the note")
                Button {} label: { Image(systemName: "folder-symbolic") }.accessibilityLabel("Archive")
                Button("Send") {}
                    .accessibilityHint("Sends the message")
                    .accessibilityLabel("Outer label")
                Text("★★★").accessibilityLabel("Rating").accessibilityValue("\(count) stars")
                Image(systemName: "starred-symbolic").accessibilityHidden(true)
            }
        }
    }

    @MainActor func testModifiersAndFallbacks() async {
        let host = TestHost(Toolbar())
        let buttons = host.findAll("GtkButton").map { host.property(.accessibility, of: $0) }
        XCTAssertEqual(buttons, [
            AccessibilityAttributes(label: "User trash"),
            AccessibilityAttributes(label: "Save the note"),
            AccessibilityAttributes(label: "Archive"),
            AccessibilityAttributes(label: "Outer label", hint: "Sends the message"),
        ])
        XCTAssertEqual(host.property(.accessibility, of: host.find(text: "★★★")!), AccessibilityAttributes(label: "Rating", value: "3 stars"))
        XCTAssertEqual(host.property(.accessibility, of: host.findAll("GtkImage")[0]), AccessibilityAttributes(isHidden: true))
        XCTAssertTrue(host.dump().contains(#"accessibility="label: Rating; value: 3 stars""#), host.dump())
    }

    /// A frame or an effect is no element of its own, as in SwiftUI: what the modifiers around
    /// it say of their content (a name, a shortcut) is said of the view inside, and follows
    /// when it changes.
    @MainActor func testModifiersOutsideAFrameDescribeTheViewInside() async throws {
        struct Framed: View {
            var name: String
            var body: some View {
                Button("Go") {}
                    .frame(width: 80)
                    .shadow(radius: 2)
                    .accessibilityLabel(name)
                    .keyboardShortcut(.defaultAction)
            }
        }
        let host = TestHost(Framed(name: "Start"))
        XCTAssertEqual(host.dump(), """
            GnomonEffect effect="shadow #000000@0.33 2 0,0" halign=center valign=center
              GnomonLayout hexpand=false layout="_FlexibleFrameLayout"
                GtkButton accessibility="label: Start" label="Go" shortcut="Return"
            """)
        host.update(Framed(name: "Begin"))
        host.settle()
        XCTAssertEqual(host.property(.accessibility, of: try XCTUnwrap(host.findAll("GtkButton").first)), AccessibilityAttributes(label: "Begin"))
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set], "only the button is written: \(host.lastMutations)")
    }

    @MainActor func testAChangedValueUpdatesOnlyThatWidget() async {
        let host = TestHost(Toolbar(count: 3))
        host.update(Toolbar(count: 4))
        host.settle()
        XCTAssertEqual(
            host.lastMutations.map(\.description),
            [#"set GnomonLabel#\#(host.find(text: "★★★")!.id) accessibility="label: Rating; value: 4 stars""#])
    }
}
