import GnomonCore
import GnomonImperative
import GnomonTesting
import Testing

/// CoreRender's counter coordinator.
final class TallyCoordinator: Coordinator {
    nonisolated(unsafe) static var made = 0
    var count = 0

    required init() {
        Self.made += 1
        super.init()
    }

    func increase() {
        count += 1
        setNeedsReconcile()
    }
}

struct Tally: View {
    @State private var title = "Tally"
    var body: some View {
        VStack {
            Text(title)
            Component(TallyCoordinator.self) { coordinator in
                Text("\(title): \(coordinator.count)")
                Button("Increase") { coordinator.increase() }
            }
            Button("Rename") { title = "Score" }
        }
    }
}

/// A `Component` keeps its coordinator as long as its place, and re-runs its body when the
/// coordinator asks, headless.
@MainActor
@Suite(.serialized) struct ComponentTests {
    @Test func theCoordinatorOutlivesUpdatesAndAsksForThem() throws {
        TallyCoordinator.made = 0
        let host = TestHost(Tally())
        #expect(host.find(text: "Tally: 0") != nil)
        host.tap(try #require(host.find(text: "Increase")))
        host.settle()
        #expect(host.find(text: "Tally: 1") != nil)
        #expect(host.lastBodyEvaluations.contains { $0.hasPrefix("Component") })
        #expect(!host.lastBodyEvaluations.contains("Tally"), "only the component's body ran")
        host.tap(try #require(host.find(text: "Rename")))
        host.settle()
        #expect(host.find(text: "Score: 1") != nil, "a new value of the component keeps its coordinator and its count")
        #expect(TallyCoordinator.made == 1)
    }

    @Test func asksOnceHoweverOftenInOneTurn() throws {
        let host = TestHost(Tally())
        let increase = try #require(host.find(text: "Increase"))
        host.tap(increase)
        host.tap(increase)
        host.settle()
        #expect(host.find(text: "Tally: 2") != nil)
        #expect(host.lastBodyEvaluations.filter { $0.hasPrefix("Component") }.count == 1)
    }
}
