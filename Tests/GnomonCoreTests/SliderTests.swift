import GnomonCore
import GnomonTesting
import XCTest

/// A slider whose binding counts the writes it receives.
struct Volume: View {
    @State var level: Double
    @State var unrelated = 0
    let step: Double?
    let writes: SliderWrites

    var body: some View {
        let binding = Binding(get: { level }, set: { writes.values.append($0); level = $0 })
        VStack {
            if let step {
                Slider(value: binding, in: 0...10, step: step)
            } else {
                Slider(value: binding, in: 0...10)
            }
            Text("level \(level)")
            Button("Model 7") { level = 7 }
            Button("Model 15") { level = 15 }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
        }
    }
}

@MainActor
final class SliderWrites {
    var values: [Double] = []
}

final class SliderTests: XCTestCase {
    @MainActor func testASliderShowsItsRangeStepAndValue() async {
        let host = TestHost(Volume(level: 3, step: 1, writes: SliderWrites()))
        let slider = host.findAll("GtkScale")[0]
        XCTAssertEqual(host.property(.lower, of: slider), 0)
        XCTAssertEqual(host.property(.upper, of: slider), 10)
        XCTAssertEqual(host.property(.stepIncrement, of: slider), 1)
        XCTAssertEqual(host.property(.value, of: slider), 3)
        XCTAssertTrue(host.dump().contains("GtkScale hexpand=true step-increment=1 upper=10 value=3"), host.dump())

        let free = TestHost(Volume(level: 3, step: nil, writes: SliderWrites()))
        XCTAssertEqual(free.property(.stepIncrement, of: free.findAll("GtkScale")[0]), 0.5, "a twentieth of the range")
    }

    @MainActor func testSlidingWritesTheBindingRoundedToTheStep() async {
        let writes = SliderWrites()
        let host = TestHost(Volume(level: 3, step: 1, writes: writes))
        let slider = host.findAll("GtkScale")[0]
        host.slide(slider, to: 4.4)
        host.settle()
        XCTAssertEqual(writes.values, [4])
        XCTAssertEqual(host.property(.value, of: slider), 4, "the knob snaps to the step")
        XCTAssertNotNil(host.find(text: "level 4.0"))

        host.slide(slider, to: 25)
        host.settle()
        XCTAssertEqual(writes.values, [4, 10], "the slider keeps within its range")
        XCTAssertEqual(host.property(.value, of: slider), 10)
    }

    @MainActor func testWithoutAStepEveryValueIsWritten() async {
        let writes = SliderWrites()
        let host = TestHost(Volume(level: 3, step: nil, writes: writes))
        host.slide(host.findAll("GtkScale")[0], to: 4.25)
        host.settle()
        XCTAssertEqual(writes.values, [4.25])
    }

    @MainActor func testTheModelMovesTheKnobWithoutWritingBack() async throws {
        let writes = SliderWrites()
        let host = TestHost(Volume(level: 3, step: 1, writes: writes))
        let slider = host.findAll("GtkScale")[0]
        host.tap(try XCTUnwrap(host.find(text: "Model 7")))
        host.settle()
        XCTAssertEqual(host.property(.value, of: slider), 7)
        XCTAssertEqual(host.lastMutations.filter { $0.kind == .set && $0.widget == "GtkScale" }.map(\.description).count, 1)

        host.tap(try XCTUnwrap(host.find(text: "Model 15")))
        host.settle()
        XCTAssertEqual(host.property(.value, of: slider), 10, "a value beyond the range shows the knob at its end")
        XCTAssertNotNil(host.find(text: "level 15.0"), "and is not written back")
        XCTAssertEqual(writes.values, [])
    }

    @MainActor func testWhereTheUserLeftTheKnobSurvivesUnrelatedUpdates() async throws {
        let host = TestHost(Volume(level: 3, step: nil, writes: SliderWrites()))
        let slider = host.findAll("GtkScale")[0]
        host.slide(slider, to: 6.5)
        host.settle()
        host.tap(try XCTUnwrap(host.find(text: "Unrelated 0")))
        host.settle()
        XCTAssertEqual(host.property(.value, of: slider), 6.5)
        XCTAssertEqual(host.lastMutations.filter { $0.widget == "GtkScale" }, [])
    }

    @MainActor func testAnyFloatingPointTypeBinds() async {
        struct Ratio: View {
            @State var ratio: Float = 0.25
            var body: some View {
                Slider(value: $ratio)
                Text("ratio \(ratio)")
            }
        }
        let host = TestHost(Ratio())
        XCTAssertEqual(host.property(.value, of: host.findAll("GtkScale")[0]), 0.25)
        host.slide(host.findAll("GtkScale")[0], to: 0.5)
        host.settle()
        XCTAssertNotNil(host.find(text: "ratio 0.5"))
    }
}

/// `onEditingChanged`: told when the user takes hold of the slider and lets go.
final class SliderEditingTests: XCTestCase {
    struct Volume: View {
        @State private var volume = 0.2
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text("\(log.joined(separator: " ")) at \(volume, specifier: "%.1f")")
                Slider(value: $volume, in: 0...1, step: 0.1) { editing in log.append(editing ? "hold" : "let go") }
            }
        }
    }

    @MainActor func testDraggingIsHeldThenLetGo() async {
        let host = TestHost(Volume())
        let slider = host.findAll("GtkScale")[0]
        XCTAssertEqual(host.property(.reportsEditing, of: slider), true)
        host.slide(slider, to: 0.7)
        host.settle()
        XCTAssertNotNil(host.find(text: "hold let go at 0.7"))
        let plain = TestHost(Slider(value: .constant(0.5)))
        XCTAssertEqual(plain.property(.reportsEditing, of: plain.findAll("GtkScale")[0]), false)
    }
}
