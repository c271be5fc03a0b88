import Benchmark
import GnomonCore
import GnomonTesting
import Observation

// Past the table (issue 11): a change deep in a tall tree, and one control of a wide form.
// - deep tree: views nested 20 or 200 levels, a leaf at the bottom showing an observable
//   value; changing it re-runs the leaf alone, so the cost must not grow with the depth.
// - wide form: 50 or 500 toggles, each bound to its own observable field; flipping one field
//   updates that check button alone, so the cost must not grow with the width.

@Observable
final class LeafModel {
    var value = 0
}

@MainActor
enum LeafBodies {
    static var count = 0
}

struct Leaf: View {
    let model: LeafModel
    var body: some View {
        let _ = LeafBodies.count += 1
        Text("\(model.value)")
    }
}

/// `depth` stacks, one inside the other, around the leaf.
struct Level: View {
    let depth: Int
    let model: LeafModel
    var body: some View {
        if depth == 0 {
            Leaf(model: model)
        } else {
            VStack { Level(depth: depth - 1, model: model) }
        }
    }
}

@Observable
final class FormField: Identifiable {
    let id: Int
    var isOn = false
    init(id: Int) { self.id = id }
}

struct FormRow: View {
    @Bindable var field: FormField
    var body: some View {
        let _ = LeafBodies.count += 1
        Toggle("Option \(field.id)", isOn: $field.isOn)
    }
}

struct WideForm: View {
    let fields: [FormField]
    var body: some View {
        VStack { ForEach(fields) { FormRow(field: $0) } }
    }
}

/// A tall tree and a wide form, mounted once each outside the measured region.
@MainActor
final class DeepAndWideFixture {
    let leaf = LeafModel()
    let fields: [FormField]
    let deep: TestHost
    let wide: TestHost
    private var serial = 0

    init(depth: Int, width: Int) {
        fields = (0..<width).map(FormField.init)
        deep = TestHost(Level(depth: depth, model: leaf), recordsOperations: false)
        wide = TestHost(WideForm(fields: fields), recordsOperations: false)
    }

    func changeLeaf() -> Int {
        LeafBodies.count = 0
        leaf.value += 1
        deep.settle()
        return LeafBodies.count
    }

    func flipOneField() -> Int {
        serial += 1
        LeafBodies.count = 0
        fields[(serial * 7919) % fields.count].isOn.toggle()
        wide.settle()
        return LeafBodies.count
    }
}

@MainActor
private var deepAndWideFixtures: [Int: DeepAndWideFixture] = [:]

/// The fixture of a size: depth 20 with 50 controls, or depth 200 with 500.
@MainActor
func deepAndWideFixture(depth: Int, width: Int) -> DeepAndWideFixture {
    if let fixture = deepAndWideFixtures[depth] { return fixture }
    let fixture = DeepAndWideFixture(depth: depth, width: width)
    deepAndWideFixtures[depth] = fixture
    return fixture
}

/// Deep-tree and wide-form benchmarks at a small and a large size.
func deepAndWideBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    for (depth, width) in [(20, 50), (200, 500)] {
        Benchmark("Deep tree, one leaf change, depth \(depth)", configuration: configuration) { benchmark in
            _ = await MainActor.run { deepAndWideFixture(depth: depth, width: width) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { deepAndWideFixture(depth: depth, width: width).changeLeaf() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
        Benchmark("Wide form, one field change, \(width) controls", configuration: configuration) { benchmark in
            _ = await MainActor.run { deepAndWideFixture(depth: depth, width: width) }
            benchmark.startMeasurement()
            let evaluated = await MainActor.run { deepAndWideFixture(depth: depth, width: width).flipOneField() }
            benchmark.stopMeasurement()
            benchmark.measurement(bodies, evaluated)
        }
    }
}
