import GnomonTesting
import XCTest

@testable import GnomonCore

/// Styles, style contexts and aliases in a real GTK window: the classes GTK reports are the
/// ones the headless host shows, and updates keep the two equal.
final class GtkStyleTests: XCTestCase {
    struct Screen: View {
        var prominent: Bool
        var font: Font
        var body: some View {
            VStack {
                Text("Title").font(font)
                Text("Subtitle").foregroundStyle(.secondary)
                Button("Save") {}.buttonStyle(BorderedProminentIf(on: prominent))
                Button("Delete", role: .destructive) {}.buttonStyle(.borderless)
                Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)
                ScrollView { Text("inside").bold() }
                List { Text("row").monospaced() }
                TagBody(configuration: TagConfiguration())
                    .viewAlias(TagConfiguration.Label.self) { Text("tag") }
                    .styledViewStyle(TagBody.self, style: ClassedTagStyle(name: prominent ? "on" : "off"))
                    .styleContext(CardStyleContext())
            }
        }
    }

    struct BorderedProminentIf: PrimitiveButtonStyle {
        var on: Bool
        func makeBody(configuration: Configuration) -> some View {
            if on {
                Button(configuration).buttonStyle(.borderedProminent)
            } else {
                Button(configuration).buttonStyle(.bordered)
            }
        }
    }

    struct CardStyleContext: StyleContext {}

    struct TagConfiguration {
        struct Label: ViewAlias {}
        var label: Label { Label() }
    }

    struct TagBody: ViewStyledView {
        var configuration: TagConfiguration
        static var defaultStyle: PlainTagStyle { PlainTagStyle() }
    }

    struct PlainTagStyle: ViewStyle {
        func makeBody(configuration: TagConfiguration) -> some View { configuration.label }
    }

    /// Adds a class and shows the tag again, in the style further out.
    struct ClassedTagStyle: ViewStyle {
        var name: String
        func makeBody(configuration: TagConfiguration) -> some View {
            TagBody(configuration: configuration).styleClass(name)
        }
    }

    @MainActor func testClassesInGtkEqualTheHeadlessOnesThroughUpdates() async {
        let host = GtkTestHost(Screen(prominent: false, font: .title))
        XCTAssertEqual(host.dump(), TestHost(Screen(prominent: false, font: .title)).dump())
        for (prominent, font) in [(true, Font.caption), (false, .headline), (true, .body.monospaced())] {
            host.update(Screen(prominent: prominent, font: font))
            host.settle()
            XCTAssertEqual(host.dump(), TestHost(Screen(prominent: prominent, font: font)).dump(), "\(prominent) \(font)")
        }
        let dump = host.dump()
        for name in [".suggested-action", ".destructive-action", ".flat", ".dim-label", ".monospace", ".heading",
                     ".context-scroll-view", ".context-list", ".context-card", ".on"] {
            XCTAssertTrue(dump.contains(name), name)
        }
    }
}
