import GnomonCore
import GnomonRouting
import GnomonTesting
import Testing

/// The erased transitions, a flow, optional transitions, a transition view bound to a toggle,
/// a screen's content configured, and a router made alone, headless.
@MainActor
struct TransitionFixture: GnomeNamespace {
    let map = InitialScreen(
        Window(
            Navigation(
                HubScreen(
                    detail: AnyScreenTransition(Push(DetailScreen())),
                    editor: PreciseTransition(Present(Flow(base: EditorScreen(step: Push(StepScreen()))))),
                    extra: Push(DetailScreen().configContent { _ in HubProbe.configured += 1 })))))
}

@MainActor
enum HubProbe {
    static var configured = 0
    static var router: Router<HubScreen>?
    static var content: HubView?
}

struct HubScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = HubView
    let detail: AnyScreenTransition<HubScreen, DetailScreen>
    let editor: PreciseTransition<HubScreen, Flow<EditorScreen>>
    let extra: Push<HubScreen, MapContent<DetailScreen, DetailView>>?
    func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        let view = HubView(router: router)
        HubProbe.router = router
        HubProbe.content = view
        return (view, view)
    }
}

struct HubView: View {
    let router: Router<HubScreen>
    var body: some View {
        VStack {
            router.move(\.detail, context: "A", action: Text("Detail"))
            router.move(\.editor, context: ()) { isShown in Toggle("Editing", isOn: isShown) }
            if let extra = router.move(\.extra, context: "X", action: Text("Extra")) { extra }
        }
        .navigationTitle("Hub")
    }
}

struct DetailScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Context = String
    typealias Content = DetailView
}

struct DetailView: ScreenContent {
    let router: Router<DetailScreen>
    let context: String
    var name: String { context }
    var body: some View {
        VStack {
            Text("Detail \(name)")
            Button("Detail Back") { router.back() }
        }
        .navigationTitle("Detail \(name)")
    }
}

struct EditorScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = EditorView
    let step: Push<EditorScreen, StepScreen>
}

struct EditorView: ScreenContent {
    let router: Router<EditorScreen>
    let context: Void
    var body: some View {
        router.move(\.step, context: (), action: Text("Next Step")).navigationTitle("Edit")
    }
}

struct StepScreen: ContentScreen {
    typealias NestedScreen = Self
    typealias Content = Text
    func makeContent(_ context: Void, router: Router<Self>) -> ContentResult<Self> {
        (Text("Step 2"), Text("Step 2"))
    }
}

@MainActor
@Suite(.serialized) struct RoutingTransitionTests {
    let screens = TransitionFixture()

    private func host() -> TestHost {
        TestHost(scene: screens.map.makeBody(()))
    }

    @Test func anErasedTransitionPerformsTheTransitionItErases() throws {
        let host = host()
        host.tap(try #require(host.find(text: "Detail")))
        host.settle()
        #expect(host.windowTitle == "Detail A")
        #expect(host.find(label: "Back") != nil, "a push, with the stack's back button")
        host.tap(try #require(host.find(text: "Detail Back")))
        host.settle()
        #expect(host.windowTitle == "Hub")
    }

    @Test func aToggleBoundToAPresentationShowsAFlowAndFollowsIt() throws {
        let host = host()
        host.tap(try #require(host.find(text: "Editing")))
        host.settle()
        #expect(host.presentedSheets.map(\.title) == ["Edit"])
        // The flow's own stack: a step pushed, and back.
        host.tap(try #require(host.find(text: "Next Step")))
        host.settle()
        #expect(host.find(text: "Step 2") != nil)
        #expect(host.find(text: "Cancel") == nil, "Cancel is the flow's first page's")
        host.tap(try #require(host.find(label: "Back")))
        host.settle()
        // Cancel leaves the whole flow, and the toggle follows.
        host.tap(try #require(host.find(text: "Cancel")))
        host.settle()
        #expect(host.presentedSheets.isEmpty)
        host.tap(try #require(host.find(text: "Editing")))
        host.settle()
        #expect(host.presentedSheets.count == 1, "the toggle was off: tapped, it presents again")
        host.tap(try #require(host.find(text: "Editing")))
        host.settle()
        #expect(host.presentedSheets.isEmpty, "turned off, it dismisses")
    }

    @Test func anOptionalTransitionTheMapGivesShowsAndRunsWithItsContentConfigured() throws {
        let host = host()
        HubProbe.configured = 0
        host.tap(try #require(host.find(text: "Extra")))
        host.settle()
        #expect(host.windowTitle == "Detail X")
        #expect(HubProbe.configured == 1)
        // Performed from the screen's content, as UIKit code does.
        let router = try #require(HubProbe.router)
        router.move(if: \.extra, from: try #require(HubProbe.content), with: "Y")
        host.settle()
        #expect(host.windowTitle == "Detail Y", "what the hub had pushed went back first")
        host.tap(try #require(host.find(label: "Back")))
        host.settle()
        #expect(host.windowTitle == "Hub")
    }

    @Test func aRouterMadeAloneShowsItsScreenWithNowhereToGoBackTo() throws {
        let log = LogCapture(expecting: "nothing to go back to")
        let host = TestHost(DetailView(router: .root(from: DetailScreen()), context: "alone"))
        #expect(host.find(text: "Detail alone") != nil)
        host.tap(try #require(host.find(text: "Detail Back")))
        #expect(log.messages(containing: "nothing to go back to").count == 1)
    }
}
