import GnomonCore
import GnomonTesting
import XCTest

/// A modifier with a body: the content, padded, with a class.
struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(6).styleClass("card")
    }
}

/// A modifier with its own state and a wrapper around the content.
struct Expandable: ViewModifier {
    @State private var expanded = false

    func body(content: Content) -> some View {
        VStack {
            Button(expanded ? "Less" : "More") { expanded.toggle() }
            if expanded { content }
        }
    }
}

final class ModifierTests: XCTestCase {
    @MainActor func testAttributeModifiersBecomeProperties() async {
        let host = TestHost(
            Text("Hi")
                .styleClass("title-2")
                .styleClass("dim-label")
                .padding(.horizontal, 10)
                .padding(.top)
                .help("Greeting")
                .help("outer")
                .disabled(false))
        XCTAssertEqual(host.dump(), """
            GnomonLabel halign=center label="Hi" margin-end=10 margin-start=10 margin-top=12 natural-wrap-mode=none tooltip-text="Greeting" valign=center wrap=true .dim-label .title-2
            """)
    }

    @MainActor func testAModifierBodyWrapsItsContent() async {
        let host = TestHost(Text("In a card").modifier(Card()))
        XCTAssertEqual(host.dump(), """
            GnomonLabel halign=center label="In a card" natural-wrap-mode=none valign=center wrap=true .card .gnomon-padding-6-6-6-6
            """)
    }

    /// A class styles the padding and frames inside it, as a background does in SwiftUI: the
    /// margins inside become the widget's CSS padding, its size request grows by them, and a
    /// flexible frame's content fills the frame; padding outside the class stays margins.
    @MainActor func testAClassStylesThePaddingAndFramesInsideIt() async {
        let host = TestHost(
            Text("Card")
                .padding(.horizontal, 10)
                .frame(width: 120)
                .padding(.top, 4)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .styleClass("card")  // the 120-wide frame and 4 more on top, at the trailing end
                .padding(8)
                .styleClass("frame"))  // and 8 more on every side
        // The fixed frame around text is a layout of its own, which takes the classes; the
        // padding inside it stays the label's margins.
        XCTAssertEqual(host.dump(), """
            GnomonLayout halign=end hexpand=true layout="_FlexibleFrameLayout" valign=center .card .frame .gnomon-padding-12-8-8-8
              GnomonLabel label="Card" margin-end=10 margin-start=10 natural-wrap-mode=none wrap=true
            """)
        XCTAssertEqual(GeneratedStyleClass.rule(for: "gnomon-padding-12-8-8-8"), ".gnomon-padding-12-8-8-8 { padding: 12px 8px 8px 8px; }")
        // Around a view that fills it, the fixed frame is a size request, which the class's
        // box takes in with the padding.
        let filled = TestHost(Color.red.padding(.horizontal, 10).frame(width: 120).padding(8).styleClass("card"))
        XCTAssertEqual(filled.dump(), """
            GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Rectangle" halign=center hexpand=false vexpand=true width-request=136 .card .gnomon-padding-8-18-8-18
            """)
        // A label a flexible frame puts at its leading edge fills it, its text leading.
        let leading = TestHost(Text("A").frame(maxWidth: .infinity, alignment: .leading).styleClass("card"))
        XCTAssertEqual(leading.dump(), """
            GnomonLabel hexpand=true label="A" natural-wrap-mode=none valign=center wrap=true xalign=0 .card
            """)
        // A button's look is its own box: a class on it leaves the padding around it.
        let button = TestHost(Button("Save") {}.padding(8).styleClass("suggested-action"))
        XCTAssertEqual(button.dump(), """
            GtkButton halign=center label="Save" margin-bottom=8 margin-end=8 margin-start=8 margin-top=8 valign=center .suggested-action
            """)
    }

    @MainActor func testAModifierKeepsItsOwnStateAndNests() async throws {
        let host = TestHost(Text("Details").modifier(Expandable()).modifier(Card()))
        XCTAssertNil(host.find(text: "Details"))
        host.tap(try XCTUnwrap(host.find(text: "More")))
        host.settle()
        XCTAssertNotNil(host.find(text: "Details"))
        XCTAssertNotNil(host.find(text: "Less"))
        XCTAssertEqual(host.lastMutations.map(\.kind).sorted { $0.rawValue < $1.rawValue }, [.insert, .set])
    }

    @MainActor func testClassesAreDiffedAsSets() async throws {
        struct Styled: View {
            var classes: [String]
            var body: some View {
                classes.reduce(AnyView(Text("x"))) { AnyView($0.styleClass($1)) }
            }
        }
        struct Toggled: View {
            var on: Bool
            var body: some View { Text("x").styleClass(on ? "accent" : "dim-label").styleClass("heading") }
        }
        let host = TestHost(Toggled(on: false))
        host.update(Toggled(on: true))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description).sorted(), [
            "addClass GnomonLabel#1 accent", "removeClass GnomonLabel#1 dim-label",
        ])
        _ = Styled(classes: [])
    }

    @MainActor func testDisabledDisablesEverythingInside() async {
        let host = TestHost(HStack { Button("a") {}; Button("b") {} }.disabled(true))
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center sensitive=false spacing=6 valign=center
              GtkButton label="a" valign=center
              GtkButton label="b" valign=center
            """)
    }
}
