import GnomonCore
import GnomonTesting
import XCTest

/// A child with data, a binding, its own state and an action.
struct Child: View {
    let number: Int
    @Binding var flag: Bool
    @State private var local = 0
    let onTap: () -> Void

    var body: some View {
        Button("\(number) \(flag) \(local)", action: onTap)
    }
}

/// A parent that re-renders on `tick` and gives its children closures over a copy of
/// `offset` (a plain value, not the state itself).
struct Parent: View {
    @State var tick = 0
    @State var offset = 0
    @State var flag = false
    var tapped: (Int) -> Void = { _ in }

    var body: some View {
        let shift = offset
        VStack {
            Text("tick \(tick)")
            Button("Tick") { tick += 1 }
            Button("Shift") { offset += 1 }
            ForEach(0..<3) { index in
                Child(number: index, flag: $flag) { tapped(index + shift) }
            }
        }
    }
}

/// A button and nothing else: the closure is all there is to compare.
struct Tappable: View {
    let onTap: () -> Void
    var body: some View { Button("Tap", action: onTap) }
}

/// Ignores its closure when comparing: the user says so with `==`.
struct Described: View, Equatable {
    let text: String
    var onTap: () -> Void = {}
    nonisolated static func == (lhs: Described, rhs: Described) -> Bool { lhs.text == rhs.text }
    var body: some View { Button(text, action: onTap) }
}

/// Early cut-off: a child given a value equal to the last one does not re-run its body.
final class CutOffTests: XCTestCase {
    @MainActor func testEqualChildrenAreNotReEvaluatedDespiteFreshClosuresAndBindings() async throws {
        let host = TestHost(Parent())
        host.tap(try XCTUnwrap(host.find(text: "Tick")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Parent"],
                       "new closures over the same values, new bindings to the same state, and state fields are all the same")
    }

    @MainActor func testAClosureOverAChangedValueMakesTheChildDifferent() async throws {
        final class Taps { var values: [Int] = [] }
        let taps = Taps()
        let host = TestHost(Parent(tapped: { taps.values.append($0) }))
        host.tap(try XCTUnwrap(host.find(text: "Shift")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Parent", "Child", "Child", "Child"],
                       "each child's closure now captures a different shift")
        host.tap(try XCTUnwrap(host.find(text: "2 false 0")))
        XCTAssertEqual(taps.values, [3], "the button calls the current closure, not a stale one")
    }

    @MainActor func testABindingChangeReachesOnlyItsReaders() async throws {
        struct Toggler: View {
            @State var flag = false
            var body: some View {
                VStack {
                    Button("Flip") { flag.toggle() }
                    ForEach(0..<3) { Child(number: $0, flag: $flag) {} }
                }
            }
        }
        let host = TestHost(Toggler())
        host.tap(try XCTUnwrap(host.find(text: "Flip")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Child", "Child", "Child"], "the owner never read the flag")
        XCTAssertNotNil(host.find(text: "1 true 0"))
    }

    @MainActor func testClosuresCompareWhatTheyCaptureByValue() async throws {
        struct Labelled: View {
            @State var tick = 0
            let log: (String) -> Void
            var body: some View {
                // Made afresh by every evaluation, in new heap storage: equal, not identical.
                let title = "A title long enough to live on the heap, \(tick / 2) times"
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Tappable { log(title) }
                }
            }
        }
        final class Log { var lines: [String] = [] }
        let log = Log()
        let host = TestHost(Labelled { log.lines.append($0) })
        host.tap(try XCTUnwrap(host.find(text: "Tick 0")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Labelled"], "an equal string captured: the same closure")
        host.tap(try XCTUnwrap(host.find(text: "Tick 1")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Labelled", "Tappable"], "a different string captured")
        host.tap(try XCTUnwrap(host.find(text: "Tap")))
        XCTAssertEqual(log.lines, ["A title long enough to live on the heap, 1 times"])
    }

    @MainActor func testClosuresSharingAFreshVariableAreNewClosures() async throws {
        struct Counting: View {
            @State var tick = 0
            let report: (Int) -> Void
            var body: some View {
                var taps = 0  // shared by two closures: a new box at every evaluation
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Tappable { taps += 1 }
                    Tappable { report(taps) }
                }
            }
        }
        final class Reports { var values: [Int] = [] }
        let reports = Reports()
        let host = TestHost(Counting { reports.values.append($0) })
        host.tap(try XCTUnwrap(host.find(text: "Tick 0")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Counting", "Tappable", "Tappable"], "another variable: other closures")
        let buttons = host.findAll("GtkButton").filter { host.property(.label, of: $0) == "Tap" }
        host.tap(buttons[0])
        host.tap(buttons[0])
        host.tap(buttons[1])
        XCTAssertEqual(reports.values, [2], "both closures share the current evaluation's variable")
    }

    @MainActor func testAForEachGivenTheSameDataDoesNotCallItsContent() async throws {
        final class Calls { var count = 0 }
        struct Listing: View {
            @State var tick = 0
            @State var items = ["a", "b", "c"]
            let calls: Calls
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Button("Add") { items.append("d") }
                    ForEach(items, id: \.self) { item in
                        let _ = (calls.count += 1)
                        Text(item)
                    }
                }
            }
        }
        let calls = Calls()
        let host = TestHost(Listing(calls: calls))
        XCTAssertEqual(calls.count, 3)
        host.tap(try XCTUnwrap(host.find(text: "Tick 0")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Listing"])
        XCTAssertEqual(calls.count, 3, "the same data and content make the same rows: no row is built")
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set], "only the tick's label")
        host.tap(try XCTUnwrap(host.find(text: "Add")))
        host.settle()
        XCTAssertEqual(calls.count, 4, "new data, the same closure: only the new row is built")
        XCTAssertEqual(host.lastMutations.map(\.kind), [.insert])
    }

    @MainActor func testAnEquatableViewIsComparedWithItsOwnEquality() async throws {
        struct Holder: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Described(text: "same") { print(tick) }
                    Described(text: "same explicitly") { print(tick) }.equatable()
                }
            }
        }
        let host = TestHost(Holder())
        host.tap(try XCTUnwrap(host.find(text: "Tick 0")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Holder"])
    }

    @MainActor func testAChangedFieldMakesTheChildDifferent() async throws {
        let host = TestHost(ItemList(items: [Item(id: 1, title: "a")]))
        host.update(ItemList(items: [Item(id: 1, title: "b")]))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["ItemList"])
        XCTAssertNotNil(host.find(text: "b"))
    }

    @MainActor func testAnyViewAndOptionalFieldsCompareTheirContents() async throws {
        struct Wrapper: View {
            let content: AnyView
            let caption: String?
            var body: some View { VStack { content; if let caption { Text(caption) } } }
        }
        struct Outer: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Wrapper(content: AnyView(Text("inner")), caption: "caption")
                }
            }
        }
        let host = TestHost(Outer())
        host.tap(try XCTUnwrap(host.find(text: "Tick 0")))
        host.settle()
        XCTAssertEqual(host.lastBodyEvaluations, ["Outer"])
    }
}
