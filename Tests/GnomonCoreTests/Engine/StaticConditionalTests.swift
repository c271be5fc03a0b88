import GnomonCore
import GnomonTesting
import XCTest

/// A card: padding and the `card` class.
struct CardModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding(12).styleClass("card") }
}

/// The `accent` class.
struct AccentModifier: ViewModifier {
    func body(content: Content) -> some View { content.styleClass("accent") }
}

/// A generic view that shows a plain title for `Text` labels and the label itself otherwise.
struct Titled<Label: View>: View {
    let label: Label
    var body: some View {
        StaticConditionalContent(IsEqual<Label, Text>.self) {
            Text("a text label")
        } otherwise: {
            label
        }
    }
}

/// A counter inside a static branch, under a parent that re-creates it.
struct StaticCounterParent: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Parent \(generation)") { generation += 1 }
            StaticConditionalContent(TrueStaticCondition.self) { CounterRow(id: 1) }
        }
    }
}

final class StaticConditionalTests: XCTestCase {
    @MainActor func testTheConditionChoosesTheBranchAndTheOtherIsNeverEvaluated() async {
        var evaluated: [String] = []
        let view = VStack {
            StaticConditionalContent(TrueStaticCondition.self) {
                let _ = evaluated.append("then")
                Text("then")
            } otherwise: {
                let _ = evaluated.append("otherwise")
                Text("otherwise")
            }
        }
        let host = TestHost(view)
        XCTAssertNotNil(host.find(text: "then"))
        XCTAssertNil(host.find(text: "otherwise"))
        XCTAssertEqual(evaluated, ["then"])
    }

    @MainActor func testIsEqualSpecializesAGenericView() async {
        XCTAssertNotNil(TestHost(Titled(label: Text("x"))).find(text: "a text label"))
        let image = TestHost(Titled(label: Image(systemName: "star")))
        XCTAssertNil(image.find(text: "a text label"))
        XCTAssertEqual(image.findAll("GtkImage").count, 1)
    }

    @MainActor func testAMissingBranchIsEmpty() async {
        let host = TestHost(VStack { StaticConditionalContent(FalseStaticCondition.self) { Text("hidden") } })
        XCTAssertEqual(host.findAll("GnomonLabel").count, 0)
        let shown = TestHost(VStack { StaticConditionalContent(FalseStaticCondition.self) { EmptyView() } otherwise: { Text("shown") } })
        XCTAssertNotNil(shown.find(text: "shown"))
    }

    /// The branch is one identity for the view's life: its state survives the parent.
    @MainActor func testTheBranchKeepsItsState() async throws {
        let host = TestHost(StaticCounterParent())
        host.tap(try XCTUnwrap(host.find(text: "1: 0")))
        host.settle()
        host.tap(try XCTUnwrap(host.find(text: "Parent 0")))
        host.settle()
        XCTAssertNotNil(host.find(text: "Parent 1"))
        XCTAssertNotNil(host.find(text: "1: 1"), "the counter kept its count")
    }

    @MainActor func testAModifierBlockAppliesItsModifiersInOrder() async {
        XCTAssertEqual(
            TestHost(Text("a").modifier { CardModifier(); AccentModifier() }).dump(),
            TestHost(Text("a").modifier(CardModifier()).modifier(AccentModifier())).dump())
        XCTAssertEqual(TestHost(Text("a").modifier {}).dump(), TestHost(Text("a")).dump(), "an empty block changes nothing")
        let five = TestHost(Text("a").modifier {
            AccentModifier(); CardModifier(); EmptyModifier(); CardModifier(); EmptyModifier()
        })
        XCTAssertEqual(five.dump(), TestHost(Text("a").modifier(AccentModifier()).padding(12).padding(12).styleClass("card")).dump())
    }

    @MainActor func testAStaticConditionalModifierAppliesOnlyWhenItsConditionHolds() async {
        XCTAssertEqual(
            TestHost(Text("a").modifier(StaticConditionalModifier(TrueStaticCondition.self) { AccentModifier() })).dump(),
            TestHost(Text("a").modifier(AccentModifier())).dump())
        XCTAssertEqual(
            TestHost(Text("a").modifier(StaticConditionalModifier(FalseStaticCondition.self) { AccentModifier() })).dump(),
            TestHost(Text("a")).dump())
        XCTAssertEqual(
            TestHost(Text("a").modifier(
                StaticConditionalModifier(IsEqual<Int, String>.self) { AccentModifier() } otherwise: { CardModifier() })).dump(),
            TestHost(Text("a").modifier(CardModifier())).dump())
    }
}
