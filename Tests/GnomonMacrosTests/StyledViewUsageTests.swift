import GnomonMacros
import GnomonTesting
import XCTest

@StyledView
struct Tagged<Label: View>: StyledView {
    var label: Label
    var spacing: Double
    @Binding var isOn: Bool

    var body: some View {
        HStack(spacing: spacing) {
            label
            Text(isOn ? "on" : "off")
        }
    }
}

/// The label above a switch-like button that flips the binding.
struct StackedTaggedStyle: TaggedStyle {
    func makeBody(configuration: TaggedStyleConfiguration) -> some View {
        VStack(spacing: configuration.spacing) {
            configuration.label
            Button(configuration.isOn ? "Turn off" : "Turn on") { configuration.isOn.toggle() }
        }
    }
}

/// Adds a class, and shows the view in the style further out.
struct MarkedTaggedStyle: TaggedStyle {
    func makeBody(configuration: TaggedStyleConfiguration) -> some View {
        Tagged(configuration).styleClass("marked")
    }
}

struct TaggedScreen: View {
    @State var isOn = false
    var stacked: Bool

    var body: some View {
        if stacked {
            Tagged(spacing: 4, isOn: $isOn) { Text("Wi-Fi") }
                .modifier(TaggedStyleModifier(MarkedTaggedStyle()))
                .modifier(TaggedStyleModifier(StackedTaggedStyle()))
        } else {
            Tagged(label: Text("Wi-Fi"), spacing: 4, isOn: $isOn)
        }
    }
}

/// Views made with `@StyledView`, mounted: their own body by default, restyled, stacked.
final class StyledViewUsageTests: XCTestCase {
    @MainActor func testTheBodyIsTheDefaultStyle() async {
        XCTAssertEqual(TestHost(TaggedScreen(stacked: false)).dump(), """
            GtkBox halign=center spacing=4 valign=center
              GnomonLabel label="Wi-Fi" natural-wrap-mode=none valign=center wrap=true
              GnomonLabel label="off" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    @MainActor func testStylesStackAndReachTheBinding() async throws {
        let host = TestHost(TaggedScreen(stacked: true))
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=4 valign=center .marked
              GnomonLabel halign=center label="Wi-Fi" natural-wrap-mode=none wrap=true
              GtkButton halign=center label="Turn on"
            """)
        host.tap(try XCTUnwrap(host.find(text: "Turn on")))
        host.settle()
        XCTAssertNotNil(host.find(text: "Turn off"))
    }
}
