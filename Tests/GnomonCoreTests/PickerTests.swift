import GnomonCore
import GnomonTesting
import XCTest

enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
    var title: String { rawValue.capitalized }
}

/// One selection shown by a picker in each style.
struct Flavors: View {
    @State var flavor = Flavor.vanilla
    let writes: PickerWrites

    var body: some View {
        let binding = Binding(get: { flavor }, set: { writes.values.append($0); flavor = $0 })
        VStack(alignment: .leading) {
            Picker("Menu", selection: binding) {
                ForEach(Flavor.allCases) { Text($0.title) }
            }
            Picker("Segmented", selection: binding) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Strawberry").tag(Flavor.strawberry)
            }
            .pickerStyle(.segmented)
            Picker("Radio", selection: binding) {
                ForEach(Flavor.allCases) { Label($0.title, systemImage: "emblem-favorite-symbolic") }
            }
            .pickerStyle(.radioGroup)
            Text("chose \(flavor.title)")
            Button("Model strawberry") { flavor = .strawberry }
        }
    }
}

@MainActor
final class PickerWrites {
    var values: [Flavor] = []
}

final class PickerTests: XCTestCase {
    @MainActor func testEachStyleShowsTheChoicesAndTheSelection() async {
        let host = TestHost(Flavors(writes: PickerWrites()))
        let dump = host.dump()
        for line in [
            #"GtkDropDown accessibility="label: Menu" model="[\"Chocolate\", \"Vanilla\", \"Strawberry\"]" selected=1 valign=center"#,
            "GtkBox valign=center .linked",
            #"GtkToggleButton active=true label="Vanilla" valign=center"#,
            #"GtkCheckButton active=true halign=start label="Vanilla" valign=center"#,
        ] {
            XCTAssertTrue(dump.contains(line), "\(line) in\n\(dump)")
        }
        XCTAssertEqual(host.findAll("GtkToggleButton").compactMap { host.property(.active, of: $0) }, [false, true, false])
    }

    @MainActor func testChoosingInAnyStyleWritesTheSelectionOnceAndUpdatesTheOthers() async throws {
        let writes = PickerWrites()
        let host = TestHost(Flavors(writes: writes))
        host.select("Strawberry", in: host.findAll("GtkDropDown")[0])
        host.settle()
        XCTAssertEqual(writes.values, [.strawberry])
        XCTAssertNotNil(host.find(text: "chose Strawberry"))
        XCTAssertEqual(host.findAll("GtkCheckButton").compactMap { host.property(.active, of: $0) }, [false, false, true])

        host.tap(host.findAll("GtkToggleButton")[0])
        host.settle()
        XCTAssertEqual(writes.values, [.strawberry, .chocolate])
        XCTAssertEqual(host.property(.selected, of: host.findAll("GtkDropDown")[0]), 0)
        XCTAssertEqual(host.findAll("GtkToggleButton").compactMap { host.property(.active, of: $0) }, [true, false, false])

        host.tap(host.findAll("GtkCheckButton")[1])
        host.settle()
        XCTAssertEqual(writes.values, [.strawberry, .chocolate, .vanilla])
        XCTAssertNotNil(host.find(text: "chose Vanilla"))
    }

    @MainActor func testAChosenRadioStaysChosen() async throws {
        let writes = PickerWrites()
        let host = TestHost(Flavors(writes: writes))
        let vanilla = host.findAll("GtkCheckButton")[1]
        host.tap(vanilla)
        host.tap(host.findAll("GtkToggleButton")[1])
        host.settle()
        XCTAssertEqual(writes.values, [], "clicking the chosen one changes nothing")
        XCTAssertEqual(host.property(.active, of: vanilla), true)
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testAModelChangeMovesEveryPickerAndWritesNoBinding() async throws {
        let writes = PickerWrites()
        let host = TestHost(Flavors(writes: writes))
        host.tap(try XCTUnwrap(host.find(text: "Model strawberry")))
        host.settle()
        XCTAssertEqual(writes.values, [])
        XCTAssertEqual(host.property(.selected, of: host.findAll("GtkDropDown")[0]), 2)
        XCTAssertEqual(host.findAll("GtkToggleButton").compactMap { host.property(.active, of: $0) }, [false, false, true])
        XCTAssertEqual(host.findAll("GtkCheckButton").compactMap { host.property(.active, of: $0) }, [false, false, true])
    }

    @MainActor func testASelectionNoChoiceHasChoosesNothing() async {
        struct Unknown: View {
            @State var size = 7
            var body: some View {
                Picker("Size", selection: $size) {
                    Text("Small").tag(1)
                    Text("Large").tag(2)
                }
            }
        }
        let host = TestHost(Unknown())
        XCTAssertEqual(host.property(.selected, of: host.findAll("GtkDropDown")[0]), PropertyKey.selected.value(of: PropertyKey.selected.defaultValue))
        XCTAssertFalse(host.dump().contains("selected="), host.dump())
    }
}

/// `.labelsHidden()` leaves the controls and drops their labels.
final class LabelsHiddenTests: XCTestCase {
    struct Settings: View {
        @State var size = 0
        @State var copies = 1
        var hidesLabels: Bool

        var body: some View {
            let controls = VStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                Stepper("Copies", value: $copies, in: 1...9)
                LabeledContent("Version", value: "46")
            }
            if hidesLabels { controls.labelsHidden() } else { controls }
        }
    }

    @MainActor func testLabelsGoTheControlsStay() async {
        let shown = TestHost(Settings(hidesLabels: false))
        XCTAssertNotNil(shown.find(text: "Size"))
        XCTAssertNotNil(shown.find(text: "Copies"))
        XCTAssertNotNil(shown.find(text: "Version"))
        let hidden = TestHost(Settings(hidesLabels: true))
        XCTAssertNil(hidden.find(text: "Size"))
        XCTAssertNil(hidden.find(text: "Copies"))
        XCTAssertNil(hidden.find(text: "Version"))
        XCTAssertEqual(hidden.findAll("GtkDropDown").count, 1)
        XCTAssertEqual(hidden.findAll("GtkSpinButton").count, 1)
        XCTAssertNotNil(hidden.find(text: "46"))
    }
}
