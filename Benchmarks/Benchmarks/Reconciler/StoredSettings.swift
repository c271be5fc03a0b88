import Benchmark
import Foundation
import Gnomon
import GnomonTesting

// Settings (issue 34): 1,000 rows, each reading an `@AppStorage` key of its own. One key's
// write must re-run the one row that reads it: readers are kept per key, not per store.

/// A row showing its key's value.
struct StoredSettingRow: View {
    @AppStorage private var value: Int

    init(key: String) {
        _value = AppStorage(wrappedValue: 0, key)
    }

    var body: some View {
        RowBodies.count += 1
        return Text("\(value)")
    }
}

/// The rows, in a plain stack, reading a store of their own.
struct StoredSettingRows: View {
    let store: UserDefaults
    var body: some View {
        VStack { ForEach(0..<1_000, id: \.self) { StoredSettingRow(key: "setting-\($0)") } }
            .defaultAppStorage(store)
    }
}

/// 1,000 mounted rows, each reading its own key.
@MainActor
final class StoredSettingsFixture {
    static let shared = StoredSettingsFixture()

    let store = UserDefaults(suiteName: "gnomon-bench-\(UUID().uuidString)")!
    let host: TestHost
    private var serial = 0

    private init() {
        host = TestHost(StoredSettingRows(store: store), recordsOperations: false)
    }

    /// Writes one row's key through a binding, as a control would (a different row each
    /// time); returns how many row bodies ran.
    func changeOneSetting() -> Int {
        serial += 1
        let key = "setting-\((serial * 7919) % 1_000)"
        let binding = AppStorage(wrappedValue: 0, key, store: store).projectedValue
        return RowBodies.counted(in: host) { binding.wrappedValue = serial }
    }
}

func storedSettingsBenchmarks(configuration: Benchmark.Configuration, bodies: BenchmarkMetric) {
    Benchmark("AppStorage change, 1,000 reading rows", configuration: configuration) { benchmark in
        _ = await MainActor.run { StoredSettingsFixture.shared }
        benchmark.startMeasurement()
        let evaluated = await MainActor.run { StoredSettingsFixture.shared.changeOneSetting() }
        benchmark.stopMeasurement()
        benchmark.measurement(bodies, evaluated)
    }
}
