import GnomonTesting
import XCTest

@testable import GnomonCore

struct ToolbarItems: ViewOutputKey {}

struct Titles: ViewOutputKey {
    typealias Content = Text
}

struct PageTitle: ViewOutputAlias {
    var defaultBody: some View { Text("Untitled") }
}

/// A page that sends toolbar items and a title up, and shows its own content.
struct Page: View {
    var name: String
    var shares: Bool
    var body: some View {
        Text("\(name) content")
            .viewOutput(Titles.self) { Text(name) }
            .viewOutput(ToolbarItems.self) {
                if shares { Button("Share \(name)") {} }
            }
    }
}

/// A window whose header shows what its pages sent up.
struct PagedWindow: View {
    var pages: [String]
    var shares = true
    var body: some View {
        ViewOutputKeyReader(ToolbarItems.self) { items in
            ViewOutputKeyReader(Titles.self) { titles in
                VStack {
                    HStack {
                        ViewOutputKeyValueReader(titles) { list in Text(list.count == 0 ? "none" : "\(list.count) titles") }
                        ViewOutputKeyValueReader(items) { list in list }
                    }
                    ForEach(pages, id: \.self) { Page(name: $0, shares: shares) }
                }
            }
        }
    }
}

final class ViewOutputTests: XCTestCase {
    @MainActor func testViewsSentUpArriveInTreeOrder() async {
        let host = TestHost(PagedWindow(pages: ["a", "b"]))
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GtkBox halign=center spacing=6
                GnomonLabel label="2 titles" natural-wrap-mode=none valign=center wrap=true
                GtkButton label="Share a" valign=center
                GtkButton label="Share b" valign=center
              GnomonLabel halign=center label="a content" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="b content" natural-wrap-mode=none wrap=true
            """)
    }

    /// Sources added, moved, changed and removed update the readers, in the same update.
    @MainActor func testTheReadersFollowTheirSources() async {
        let host = TestHost(PagedWindow(pages: ["a", "b"]))
        for pages in [["b", "a"], ["b", "a", "c"], ["c"], []] {
            host.update(PagedWindow(pages: pages))
            host.settle()
            XCTAssertEqual(host.dump(), TestHost(PagedWindow(pages: pages)).dump(), "\(pages)")
        }
        host.update(PagedWindow(pages: ["a"], shares: false))
        host.settle()
        XCTAssertEqual(host.findAll("GtkButton"), [])
        XCTAssertNotNil(host.find(text: "1 titles"))
    }

    /// A source with no reader above sends nothing; a reader's own content is not collected.
    @MainActor func testSourcesOutsideAReaderOrInsideItsValueAreIgnored() async {
        XCTAssertEqual(TestHost(Page(name: "x", shares: true)).dump(), TestHost(Text("x content")).dump())
        let view = ViewOutputKeyReader(Titles.self) { titles in
            ViewOutputKeyValueReader(titles) { list in
                Text("\(list.count)").viewOutput(Titles.self) { Text("loop") }
            }
        }
        XCTAssertNotNil(TestHost(view).find(text: "0"))
    }

    @MainActor func testAnOutputAliasShowsTheLastSourceOrItsDefault() async {
        struct Screen: View {
            var titled: Bool
            var body: some View {
                ViewOutputAliasReader(PageTitle.self) {
                    VStack {
                        PageTitle()
                        if titled {
                            Text("body").viewOutputAlias(PageTitle.self) { Text("Inbox") }
                        }
                    }
                }
            }
        }
        let host = TestHost(Screen(titled: false))
        XCTAssertNotNil(host.find(text: "Untitled"))
        host.update(Screen(titled: true))
        host.settle()
        XCTAssertNotNil(host.find(text: "Inbox"))
        XCTAssertNil(host.find(text: "Untitled"))
    }
}
