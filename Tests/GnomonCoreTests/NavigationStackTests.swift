import GnomonCore
import GnomonTesting
import Observation
import XCTest

/// `NavigationStack`: links push pages, the back button, Alt+Left and `dismiss` pop them; a
/// page under the top keeps its state and a popped page drops it; the path binding drives the
/// pages both ways; only the top page's title and toolbar show.
final class NavigationStackTests: XCTestCase {
    struct RootPage: View {
        @State var taps = 0
        var body: some View {
            VStack {
                Text("Root taps \(taps)")
                Button("Tap root") { taps += 1 }
                NavigationLink("Open 1", value: 1)
            }
            .navigationTitle("Library")
            .toolbar { Button("Add") {} }
        }
    }

    struct NumberPage: View {
        let number: Int
        @State var taps = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Page \(number) taps \(taps)")
                Button("Tap \(number)") { taps += 1 }
                NavigationLink("Open \(number + 1)", value: number + 1)
                Button("Close \(number)") { dismiss() }
            }
            .navigationTitle("Page \(number)")
            .toolbar { Button("Share \(number)") {} }
        }
    }

    struct Library: View {
        @Bindable var box: PathBox
        var body: some View {
            NavigationStack(path: $box.path) {
                RootPage().navigationDestination(for: Int.self) { NumberPage(number: $0) }
            }
        }
    }

    @Observable final class PathBox {
        var path: [Int] = []
    }

    @MainActor private func makeHost(_ box: PathBox) -> TestHost {
        TestHost(scene: WindowGroup("Library") { Library(box: box) })
    }

    @MainActor func testLinksPushPagesThatShowWithTheirTitleAndToolbar() async {
        let box = PathBox()
        let host = makeHost(box)
        let stack = host.findAll("GtkStack")[0]
        XCTAssertEqual(host.windowTitle, "Library")
        XCTAssertNil(host.dump().range(of: "go-previous-symbolic"), "no back button at the root")
        let rootPage = host.shownPage(of: stack)
        XCTAssertNotNil(rootPage)
        host.tap(host.find(text: "Open 1")!)
        host.settle()
        XCTAssertEqual(box.path, [1])
        XCTAssertEqual(host.windowTitle, "Page 1")
        XCTAssertNotNil(host.find(text: "Page 1 taps 0"))
        XCTAssertNotEqual(host.shownPage(of: stack), rootPage)
        // Only the top page's toolbar items, after the back button.
        XCTAssertNil(host.find(text: "Add"))
        XCTAssertNotNil(host.find(text: "Share 1"))
        XCTAssertTrue(host.dump().hasPrefix("""
            GtkHeaderBar .context-header-bar
              GtkBox spacing=6
                GtkButton accessibility="label: Back" halign=center icon-name="go-previous-symbolic" shortcut="<Alt>Left" tooltip-text="Back" valign=center
              GtkBox spacing=6
                GtkButton halign=center label="Share 1" valign=center
            """), host.dump())
    }

    @MainActor func testPagesUnderTheTopKeepTheirStateAndPoppedPagesDropIt() async {
        let box = PathBox()
        let host = makeHost(box)
        host.tap(host.find(text: "Tap root")!)
        host.tap(host.find(text: "Open 1")!)
        host.settle()
        host.tap(host.find(text: "Tap 1")!)
        host.tap(host.find(text: "Open 2")!)
        host.settle()
        XCTAssertEqual(box.path, [1, 2])
        XCTAssertEqual(host.windowTitle, "Page 2")
        // Back with the header bar's button: page 1 as it was left.
        host.tap(host.findAll("GtkButton")[0])
        host.settle()
        XCTAssertEqual(box.path, [1])
        XCTAssertNotNil(host.find(text: "Page 1 taps 1"))
        XCTAssertNil(host.find(text: "Page 2 taps 0"), "a popped page is gone")
        // Alt+Left: the root as it was left.
        host.pressKey(.leftArrow, modifiers: .option)
        host.settle()
        XCTAssertEqual(box.path, [])
        XCTAssertNotNil(host.find(text: "Root taps 1"))
        XCTAssertEqual(host.windowTitle, "Library")
        XCTAssertNotNil(host.find(text: "Add"))
        // Page 1 again is new: its state went with it.
        host.tap(host.find(text: "Open 1")!)
        host.settle()
        XCTAssertNotNil(host.find(text: "Page 1 taps 0"))
        // The mouse's back button over the stack goes back too.
        host.pressBackButton(on: host.findAll("GtkStack")[0])
        host.settle()
        XCTAssertEqual(box.path, [])
    }

    @MainActor func testThePathDrivesThePagesAndDismissPopsAPage() async {
        let box = PathBox()
        box.path = [3, 4]
        let host = makeHost(box)
        XCTAssertEqual(host.windowTitle, "Page 4")
        XCTAssertNil(host.find(text: "Page 3 taps 0"), "pages under the top are not shown")
        XCTAssertNotNil(host.find(text: "Page 3 taps 0", includingHidden: true), "pages under the top are built, hidden")
        host.tap(host.find(text: "Close 4")!)
        host.settle()
        XCTAssertEqual(box.path, [3])
        XCTAssertEqual(host.windowTitle, "Page 3")
    }

    /// A `NavigationPath` holds values of several types, each shown by its destination; a type
    /// with none is reported.
    @MainActor func testANavigationPathShowsEachTypeByItsDestination() async {
        struct Mixed: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Push") {
                            path.append(7)
                            path.append("seven")
                        }
                        Button("Push a date") { path.append(3.5) }
                        Text("\(path.count) pushed")
                    }
                    .navigationDestination(for: Int.self) { Text("Number \($0)") }
                    .navigationDestination(for: String.self) { Text("Word \($0)") }
                }
            }
        }
        let host = TestHost(scene: WindowGroup { Mixed() })
        host.tap(host.find(text: "Push")!)
        host.settle()
        XCTAssertNotNil(host.find(text: "Number 7", includingHidden: true))
        XCTAssertNotNil(host.find(text: "Word seven"))
        XCTAssertNotNil(host.find(text: "2 pushed", includingHidden: true))
        let log = LogCapture(expecting: "no navigationDestination(for: Double.self)")
        host.pressKey(.leftArrow, modifiers: .option)
        host.settle()
        XCTAssertNil(host.find(text: "Word seven"))
        host.pressKey(.leftArrow, modifiers: .option)
        host.settle()
        host.tap(host.find(text: "Push a date")!)
        host.settle()
        XCTAssertEqual(log.messages(containing: "no navigationDestination(for: Double.self)").count, 1)
        XCTAssertNotNil(host.find(text: "1 pushed", includingHidden: true))
    }

    /// A link outside any stack pushes nothing and says so.
    @MainActor func testALinkOutsideAStackIsReported() async {
        let host = TestHost(NavigationLink("Open", value: 1))
        let log = LogCapture(expecting: "is not inside a NavigationStack")
        host.tap(host.find(text: "Open")!)
        XCTAssertEqual(log.messages(containing: "is not inside a NavigationStack").count, 1)
    }

    /// A link with a view destination pushes that view, in a stack whose path it keeps; in a
    /// stack whose path is of one type it pushes nothing, and says so.
    @MainActor func testALinkWithAViewDestinationPushesIt() async {
        struct Settings: View {
            @State var taps = 0
            var body: some View { Button("Tapped \(taps)") { taps += 1 }.navigationTitle("About") }
        }
        let host = TestHost(scene: WindowGroup("App") {
            NavigationStack {
                NavigationLink("About") { Settings() }
            }
        })
        host.tap(host.find(text: "About")!)
        host.settle()
        XCTAssertEqual(host.windowTitle, "About")
        host.tap(host.find(text: "Tapped 0")!)
        host.settle()
        XCTAssertNotNil(host.find(text: "Tapped 1"))
        host.pressKey(.leftArrow, modifiers: .option)
        host.settle()
        XCTAssertNil(host.find(text: "Tapped 1"))

        let box = PathBox()
        let typed = TestHost(scene: WindowGroup {
            NavigationStack(path: Bindable(box).path) { NavigationLink("About") { Settings() } }
        })
        let log = LogCapture(expecting: "a path of one type cannot hold")
        typed.tap(typed.find(text: "About")!)
        typed.settle()
        XCTAssertEqual(log.messages(containing: "a path of one type").count, 1)
        XCTAssertEqual(box.path, [])
    }

    /// A subtitle shows under the title in the header bar, while its view is shown.
    @MainActor func testASubtitleShowsUnderTheTitle() async {
        let box = PathBox()
        let host = TestHost(scene: WindowGroup("Library") {
            NavigationStack(path: Bindable(box).path) {
                Text("Root").navigationTitle("Notes").navigationSubtitle("3 notes")
                    .navigationDestination(for: Int.self) { Text("Page \($0)") }
            }
        })
        XCTAssertTrue(host.dump().contains("""
              GtkBox spacing=6
                GtkBox halign=center orientation=vertical valign=center
                  GnomonLabel ellipsize=end halign=center label="Notes" .title
                  GnomonLabel ellipsize=end halign=center label="3 notes" .subtitle
            """), host.dump())
        box.path = [1]
        host.settle()
        XCTAssertFalse(host.dump().contains("3 notes"), "the page under the top gives no subtitle")
    }
}
