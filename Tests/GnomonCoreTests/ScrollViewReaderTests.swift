import GnomonCore
import GnomonTesting
import XCTest

/// `ScrollViewReader`: its proxy scrolls the scroll view holding a view found by its id.
final class ScrollViewReaderTests: XCTestCase {
    struct Chat: View {
        var count = 100
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Latest") { proxy.scrollTo(count - 1, anchor: .bottom) }
                    Button("Pinned") { proxy.scrollTo("pinned") }
                    Button("Nowhere") { proxy.scrollTo("missing") }
                    ScrollView {
                        VStack {
                            Text("Pinned note").id("pinned")
                            ForEach(0..<count, id: \.self) { Text("Message \($0)") }
                        }
                    }
                    .frame(height: 200)
                }
            }
        }
    }

    @MainActor func testTheProxyScrollsToAViewByItsIdOrItsElementsId() async {
        let host = TestHost(Chat())
        let scrollView = host.findAll("GtkScrolledWindow")[0]
        XCTAssertNil(host.scrollTarget(of: scrollView))
        host.tap(host.find(text: "Latest")!)
        XCTAssertEqual(host.scrollTarget(of: scrollView)?.widget, host.find(text: "Message 99"))
        XCTAssertEqual(host.scrollTarget(of: scrollView)?.anchor, .bottom)
        host.tap(host.find(text: "Pinned")!)
        XCTAssertEqual(host.scrollTarget(of: scrollView)?.widget, host.find(text: "Pinned note"))
        XCTAssertNil(host.scrollTarget(of: scrollView)?.anchor)
    }

    /// A proxy kept past its reader's removal (by a task, say) scrolls nothing, and says
    /// nothing: the views it searched are gone.
    @MainActor func testAProxyOutlivingItsReaderDoesNothing() async {
        final class Kept { var proxy: ScrollViewProxy? }
        struct Shown: View {
            let kept: Kept
            var isShown: Bool
            var body: some View {
                if isShown {
                    ScrollViewReader { proxy in
                        let _ = kept.proxy = proxy
                        ScrollView { Text("Note").id("note") }
                    }
                }
            }
        }
        let kept = Kept()
        let log = LogCapture(expecting: "no view with that id")
        let host = TestHost(Shown(kept: kept, isShown: true))
        host.update(Shown(kept: kept, isShown: false))
        let proxy = try? XCTUnwrap(kept.proxy)
        proxy?.scrollTo("note")
        host.settle()
        proxy?.scrollTo("note")
        XCTAssertNotNil(proxy)
        XCTAssertTrue(host.findAll("GtkScrolledWindow").isEmpty)
        XCTAssertEqual(log.messages(containing: "no view with that id").count, 0)
    }

    @MainActor func testAnUnknownIdIsReported() async {
        let log = LogCapture(expecting: "no view with that id")
        let host = TestHost(Chat())
        host.tap(host.find(text: "Nowhere")!)
        XCTAssertEqual(log.messages(containing: "no view with that id").count, 1)
    }
}

/// `scrollTo` a row of a virtualized `List`: found by its element's id whether GTK bound it or
/// not, the list scrolls until it shows.
final class ListScrollToTests: XCTestCase {
    struct Log: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Last") { proxy.scrollTo(9_999) }
                    List(0..<10_000, id: \.self) { Text("Entry \($0)") }
                }
            }
        }
    }

    @MainActor func testARowNotBoundIsScrolledTo() async {
        let host = TestHost(Log())
        let list = host.findAll("GtkListView")[0]
        XCTAssertNil(host.find(text: "Entry 9999"))
        host.tap(host.find(text: "Last")!)
        host.settle()
        XCTAssertEqual(host.scrollTarget(ofList: list), 9_999)
        XCTAssertNotNil(host.find(text: "Entry 9999"), "bound once scrolled to")
    }
}
