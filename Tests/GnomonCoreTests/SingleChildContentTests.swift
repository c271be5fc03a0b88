import GnomonCore
import GnomonTesting
import XCTest

/// Puts its content in a scroll view: the content may be several views.
struct Scrolling: ViewModifier {
    func body(content: Content) -> some View {
        ScrollView { content }
    }
}

/// Applies itself to its content `depth` more times, each adding a class.
struct Nested: ViewModifier {
    var depth: Int

    func body(content: Content) -> some View {
        if depth > 0 {
            content.modifier(Nested(depth: depth - 1)).styleClass("level-\(depth)")
        } else {
            content
        }
    }
}

/// Content that goes into single-child containers (a scroll view, a button, the root) is
/// stacked when it may be several widgets, however it got there.
final class SingleChildContentTests: XCTestCase {
    @MainActor func testModifierContentOfSeveralViewsIsStackedInASingleChildContainer() async {
        struct Rows: View {
            var ids: [Int]
            var body: some View {
                ForEach(ids, id: \.self) { Text("\($0)") }.modifier(Scrolling())
            }
        }
        let host = TestHost(Rows(ids: [1, 2, 3]))
        XCTAssertEqual(host.dump(), """
            GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
              GtkBox halign=center orientation=vertical spacing=6 valign=start
                GnomonLabel halign=center label="1" natural-wrap-mode=none wrap=true
                GnomonLabel halign=center label="2" natural-wrap-mode=none wrap=true
                GnomonLabel halign=center label="3" natural-wrap-mode=none wrap=true
            """)
        host.update(Rows(ids: [3, 1]))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Rows(ids: [3, 1])).dump())
    }

    @MainActor func testModifierContentOfOneViewIsNotStacked() async {
        let host = TestHost(Text("one").modifier(Scrolling()))
        XCTAssertEqual(host.dump(), """
            GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
              GnomonLabel halign=center label="one" natural-wrap-mode=none valign=start wrap=true
            """)
    }

    @MainActor func testChangingAScrollViewsAxesRestacksItsContent() async {
        struct Scroller: View {
            var horizontal: Bool
            var body: some View {
                ScrollView(horizontal ? .horizontal : .vertical) {
                    Text("a")
                    Text("b")
                }
            }
        }
        let host = TestHost(Scroller(horizontal: false))
        host.update(Scroller(horizontal: true))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Scroller(horizontal: true)).dump())
        host.update(Scroller(horizontal: false))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Scroller(horizontal: false)).dump())
    }

    @MainActor func testAModifierAppliedToItsOwnContentFindsTheRightContent() async {
        let host = TestHost(Text("core").modifier(Nested(depth: 2)))
        XCTAssertEqual(host.dump(), """
            GnomonLabel halign=center label="core" natural-wrap-mode=none valign=center wrap=true .level-1 .level-2
            """)
        let button = TestHost(Button { } label: { Text("core").modifier(Nested(depth: 3)) })
        XCTAssertEqual(button.findAll("GnomonLabel").count, 1)
    }

    @MainActor func testRecursiveViewsAreAnalysedWithoutEnd() async {
        struct Chain: View {
            var links: Int
            var body: some View {
                if links > 0 { Chain(links: links - 1) } else { Text("end") }
            }
        }
        struct Tree: View {
            var depth: Int
            var body: some View {
                Text("level \(depth)")
                if depth > 0 {
                    Tree(depth: depth - 1)
                    Tree(depth: depth - 1)
                }
            }
        }
        XCTAssertEqual(TestHost(Chain(links: 3)).dump(), """
            GnomonLabel halign=center label="end" natural-wrap-mode=none valign=center wrap=true
            """, "a chain of single views is one widget: no implicit stack")
        let tree = TestHost(Button { } label: { Tree(depth: 2) })
        XCTAssertEqual(tree.findAll("GnomonLabel").count, 7)
        XCTAssertEqual(tree.findAll("GtkBox").count, 1, "several widgets in a button get an implicit stack")
    }
}
