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
