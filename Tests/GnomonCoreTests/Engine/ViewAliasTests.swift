import GnomonTesting
import XCTest

@testable import GnomonCore

struct Title: ViewAlias {}

struct Subtitle: ViewAlias {
    var defaultBody: some View { Text("no subtitle") }
}

final class ViewAliasTests: XCTestCase {
    @MainActor func testTheNearestDefinitionShowsAndTheDefaultBodyWithout() async {
        let view = VStack {
            Title()
            Subtitle()
            VStack { Title() }.viewAlias(Title.self) { Text("inner") }
        }
        .viewAlias(Title.self) { Text("outer") }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="outer" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="no subtitle" natural-wrap-mode=none wrap=true
              GtkBox halign=center orientation=vertical spacing=6
                GnomonLabel halign=center label="inner" natural-wrap-mode=none wrap=true
            """)
        XCTAssertEqual(TestHost(Title()).dump(), "")
    }

    /// A source that uses its own alias sees the definition further out; defining an alias as
    /// itself changes nothing.
    @MainActor func testASourceResolvesItsOwnAliasFurtherOut() async {
        let view = HStack { Title() }
            .viewAlias(Title.self) { HStack { Text("[");  Title(); Text("]") } }
            .viewAlias(Title.self) { Title() }
            .viewAlias(Title.self) { Text("core") }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center spacing=6 valign=center
              GtkBox spacing=6 valign=center
                GnomonLabel label="[" natural-wrap-mode=none valign=center wrap=true
                GnomonLabel label="core" natural-wrap-mode=none valign=center wrap=true
                GnomonLabel label="]" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    /// A source of several views splices them into the container, as the source would.
    @MainActor func testASourceOfSeveralViewsIsAListOfViews() async {
        let view = VStack { Title() }.viewAlias(Title.self) { ForEach(["a", "b"], id: \.self) { Text($0) } }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="a" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="b" natural-wrap-mode=none wrap=true
            """)
        // In a single-child container, several views are stacked; one view is not.
        XCTAssertEqual(TestHost(Button {} label: { Title() }.viewAlias(Title.self) { Text("one") }).dump(), """
            GtkButton halign=center valign=center
              GnomonLabel halign=center label="one" natural-wrap-mode=none valign=center wrap=true
            """)
    }

    /// A new source updates the widgets in place, and only the alias's.
    @MainActor func testANewSourceUpdatesInPlace() async {
        struct Screen: View {
            var title: String
            var body: some View {
                VStack { Unrelated(); Title() }.viewAlias(Title.self) { Text(title) }
            }
        }
        let host = TestHost(Screen(title: "a"))
        let label = host.findAll("GnomonLabel")[1]
        host.update(Screen(title: "b"))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["set \(label.description) label=\"b\""])
        XCTAssertEqual(host.lastBodyEvaluations, ["Screen"])
    }

    /// A source of another type replaces what the alias showed.
    @MainActor func testASourceOfAnotherTypeReplacesTheWidgets() async {
        struct Screen: View {
            var icon: Bool
            var body: some View {
                VStack { Title() }.viewAlias(Title.self) {
                    if icon { Image(systemName: "star") } else { Text("star") }
                }
            }
        }
        let host = TestHost(Screen(icon: false))
        host.update(Screen(icon: true))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Screen(icon: true)).dump())
    }
}
