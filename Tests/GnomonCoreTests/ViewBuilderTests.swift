import GnomonCore
import GnomonTesting
import XCTest

enum Mode { case a, b, c }

struct Switching: View {
    var mode: Mode
    var body: some View {
        switch mode {
        case .a: Text("A")
        case .b: Button("B") {}
        case .c: EmptyView()
        }
    }
}

struct Optionals: View {
    var error: String?
    var body: some View {
        VStack {
            Text("Form")
            if let error { Text(error).styleClass("error") }
            Text("End")
        }
    }
}

struct Erased: View {
    var useButton: Bool
    var body: some View {
        if #available(macOS 99, *) {
            Text("new")
        }
        useButton ? AnyView(CounterRow(id: 1)) : AnyView(Text("text"))
    }
}

final class ViewBuilderTests: XCTestCase {
    @MainActor func testManyChildren() async {
        struct Twelve: View {
            var body: some View {
                VStack {
                    Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                    Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
                }
            }
        }
        let host = TestHost(Twelve())
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.label, of: $0) }, (1...12).map { "\($0)" })
    }

    /// Each element of a block reaches its node at its own offset in the tuple, however the
    /// elements' sizes and alignments pad it: every label follows its own view's new value.
    @MainActor func testElementsOfMixedLayoutsUpdateTheirOwnNodes() async {
        struct Flag: View {
            var on: Bool
            var body: some View { Text(on ? "on" : "off") }
        }
        struct Small: View {
            var value: UInt16
            var body: some View { Text("small \(value)") }
        }
        struct Wide: View {
            var flag: Bool
            var value: Int
            var body: some View { Text("wide \(flag) \(value)") }
        }
        struct Mixed: View {
            var step: Int
            var body: some View {
                VStack {
                    Flag(on: step.isMultiple(of: 2))
                    EmptyView()
                    Small(value: UInt16(step))
                    Flag(on: step > 1)
                    Wide(flag: step == 1, value: step * 10)
                    Flag(on: true)
                    Text("text \(step)")
                    Small(value: 7)
                }
            }
        }
        func labels(_ host: TestHost) -> [String] {
            host.findAll("GnomonLabel").compactMap { host.property(.label, of: $0) }
        }
        let host = TestHost(Mixed(step: 0))
        for step in 1...3 {
            host.update(Mixed(step: step))
            host.settle()
            XCTAssertEqual(labels(host), labels(TestHost(Mixed(step: step))), "step \(step)")
        }
        XCTAssertEqual(labels(host), ["off", "small 3", "on", "wide false 30", "on", "text 3", "small 7"])
    }

    @MainActor func testSwitchCases() async {
        let host = TestHost(Switching(mode: .a))
        XCTAssertNotNil(host.find(text: "A"))
        host.update(Switching(mode: .b))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Switching(mode: .b)).dump())
        host.update(Switching(mode: .c))
        host.settle()
        XCTAssertEqual(host.dump(), "")
        XCTAssertEqual(host.liveWidgetCount, 0)
    }

    @MainActor func testOptionalContentGoesInPlace() async {
        let host = TestHost(Optionals(error: nil))
        host.update(Optionals(error: "Required"))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.kind), [.insert])
        XCTAssertEqual(host.dump(), TestHost(Optionals(error: "Required")).dump())
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.label, of: $0) }, ["Form", "Required", "End"])
        host.update(Optionals(error: nil))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.kind), [.remove])
    }

    @MainActor func testAvailabilityAndAnyView() async throws {
        let host = TestHost(Erased(useButton: true))
        XCTAssertNotNil(host.find(text: "new"))
        host.tap(try XCTUnwrap(host.find(text: "1: 0")))
        host.settle()
        host.update(Erased(useButton: true))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 1"), "the same erased type updates in place")
        host.update(Erased(useButton: false))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Erased(useButton: false)).dump())
        host.update(Erased(useButton: true))
        host.settle()
        XCTAssertNotNil(host.find(text: "1: 0"), "a changed erased type is a new view")
    }

    @MainActor func testGroupSplicesAndItsModifiersApplyToEachMember() async {
        struct Grouped: View {
            var body: some View {
                HStack {
                    Group {
                        Text("a")
                        Text("b")
                    }
                    .help("both")
                    Text("c")
                }
            }
        }
        let host = TestHost(Grouped())
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.tooltipText, of: $0) }, [
            "both", "both", .some(nil),
        ])
    }

    @MainActor func testATupleViewMadeByHand() async {
        let host = TestHost(VStack { TupleView((Text("x"), Text("y"))) })
        XCTAssertEqual(host.findAll("GnomonLabel").count, 2)
        host.update(VStack { TupleView((Text("x"), Text("y"))) })
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testSeveralRootViewsAreStackedVertically() async {
        let host = TestHost(Group { Text("one"); Text("two") })
        XCTAssertEqual(host.dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonLabel halign=center label="one" natural-wrap-mode=none wrap=true
              GnomonLabel halign=center label="two" natural-wrap-mode=none wrap=true
            """)
    }
}
