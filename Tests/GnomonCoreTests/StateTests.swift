import GnomonCore
import GnomonTesting
import XCTest

/// Counts evaluations of bodies and initial values, for tests that check how often they run.
@MainActor
enum Counters {
    static var bodies = 0
    static var initialValues = 0

    static func reset() {
        bodies = 0
        initialValues = 0
    }

    static func makeInitialValue() -> Int {
        initialValues += 1
        return 0
    }
}

/// A view that shows a counter row or a label: the branches are different identities.
struct Branches: View {
    var showsCounter: Bool

    var body: some View {
        if showsCounter {
            CounterRow(id: 1)
        } else {
            Text("off")
        }
    }
}

/// Two branches of the same type: still different identities, as in SwiftUI.
struct SameTypeBranches: View {
    var first: Bool

    var body: some View {
        if first { CounterRow(id: 1) } else { CounterRow(id: 1) }
    }
}

/// Three pieces of state written by one tap; its body counts its evaluations.
struct ThreeWrites: View {
    @State private var a = 0
    @State private var b = 0
    @State private var c = ""

    var body: some View {
        let _ = Counters.bodies += 1
        VStack {
            Text("\(a) \(b) \(c)")
            Button("Write") {
                a += 1
                b += 2
                c += "x"
            }
            Button("Same") { a = a }
        }
    }
}

/// A child whose state's initial value counts its evaluations, under a parent that re-renders.
struct InitialValueParent: View {
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            InitialValueChild()
        }
    }
}

struct InitialValueChild: View {
    @State private var value = Counters.makeInitialValue()
    var body: some View { Text("child \(value)") }
}

final class StateTests: XCTestCase {
    @MainActor func testStateMovesWithItsRow() async throws {
        let host = TestHost(CounterList(ids: [1, 2, 3, 4, 5]))
        let row3 = try XCTUnwrap(host.find(text: "3: 0"))
        host.tap(row3)
        host.tap(row3)
        host.settle()
        XCTAssertEqual(host.find(text: "3: 2"), row3)

        host.update(CounterList(ids: [5, 3, 1, 4, 2]))
        host.settle()
        XCTAssertEqual(host.find(text: "3: 2"), row3, "row 3 kept its state and its widget")
        XCTAssertEqual(host.findAll("GtkButton").map { host.property(.label, of: $0) }, [
            "5: 0", "3: 2", "1: 0", "4: 0", "2: 0",
        ])
    }

    @MainActor func testStateDiesWithItsIdentity() async throws {
        let host = TestHost(CounterList(ids: [1, 2, 3]))
        host.tap(try XCTUnwrap(host.find(text: "2: 0")))
        host.settle()
        host.update(CounterList(ids: [1, 3]))
        host.settle()
        host.update(CounterList(ids: [1, 2, 3]))
        host.settle()
        XCTAssertNotNil(host.find(text: "2: 0"), "a row that left and came back starts fresh")
    }

    @MainActor func testSwitchingABranchAwayDropsItsState() async throws {
        let host = TestHost(Branches(showsCounter: true))
        host.tap(try XCTUnwrap(host.find(text: "1: 0")))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 1"))

        host.update(Branches(showsCounter: false))
        host.settle()
        XCTAssertEqual(kinds(host.lastMutations), [.remove: 1, .insert: 1])
        XCTAssertNotNil(host.find(text: "off"))

        host.update(Branches(showsCounter: true))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 0"), "the counter came back with fresh state")
    }

    @MainActor func testBranchesOfTheSameTypeAreDifferentIdentities() async throws {
        let host = TestHost(SameTypeBranches(first: true))
        host.tap(try XCTUnwrap(host.find(text: "1: 0")))
        host.settle()
        host.update(SameTypeBranches(first: false))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 0"))
    }

    @MainActor func testChangingAnExplicitIDResetsState() async throws {
        struct Keyed: View {
            var key: Int
            var body: some View { CounterRow(id: 1).id(key) }
        }
        let host = TestHost(Keyed(key: 1))
        host.tap(try XCTUnwrap(host.find(text: "1: 0")))
        host.settle()
        host.update(Keyed(key: 1))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 1"), "the same id keeps state")
        host.update(Keyed(key: 2))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 0"), "a new id starts fresh")
    }

    @MainActor func testWritesInOneTurnMakeOneUpdate() async throws {
        let host = TestHost(ThreeWrites())
        let label = try XCTUnwrap(host.find(text: "0 0 "))
        Counters.reset()
        host.tap(try XCTUnwrap(host.find(text: "Write")))
        host.tap(try XCTUnwrap(host.find(text: "Write")))
        XCTAssertEqual(Counters.bodies, 0, "nothing is evaluated until the update")
        host.settle()
        XCTAssertEqual(Counters.bodies, 1, "six writes, one update")
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GnomonLabel#\(label.id) label=\"2 4 xx\""])
    }

    @MainActor func testWritingTheSameValueUpdatesNothing() async throws {
        let host = TestHost(ThreeWrites())
        Counters.reset()
        host.tap(try XCTUnwrap(host.find(text: "Same")))
        host.settle()
        XCTAssertEqual(Counters.bodies, 0)
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testInitialValuesAreEvaluatedOncePerIdentity() async throws {
        Counters.reset()
        let host = TestHost(InitialValueParent())
        for tick in 0..<5 {
            host.tap(try XCTUnwrap(host.find(text: "Tick \(tick)")))
            host.settle()
        }
        XCTAssertEqual(Counters.initialValues, 1)
    }

    @MainActor func testAnUpdateThatChangesNothingWritesNothing() async {
        let host = TestHost(CounterList(ids: Array(0..<100)))
        host.update(CounterList(ids: Array(0..<100)))
        host.settle()
        XCTAssertEqual(host.lastMutations, [], "a property is written only when its value changed")
    }

    @MainActor func testStateWrittenAfterItsViewWentAwayIsIgnored() async throws {
        final class Captured { var binding: Binding<Int>? }
        struct Owner: View {
            let captured: Captured
            @State private var value = 0
            var body: some View {
                let _ = captured.binding = $value
                Text("value \(value)")
            }
        }
        struct Holder: View {
            let captured: Captured
            var shows: Bool
            var body: some View { if shows { Owner(captured: captured) } }
        }
        let captured = Captured()
        let host = TestHost(Holder(captured: captured, shows: true))
        captured.binding?.wrappedValue = 1
        host.settle()
        XCTAssertNotNil(host.find(text: "value 1"), "the binding writes while its view lives")

        host.update(Holder(captured: captured, shows: false))
        host.settle()
        captured.binding?.wrappedValue = 2
        host.settle()
        XCTAssertEqual(host.lastMutations, [], "a write after the view went away updates nothing")
        XCTAssertEqual(host.liveWidgetCount, 0)
    }
}
