import CGtk
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

/// A button a `ButtonStyle` draws sees GTK's pressed state, and clicks as any button.
struct GtkPillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background { Capsule().fill(configuration.isPressed ? .red : .blue) }
    }
}

extension GtkStyleTests {
    @MainActor func testAButtonStyleFollowsGtksPressedState() async throws {
        struct Screen: View {
            @State var taps = 0
            var body: some View { Button("Tapped \(taps)") { taps += 1 }.buttonStyle(GtkPillStyle()) }
        }
        let host = GtkTestHost(Screen())
        let headless = TestHost(Screen())
        XCTAssertEqual(host.dump(), headless.dump())
        let button = try XCTUnwrap(host.findAll("GtkButton").first)
        for (name, step) in [
            ("press", { (h: any TestingHost) in h.press(h.findAll("GtkButton")[0], isDown: true) }),
            ("release", { (h: any TestingHost) in h.press(h.findAll("GtkButton")[0], isDown: false) }),
            ("tap", { (h: any TestingHost) in h.tap(h.findAll("GtkButton")[0]) }),
        ] {
            step(host)
            host.settle()
            step(headless)
            headless.settle()
            XCTAssertEqual(host.dump(), headless.dump(), name)
        }
        XCTAssertNotNil(host.find(text: "Tapped 1"))
        XCTAssertEqual(host.findAll("GtkButton"), [button])
    }
}

/// `.controlSize` in GTK: the generated rules make smaller and larger controls than GNOME's
/// regular ones, read back from GTK's measure.
final class GtkControlSizeTests: XCTestCase {
    struct Sizes: View {
        var body: some View {
            VStack {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    HStack {
                        Button("Save") {}
                        TextField("Name", text: .constant(""))
                    }
                    .controlSize(size)
                }
            }
        }
    }

    @MainActor func testSmallerAndLargerControlsMeasureSo() async {
        let host = GtkTestHost(Sizes())
        defer { host.close() }
        XCTAssertEqual(host.dump(), TestHost(Sizes()).dump())
        for kind in ["GtkButton", "GtkEntry"] {
            let heights = host.findAll(kind).map { widget -> Int32 in
                var minimum: Int32 = 0, natural: Int32 = 0
                gtk_widget_measure(host.widgetPointer(widget), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, nil, nil)
                return minimum
            }
            XCTAssertEqual(heights.count, ControlSize.allCases.count)
            XCTAssertEqual(heights, heights.sorted(), "\(kind): mini to extra large")
            XCTAssertEqual(Set(heights).count, heights.count, "\(kind): every size differs: \(heights)")
        }
    }
}
