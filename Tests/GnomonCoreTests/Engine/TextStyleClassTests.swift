import GnomonTesting
import XCTest

@testable import GnomonCore

/// Fonts, emphasis and button styles become Adwaita's style classes on the widgets that show
/// them.
final class TextStyleClassTests: XCTestCase {
    @MainActor func testFontsAreTypeScaleClasses() async {
        let fonts: [(Font, [String])] = [
            (.largeTitle, ["title-1"]), (.title, ["title-2"]), (.title2, ["title-3"]), (.title3, ["title-4"]),
            (.headline, ["heading"]), (.body, []), (.callout, []), (.subheadline, ["caption"]),
            (.footnote, ["caption"]), (.caption, ["caption"]), (.caption2, ["caption"]),
            (.caption.bold(), ["caption", "heading"]), (.body.bold(), ["heading"]), (.body.weight(.semibold), ["heading"]),
            (.headline.weight(.regular), []), (.body.monospaced(), ["monospace"]),
            (.system(.title, design: .monospaced), ["title-2", "monospace"]), (.body.monospacedDigit(), ["numeric"]),
        ]
        for (font, classes) in fonts {
            var found: [String] = []
            font.addClasses(to: &found)
            XCTAssertEqual(found, classes, "\(font)")
        }
    }

    @MainActor func testFontAndEmphasisReachEveryWidgetThatShowsText() async {
        let view = VStack {
            Text("Title")
            Button("Go") {}
            Toggle("On", isOn: .constant(true))
            TextField("Name", text: .constant(""))
            Image(systemName: "star")
            Text("Note").font(.caption).foregroundStyle(.primary)
        }
        .font(.headline)
        .foregroundStyle(.secondary)
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="Title" natural-wrap-mode=none wrap=true .dim-label .heading
              GtkButton halign=center label="Go" .dim-label .heading
              GtkCheckButton active=true halign=center label="On" .dim-label .heading
              GtkEntry accessibility="label: Name" hexpand=true placeholder-text="Name" .dim-label .heading
              GtkImage accessibility="label: Non starred" halign=center icon-name="non-starred-symbolic" .dim-label
              GnomonLabel halign=center label="Note" natural-wrap-mode=none wrap=true .caption
            """)
    }

    @MainActor func testBoldMonospacedAndDigitsModifiers() async {
        let view = VStack {
            Text("a").bold()
            Text("b").monospaced()
            Text("c").font(.title).bold(false)
            Text("d").monospacedDigit()
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="a" natural-wrap-mode=none wrap=true .heading
              GnomonLabel halign=center label="b" natural-wrap-mode=none wrap=true .monospace
              GnomonLabel halign=center label="c" natural-wrap-mode=none wrap=true .title-2
              GnomonLabel halign=center label="d" natural-wrap-mode=none wrap=true .numeric
            """)
    }

    /// A font change touches the labels that read it: class changes, no body runs.
    @MainActor func testAFontChangeUpdatesOnlyTheTextWidgets() async {
        struct Screen: View {
            var font: Font
            var body: some View {
                VStack {
                    Text("a")
                    Unrelated().font(.body)
                    Image(systemName: "star")
                }
                .font(font)
            }
        }
        let host = TestHost(Screen(font: .title))
        let label = host.findAll("GnomonLabel")[0]
        host.update(Screen(font: .title2))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), [
            "removeClass \(label.description) title-2", "addClass \(label.description) title-3",
        ])
        XCTAssertEqual(host.lastBodyEvaluations, ["Screen"])
    }

    @MainActor func testButtonStylesAndRolesAreGnomeClasses() async {
        let view = VStack {
            Button("Default") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Save") {}.buttonStyle(.borderedProminent)
            Button("Flat") {}.buttonStyle(.borderless)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Delete", role: .destructive) {}
            Button("Delete", role: .destructive) {}.buttonStyle(.borderless)
            Button("Cancel", role: .cancel) {}
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GtkButton halign=center label="Default"
              GtkButton halign=center label="Bordered"
              GtkButton halign=center label="Save" .suggested-action
              GtkButton halign=center label="Flat" .flat
              GtkButton halign=center label="Plain" .flat
              GtkButton halign=center label="Delete" .destructive-action
              GtkButton halign=center label="Delete" .destructive-action .flat
              GtkButton halign=center label="Cancel"
            """)
    }

    /// A custom button style re-creates the button from its configuration and adds to it; the
    /// style further out then shows it, and the action still runs.
    @MainActor func testACustomButtonStyleComposesWithTheOneFurtherOut() async throws {
        struct Padded: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Button(configuration).padding(4)
            }
        }
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                Button("Tapped \(taps)") { taps += 1 }
                    .buttonStyle(Padded())
                    .buttonStyle(.borderedProminent)
            }
        }
        let host = TestHost(Screen())
        XCTAssertEqual(host.dump(), """
            GtkButton halign=center label="Tapped 0" margin-bottom=4 margin-end=4 margin-start=4 margin-top=4 valign=center .suggested-action
            """)
        host.tap(try XCTUnwrap(host.findAll("GtkButton").first))
        host.settle()
        XCTAssertNotNil(host.find(text: "Tapped 1"))
    }

    /// A style that ignores the button's look: its label through the configuration's alias,
    /// and its action through `trigger()`.
    @MainActor func testAStyleShowsTheLabelAndTriggersTheAction() async throws {
        struct LinkStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Button("›") { configuration.trigger() }
                }
            }
        }
        struct Screen: View {
            @State var taps = 0
            var body: some View {
                Button { taps += 1 } label: { Text("Open \(taps)") }.buttonStyle(LinkStyle())
            }
        }
        let host = TestHost(Screen())
        host.tap(try XCTUnwrap(host.findAll("GtkButton").first))
        host.settle()
        XCTAssertNotNil(host.find(text: "Open 1"))
    }
}

/// A `ButtonStyle` the app draws: its view inside a flat button that says when it is pressed.
struct PillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background { Capsule().fill(configuration.isPressed ? .blue.opacity(0.5) : .blue) }
    }
}

struct PillScreen: View {
    @State var taps = 0
    var body: some View {
        Button("Tapped \(taps)", role: .destructive) { taps += 1 }.buttonStyle(PillButtonStyle())
    }
}

extension TextStyleClassTests {
    @MainActor func testAButtonStyleDrawsTheButtonAndSeesItPressed() async throws {
        let host = TestHost(PillScreen())
        XCTAssertEqual(host.dump(), """
            GtkButton halign=center valign=center .destructive-action .flat
              GnomonOverlay halign=center valign=center
                GnomonDrawingArea accessibility="hidden" drawing="fill #3584e4 Capsule" hexpand=false vexpand=false
                GnomonLabel halign=center label="Tapped 0" margin-bottom=8 margin-end=8 margin-start=8 margin-top=8 natural-wrap-mode=none valign=center wrap=true
            """)
        let button = try XCTUnwrap(host.findAll("GtkButton").first)
        host.press(button, isDown: true)
        host.settle()
        XCTAssertTrue(host.dump().contains("drawing=\"fill #3584e4@0.5 Capsule\""))
        host.press(button, isDown: false)
        host.settle()
        XCTAssertTrue(host.dump().contains("drawing=\"fill #3584e4 Capsule\""))
        host.tap(button)
        host.settle()
        XCTAssertNotNil(host.find(text: "Tapped 1"))
        XCTAssertEqual(host.findAll("GtkButton"), [button])
    }
}

extension TextStyleClassTests {
    @MainActor func testLabelsInEachStyle() async {
        struct VerticalLabelStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.icon; configuration.title }
            }
        }
        let view = VStack {
            Label("Inbox", systemImage: "envelope")
            Label("Drafts", systemImage: "doc").labelStyle(.titleOnly)
            Label("Trash", systemImage: "trash").labelStyle(.iconOnly)
            Label { Text("Star") } icon: { Image(systemName: "star") }.labelStyle(VerticalLabelStyle())
        }
        // An icon reads as its label's title (not "User trash"), whatever the style shows.
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GtkBox halign=center spacing=6
                GtkImage accessibility="hidden" icon-name="mail-unread-symbolic" valign=center
                GnomonLabel label="Inbox" natural-wrap-mode=none valign=center wrap=true
              GnomonLabel halign=center label="Drafts" natural-wrap-mode=none wrap=true
              GtkImage accessibility="label: Trash" halign=center icon-name="user-trash-symbolic"
              GtkBox halign=center orientation=vertical spacing=6
                GtkImage accessibility="label: Star" halign=center icon-name="non-starred-symbolic"
                GnomonLabel halign=center label="Star" natural-wrap-mode=none wrap=true
            """)
    }
}
