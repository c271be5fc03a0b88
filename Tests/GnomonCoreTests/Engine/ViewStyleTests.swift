import Foundation
import GnomonTesting
import XCTest

@testable import GnomonCore

// A styled view written by hand, as the seed's StepperView is.
struct LabeledConfiguration {
    struct Label: ViewAlias {}
    struct Content: ViewAlias {}
    var label: Label { Label() }
    var content: Content { Content() }
    var spacing: CGFloat
}

struct LabeledBody: ViewStyledView {
    var configuration: LabeledConfiguration
    static var defaultStyle: HorizontalLabeledStyle { HorizontalLabeledStyle() }
}

struct Labeled<Label: View, Content: View>: View {
    var spacing: CGFloat = 6
    var label: Label
    var content: Content

    var body: some View {
        LabeledBody(configuration: LabeledConfiguration(spacing: spacing))
            .viewAlias(LabeledConfiguration.Label.self) { label }
            .viewAlias(LabeledConfiguration.Content.self) { content }
    }
}

extension Labeled where Label == LabeledConfiguration.Label, Content == LabeledConfiguration.Content {
    init(_ configuration: LabeledConfiguration) {
        self.init(spacing: configuration.spacing, label: configuration.label, content: configuration.content)
    }
}

struct HorizontalLabeledStyle: ViewStyle {
    func makeBody(configuration: LabeledConfiguration) -> some View {
        HStack(spacing: configuration.spacing) { configuration.label; configuration.content }
    }
}

struct VerticalLabeledStyle: ViewStyle {
    func makeBody(configuration: LabeledConfiguration) -> some View {
        VStack(spacing: configuration.spacing) { configuration.label; configuration.content }
    }
}

/// Re-creates the view, so the next style further out shows inside it.
struct BorderedLabeledStyle: ViewStyle {
    var name = "bordered"
    func makeBody(configuration: LabeledConfiguration) -> some View {
        Labeled(configuration).styleClass(name)
    }
}

final class ViewStyleTests: XCTestCase {
    @MainActor private func labeled() -> Labeled<Text, Text> {
        Labeled(label: Text("Name"), content: Text("Ada"))
    }

    @MainActor func testTheDefaultStyleShowsWhereNoneIsSet() async {
        XCTAssertEqual(TestHost(labeled()).dump(), """
            GtkBox halign=center spacing=6 valign=center
              GnomonLabel label="Name" natural-wrap-mode=none valign=center wrap=true
              GnomonLabel label="Ada" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    @MainActor func testTheStyleNearestTheViewAppliesFirst() async {
        // Vertical is nearest and does not re-create the view: Bordered never applies.
        let verticalNearest = labeled()
            .styledViewStyle(LabeledBody.self, style: VerticalLabeledStyle())
            .styledViewStyle(LabeledBody.self, style: BorderedLabeledStyle())
        XCTAssertEqual(TestHost(verticalNearest).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="Name" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="Ada" natural-wrap-mode=none wrap=true
            """)
        // Bordered is nearest and re-creates the view, which the style further out shows.
        let borderedNearest = labeled()
            .styledViewStyle(LabeledBody.self, style: BorderedLabeledStyle())
            .styledViewStyle(LabeledBody.self, style: VerticalLabeledStyle())
        XCTAssertEqual(TestHost(borderedNearest).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center .bordered
              GnomonLabel halign=center label="Name" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="Ada" natural-wrap-mode=none wrap=true
            """)
        // Two re-creating styles, then the default.
        let twice = labeled()
            .styledViewStyle(LabeledBody.self, style: BorderedLabeledStyle(name: "inner"))
            .styledViewStyle(LabeledBody.self, style: BorderedLabeledStyle(name: "outer"))
        XCTAssertEqual(TestHost(twice).dump(), """
            GtkBox halign=center spacing=6 valign=center .inner .outer
              GnomonLabel label="Name" natural-wrap-mode=none valign=center wrap=true
              GnomonLabel label="Ada" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    @MainActor func testABodyAppliesOnceAroundWhicheverStyleShows() async {
        struct Framed: ViewStyledView {
            var configuration: LabeledConfiguration
            static var defaultStyle: HorizontalLabeledStyle { HorizontalLabeledStyle() }
            var body: some View {
                FramedLabeled(configuration: configuration).styleClass("framed")
            }
        }
        struct FramedLabeled: View {
            var configuration: LabeledConfiguration
            var body: some View { Framed(configuration: configuration) }
        }
        let view = FramedLabeled(configuration: LabeledConfiguration(spacing: 2))
            .viewAlias(LabeledConfiguration.Label.self) { Text("A") }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center spacing=2 valign=center .framed
              GnomonLabel label="A" natural-wrap-mode=none valign=center wrap=true
            """)
        let styled = view.styledViewStyle(Framed.self, style: VerticalLabeledStyle())
        XCTAssertEqual(TestHost(styled).dump(), """
            GtkBox halign=center orientation=vertical spacing=2 valign=center .framed
              GnomonLabel halign=center label="A" natural-wrap-mode=none wrap=true
            """)
    }

    /// As the seed's automatic stepper style: a predicate is evaluated where the modifier is,
    /// so a style that re-creates the view applies it in the view's own context.
    @MainActor func testAStylePredicateAppliesOnlyInItsContext() async {
        struct AutomaticLabeledStyle: ViewStyle {
            func makeBody(configuration: LabeledConfiguration) -> some View {
                Labeled(configuration)
                    .styledViewStyle(LabeledBody.self, style: VerticalLabeledStyle(), predicate: .scrollView)
            }
        }
        let view = VStack {
            labeled()
            ScrollView { labeled() }
        }
        .styledViewStyle(LabeledBody.self, style: AutomaticLabeledStyle())
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox orientation=vertical spacing=6
              GtkBox halign=center spacing=6
                GnomonLabel label="Name" natural-wrap-mode=none valign=center wrap=true
                GnomonLabel label="Ada" natural-wrap-mode=none valign=center wrap=true
              GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
                GtkBox halign=center orientation=vertical spacing=6 valign=start
                  GnomonLabel halign=center label="Name" natural-wrap-mode=none wrap=true
                  GnomonLabel halign=center label="Ada" natural-wrap-mode=none wrap=true
            """)
    }

    /// A new value of the same style updates the widgets it made; only the styled views re-run.
    @MainActor func testANewStyleValueUpdatesInPlaceAndOnlyThere() async {
        struct Screen: View {
            var name: String
            var body: some View {
                VStack {
                    Unrelated()
                    Labeled(label: Text("Name"), content: Text("Ada"))
                }
                .styledViewStyle(LabeledBody.self, style: BorderedLabeledStyle(name: name))
            }
        }
        let host = TestHost(Screen(name: "a"))
        let box = host.findAll("GtkBox")[1]
        host.update(Screen(name: "b"))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["removeClass GtkBox#3 a", "addClass GtkBox#3 b"])
        // The style re-made `Labeled(configuration)` equal to before: its body did not run.
        XCTAssertEqual(host.lastBodyEvaluations, ["Screen"])
        XCTAssertEqual(host.findAll("GtkBox")[1], box)
    }

    /// Switching to a style of another type replaces what the old style made.
    @MainActor func testAStyleOfAnotherTypeReplacesWhatItShows() async {
        struct Switching: View {
            var vertical: Bool
            var body: some View {
                Labeled(label: Text("Name"), content: Text("Ada"))
                    .styledViewStyle(LabeledBody.self, style: AnyLabeledStyle(vertical: vertical))
            }
        }
        let host = TestHost(Switching(vertical: false))
        host.update(Switching(vertical: true))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Switching(vertical: true)).dump())
        XCTAssertTrue(host.dump().hasPrefix("GtkBox halign=center orientation=vertical"))
    }

    /// A style's `@State` and `@Environment` belong to where it shows its view.
    @MainActor func testAStyleKeepsStateAndReadsTheEnvironment() async throws {
        struct CountingStyle: ViewStyle {
            @State private var taps = 0
            @Environment(\.lineLimit) private var limit
            func makeBody(configuration: LabeledConfiguration) -> some View {
                Button("\(taps) taps, limit \(limit ?? 0)") { taps += 1 }
            }
        }
        let host = TestHost(
            VStack {
                labeled()
                labeled()
            }
            .styledViewStyle(LabeledBody.self, style: CountingStyle())
            .lineLimit(2))
        let buttons = host.findAll("GtkButton")
        host.tap(buttons[1])
        host.settle()
        XCTAssertEqual(host.property(.label, of: buttons[0]), "0 taps, limit 2")
        XCTAssertEqual(host.property(.label, of: buttons[1]), "1 taps, limit 2")
    }
}

/// Either layout, as one style type whose body is a conditional.
struct AnyLabeledStyle: ViewStyle {
    var vertical: Bool
    func makeBody(configuration: LabeledConfiguration) -> some View {
        if vertical {
            VerticalLabeledStyle().makeBody(configuration: configuration)
        } else {
            HorizontalLabeledStyle().makeBody(configuration: configuration)
        }
    }
}

struct Unrelated: View {
    var body: some View { Text("unrelated") }
}
