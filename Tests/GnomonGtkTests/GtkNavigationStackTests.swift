import CGtk
import GnomonCore
import GnomonTesting
import Observation
import XCTest

/// `NavigationStack` in GTK: a `GtkStack` showing the top page, the same as the headless host
/// at every step; the back button in the header bar and a real Alt+Left pop; the window's
/// title follows the top page.
final class GtkNavigationStackTests: XCTestCase {
    @Observable final class Model {
        var path: [Int] = []
    }

    struct Library: View {
        @Bindable var model: Model
        var body: some View {
            NavigationStack(path: $model.path) {
                Counter(name: "Root")
                    .navigationDestination(for: Int.self) { number in
                        Counter(name: "Page \(number)").navigationTitle("Page \(number)")
                    }
            }
        }
    }

    struct Counter: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("\(name) taps \(taps)")
                Button("Tap \(name)") { taps += 1 }
                NavigationLink("Next from \(name)", value: name.count)
            }
        }
    }

    @MainActor func testPagesPushAndPopInGtkAsInTheHeadlessHost() async {
        let model = Model(), headlessModel = Model()
        let gtk = GtkTestHost(scene: WindowGroup("Library") { Library(model: model) })
        let headless = TestHost(scene: WindowGroup("Library") { Library(model: headlessModel) })
        defer { gtk.close() }
        func both(_ step: (any TestingHost) -> Void) {
            step(gtk)
            step(headless)
            gtk.settle()
            headless.settle()
            XCTAssertEqual(gtk.dump(), headless.dump())
            XCTAssertEqual(gtk.windowTitle, headless.windowTitle)
            let stack = gtk.findAll("GtkStack")[0]
            XCTAssertEqual(gtk.shownPage(of: stack)?.id, headless.shownPage(of: headless.findAll("GtkStack")[0])?.id)
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
        both { $0.tap($0.find(text: "Tap Root")!) }
        both { $0.tap($0.find(text: "Next from Root")!) }
        XCTAssertEqual(model.path, [4])
        XCTAssertEqual(gtk.windowTitle, "Page 4")
        both { $0.tap($0.find(text: "Tap Page 4")!) }
        both { $0.tap($0.find(text: "Next from Page 4")!) }
        XCTAssertEqual(model.path, [4, 6])
        let stack = gtk.widgetPointer(gtk.findAll("GtkStack")[0])
        XCTAssertEqual(gtk_widget_get_last_child(stack), gtk_stack_get_visible_child(OpaquePointer(stack)))
        // The header bar's back button, then a real Alt+Left.
        both { $0.tap($0.findAll("GtkButton")[0]) }
        XCTAssertEqual(model.path, [4])
        XCTAssertNotNil(gtk.find(text: "Page 4 taps 1"), "the page under the top kept its state")
        gtk.pressKey(.leftArrow, modifiers: .option)
        headless.pressKey(.leftArrow, modifiers: .option)
        both { _ in }
        XCTAssertEqual(model.path, [])
        // The mouse's back button, for real, over the stack.
        both { $0.tap($0.find(text: "Next from Root")!) }
        XCTAssertEqual(model.path, [4])
        both { $0.pressBackButton(on: $0.findAll("GtkStack")[0]) }
        XCTAssertEqual(model.path, [])
        XCTAssertNotNil(gtk.find(text: "Root taps 1"))
        XCTAssertEqual(gtk.windowTitle, "Library")
    }

    struct Quiz: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Start") { path.append(1) }
                    .navigationDestination(for: Int.self) { question in
                        Button("Next after \(question)") { path.append(question + 1) }
                            .navigationBarBackButtonHidden(question == 1)
                    }
            }
        }
    }

    /// `navigationBarBackButtonHidden`: no back button on the page, and a real Alt+Left and
    /// the mouse's real back button leave it on top; the next page has its back button again.
    @MainActor func testAPageWithoutItsBackButtonStaysOnTop() async throws {
        let scene = WindowGroup("Quiz") { Quiz() }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        func both(_ step: (any TestingHost) throws -> Void) rethrows {
            try step(gtk)
            try step(headless)
            gtk.settle()
            headless.settle()
            XCTAssertEqual(gtk.dump(), headless.dump())
        }
        try both { $0.tap(try XCTUnwrap($0.find(label: "Start"))) }
        XCTAssertNil(gtk.find(label: "Back"))
        both { $0.pressKey(.leftArrow, modifiers: .option) }
        both { $0.pressBackButton(on: $0.findAll("GtkStack")[0]) }
        XCTAssertNotNil(gtk.find(label: "Next after 1"), "still on the first question")
        try both { $0.tap(try XCTUnwrap($0.find(label: "Next after 1"))) }
        XCTAssertNotNil(gtk.find(label: "Back"))
        try both { $0.tap(try XCTUnwrap($0.find(label: "Back"))) }
        XCTAssertNotNil(gtk.find(label: "Next after 1"))
        XCTAssertNil(gtk.find(label: "Back"))
    }

    /// A subtitle and a pushed view destination read back from GTK as headless.
    @MainActor func testASubtitleAndAViewDestinationAsHeadless() async {
        let scene = WindowGroup("Library") {
            NavigationStack {
                NavigationLink("About") { Text("About Gnomon").navigationTitle("About") }
                    .navigationTitle("Library")
                    .navigationSubtitle("2 shelves")
            }
        }
        let gtk = GtkTestHost(scene: scene)
        let headless = TestHost(scene: scene)
        defer { gtk.close() }
        XCTAssertEqual(gtk.dump(), headless.dump())
        XCTAssertNotNil(gtk.find(text: "2 shelves"))
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(host.find(text: "About")!)
            host.settle()
        }
        XCTAssertEqual(gtk.windowTitle, "About")
        XCTAssertNil(gtk.find(text: "2 shelves"))
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
