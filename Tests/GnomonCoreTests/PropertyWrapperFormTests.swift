import GnomonCore
import GnomonTesting
import Observation
import XCTest

// Each property wrapper in each of the forms SwiftUI accepts. That this file compiles is half
// of the test: a form that stops compiling fails the test build.

/// How often `counted(_:)` was evaluated.
@MainActor var countedEvaluations = 0

/// `value`, counting the evaluation.
@MainActor func counted<T>(_ value: T) -> T {
    countedEvaluations += 1
    return value
}

/// `@State` with no default: the memberwise initializer takes the value, `Reorder(order: …)`;
/// an optional with no default starts as nil; one with a default keeps it.
struct Reorder: View {
    var title = "Order"
    @State var order: [Int]
    @State var selection: Int?
    @State var taps = 0

    var body: some View {
        VStack {
            Text(title)
            Text(order.map(String.init).joined(separator: " "))
            Text(selection.map { "selected \($0)" } ?? "none selected")
            Button("Rotate") { order = Array(order.dropFirst()) + order.prefix(1); selection = order.first; taps += 1 }
        }
    }
}

/// `@State` set up in an initializer, as SwiftUI code does it.
struct Started: View {
    @State private var count: Int

    init(from start: Int) {
        _count = State(initialValue: start)
    }

    var body: some View { Button("count \(count)") { count += 1 } }
}

/// A parent re-creating `Reorder` with the same initial value on every evaluation.
struct ReorderParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Parent \(generation)") { generation += 1 }
            Reorder(title: "Order \(generation)", order: counted([3, 1, 2]))
        }
    }
}

/// `ReorderParent` with an explicit identity.
struct IdentifiedReorderParent: View {
    var id: Int
    var body: some View { ReorderParent().id(id) }
}

/// `@Binding` with no default, required or optional: the memberwise parameter is a binding.
struct Stepper2: View {
    @Binding var value: Int
    @Binding var note: String?

    var body: some View {
        Button("value \(value), \(note ?? "no note")") { value += 1; note = "stepped" }
    }
}

/// `@Binding` set in an initializer (a preview's constant, or a converted binding).
struct OptionalEditor: View {
    @Binding var value: Int?

    init(value: Binding<Int?>) {
        _value = value
    }

    var body: some View { Button("optional \(value.map(String.init) ?? "nil")") { value = nil } }
}

/// The bindings' holder: state, and the binding forms built on it.
struct BindingForms: View {
    @State private var count = 1
    @State private var note: String?
    @State private var draft: Int? = 5

    var body: some View {
        VStack {
            Stepper2(value: $count, note: $note)
            Stepper2(value: .constant(9), note: .constant(nil))
            OptionalEditor(value: Binding($count))
            if let unwrapped = Binding($draft) {
                Button("draft \(unwrapped.wrappedValue)") { unwrapped.wrappedValue += 1 }
            }
            Text("erased \(Binding<AnyHashable>($count).wrappedValue)")
        }
    }
}

@Observable final class Notebook {
    var title = "Untitled"
}

/// An object no test puts in the environment.
@Observable final class Absent {}

/// `@Bindable` from the memberwise initializer, with a default, and as a local in `body`.
struct NotebookForms: View {
    @Bindable var passed: Notebook
    @Bindable var own = Notebook()
    @Environment(Notebook.self) private var shared

    var body: some View {
        @Bindable var shared = shared
        VStack {
            TextField("Passed", text: $passed.title)
            TextField("Own", text: $own.title)
            TextField("Shared", text: $shared.title)
        }
    }
}

/// `@Environment` by key path, by object type, and as an optional object that may be missing.
struct EnvironmentForms: View {
    @Environment(\.colorScheme) var scheme
    @Environment(Notebook.self) var notebook
    @Environment(Absent.self) var missing: Absent?

    var body: some View {
        Text("\(scheme == .dark ? "dark" : "light") \(notebook.title) \(missing == nil ? "missing" : "found")")
    }
}

final class PropertyWrapperFormTests: XCTestCase {
    @MainActor func testStateWithoutADefaultTakesTheMemberwiseValue() async throws {
        let host = TestHost(Reorder(order: [3, 1, 2]))
        XCTAssertNotNil(host.find(text: "3 1 2"))
        XCTAssertNotNil(host.find(text: "none selected"), "an optional with no default starts as nil")
        host.tap(try XCTUnwrap(host.find(text: "Rotate")))
        host.settle()
        XCTAssertNotNil(host.find(text: "1 2 3"))
        XCTAssertNotNil(host.find(text: "selected 1"))
        XCTAssertNotNil(TestHost(Reorder(order: [], selection: 4, taps: 2)).find(text: "selected 4"))
        XCTAssertNotNil(TestHost(Started(from: 7)).find(text: "count 7"))
    }

    /// The value passed is used when the view first appears; after that the state is the
    /// view's own, whatever the parent passes on re-evaluating, until its identity changes.
    @MainActor func testAPassedInitialValueIsUsedOnceThenOwnedByTheView() async throws {
        countedEvaluations = 0
        let host = TestHost(IdentifiedReorderParent(id: 1))
        XCTAssertEqual(countedEvaluations, 1)
        host.tap(try XCTUnwrap(host.find(text: "Rotate")))
        host.settle()
        XCTAssertNotNil(host.find(text: "1 2 3"))
        for generation in 1...3 {
            host.tap(try XCTUnwrap(host.find(text: "Parent \(generation - 1)")))
            host.settle()
            XCTAssertEqual(host.lastBodyEvaluations, ["ReorderParent", "Reorder"], "the parent re-created Reorder")
            XCTAssertNotNil(host.find(text: "Order \(generation)"))
            XCTAssertNotNil(host.find(text: "1 2 3"), "the view kept its own order")
        }
        XCTAssertEqual(countedEvaluations, 1, "the initial value was evaluated once, for the one identity")
        host.update(IdentifiedReorderParent(id: 2))  // a new identity starts from the passed value
        host.settle()
        XCTAssertNotNil(host.find(text: "3 1 2"))
        XCTAssertEqual(countedEvaluations, 2)
    }

    @MainActor func testBindingForms() async throws {
        let host = TestHost(BindingForms())
        XCTAssertNotNil(host.find(text: "value 1, no note"))
        XCTAssertNotNil(host.find(text: "value 9, no note"), "constant bindings")
        XCTAssertNotNil(host.find(text: "optional 1"), "Binding<Int?>(Binding<Int>)")
        XCTAssertNotNil(host.find(text: "draft 5"), "Binding(Binding<Int?>) while it holds a value")
        XCTAssertNotNil(host.find(text: "erased 1"), "Binding<AnyHashable>")
        host.tap(try XCTUnwrap(host.find(text: "value 1, no note")))
        host.settle()
        XCTAssertNotNil(host.find(text: "value 2, stepped"), "writes reach the state, optional ones too")
        XCTAssertNotNil(host.find(text: "optional 2"))
        host.tap(try XCTUnwrap(host.find(text: "optional 2")))
        host.settle()
        XCTAssertNotNil(host.find(text: "value 2, stepped"), "writing nil through Binding<Int?> leaves the base")
        host.tap(try XCTUnwrap(host.find(text: "draft 5")))
        host.settle()
        XCTAssertNotNil(host.find(text: "draft 6"), "the unwrapped binding writes the optional")
        XCTAssertNil(Binding<Int>(Binding<Int?>.constant(nil)), "no binding to a value that is not there")
        XCTAssertNotNil(host.find(text: "value 9, no note"), "a constant ignores writes")
    }

    @MainActor func testBindableForms() async throws {
        let passed = Notebook(), shared = Notebook()
        let host = TestHost(NotebookForms(passed: passed).environment(shared))
        let fields = host.findAll("GtkEntry")
        XCTAssertEqual(fields.count, 3)
        host.type("Passed in", into: fields[0])
        host.type("Own", into: fields[1])
        host.type("Shared", into: fields[2])
        host.settle()
        XCTAssertEqual(passed.title, "Passed in")
        XCTAssertEqual(shared.title, "Shared", "a local @Bindable of an environment object")
        XCTAssertEqual(host.property(.text, of: fields[1]), "Own", "the default object is the view's")
    }

    @MainActor func testEnvironmentForms() async {
        let notebook = Notebook()
        notebook.title = "Notes"
        let host = TestHost(EnvironmentForms().environment(notebook))
        XCTAssertNotNil(host.find(text: "light Notes missing"), host.dump())
    }
}
