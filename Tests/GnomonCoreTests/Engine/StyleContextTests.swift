import GnomonTesting
import XCTest

@testable import GnomonCore

struct CardStyleContext: StyleContext {}

extension StyleContext where Self == CardStyleContext {
    static var card: CardStyleContext { CardStyleContext() }
}

/// A label naming each context that matches where it is.
struct ContextProbe: View {
    var body: some View {
        Text("probe")
            .modifier(StyleContextConditionalModifier(predicate: .none) { _StyleClassModifier(name: "none") })
            .modifier(StyleContextConditionalModifier(predicate: .scrollView) { _StyleClassModifier(name: "scroll") })
            .modifier(StyleContextConditionalModifier(predicate: .list) { _StyleClassModifier(name: "list") })
            .modifier(StyleContextConditionalModifier(predicate: .insetGroupedList) { _StyleClassModifier(name: "inset") })
            .modifier(StyleContextConditionalModifier(predicate: .form) { _StyleClassModifier(name: "form") })
            .modifier(StyleContextConditionalModifier(predicate: .groupedForm) { _StyleClassModifier(name: "grouped") })
            .modifier(StyleContextConditionalModifier(predicate: .toolbar) { _StyleClassModifier(name: "toolbar") })
            .modifier(StyleContextConditionalModifier(predicate: .headerBar) { _StyleClassModifier(name: "headerbar") })
            .modifier(StyleContextConditionalModifier(predicate: .sidebar) { _StyleClassModifier(name: "sidebar") })
            .modifier(StyleContextConditionalModifier(predicate: .navigation) { _StyleClassModifier(name: "navigation") })
            .modifier(StyleContextConditionalModifier(predicate: .card) { _StyleClassModifier(name: "card") })
    }
}

final class StyleContextTests: XCTestCase {
    /// The classes the probe gets in `context`.
    @MainActor private func matches<Context: StyleContext>(in context: Context) -> [String] {
        let host = TestHost(ContextProbe().styleContext(context))
        return host.dump().split(separator: ".").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @MainActor func testEachContextMatchesItselfAndWhatItAliases() async {
        XCTAssertEqual(matches(in: .none), ["none"])
        XCTAssertEqual(matches(in: .scrollView), ["context-scroll-view", "scroll"])
        XCTAssertEqual(matches(in: .list), ["context-list", "list"])
        XCTAssertEqual(matches(in: .insetGroupedList), ["context-inset-grouped-list", "inset", "list"])
        XCTAssertEqual(matches(in: .form), ["context-form", "form", "list"])
        XCTAssertEqual(matches(in: .groupedForm), ["context-grouped-form", "form", "grouped", "list"])
        XCTAssertEqual(matches(in: .toolbar), ["context-toolbar", "toolbar"])
        XCTAssertEqual(matches(in: .headerBar), ["context-header-bar", "headerbar", "toolbar"])
        XCTAssertEqual(matches(in: .sidebar), ["context-sidebar", "navigation", "sidebar"])
        XCTAssertEqual(matches(in: .navigation), ["context-navigation", "navigation"])
        XCTAssertEqual(matches(in: .card), ["card", "context-card"])
    }

    @MainActor func testContainersEstablishTheirContextAndCarryItsClass() async {
        let host = TestHost(VStack {
            ContextProbe()
            ScrollView { ContextProbe() }
            List { ContextProbe() }
            ScrollView { ContextProbe().styleContext(.none) }
        })
        XCTAssertEqual(host.dump(), """
            GtkBox orientation=vertical spacing=6
              GnomonLabel halign=center label="probe" natural-wrap-mode=none wrap=true .none
              GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
                GnomonLabel halign=center label="probe" natural-wrap-mode=none valign=start wrap=true .scroll
              GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-list
                GtkBox orientation=vertical valign=start
                  GtkBox orientation=vertical
                    GnomonLabel halign=start label="probe" natural-wrap-mode=none wrap=true xalign=0 .list
              GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
                GnomonLabel halign=center label="probe" natural-wrap-mode=none valign=start wrap=true .none
            """)
    }

    @MainActor func testContextClassNames() async {
        struct MyCustomStyleContext: StyleContext {}
        XCTAssertEqual(MyCustomStyleContext.cssClass, "context-my-custom")
        XCTAssertEqual(InsetGroupedListStyleContext.cssClass, "context-inset-grouped-list")
        XCTAssertNil(NoStyleContext.cssClass)
    }

    /// A context is static where a view is: an update of the content does not re-evaluate the
    /// conditional modifiers' choice.
    @MainActor func testAnUpdateInsideAContextKeepsTheContent() async {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Button("\(count)") { count += 1 }
                    .modifier(StyleContextConditionalModifier(predicate: .scrollView) { _StyleClassModifier(name: "in-scroll") })
            }
        }
        let host = TestHost(ScrollView { Counter() })
        let button = host.findAll("GtkButton")[0]
        host.tap(button)
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["set \(button.description) label=\"1\""])
        XCTAssertTrue(host.dump().contains(".in-scroll"))
    }
}
