import Benchmark
import Foundation
import GnomonCore

// Scaling side by side (issue 11): the same change at a small and a large size in one process,
// both at every iteration (the order alternating), each size's time its own metric — `small`
// and `large`, in nanoseconds. The scaling verdicts are the ratio of their medians. Sizes
// measured in separate benchmarks run in separate processes, and this machine runs a whole
// process's small updates at one of two speeds (about 7 and about 18 µs), so their ratio can
// read 2.5x with nothing growing.
// - one-row change: 100 and 100,000 rows;
// - a leaf change deep in a tree: depth 20 and 200;
// - a field change in a wide form: 50 and 500 controls;
// - a one-row change in a List scrolled to the middle: 10,000 and 1,000,000 rows;
// - a keystroke at the end of a TextEditor's text: 5 KB and 5 MB.

/// A change to time, on a fixture made before the clock starts.
typealias ScalingChange = @MainActor () -> Void

func scalingBenchmarks() {
    let small = BenchmarkMetric.custom("small", polarity: .prefersSmaller, useScalingFactor: false)
    let large = BenchmarkMetric.custom("large", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [small, large], warmupIterations: 10, maxDuration: .seconds(4), maxIterations: 2_000)

    /// `prepare` makes (once) the fixture of each size and returns the change to time on it.
    func pair(_ name: String, small prepareSmall: @escaping @MainActor () -> ScalingChange,
              large prepareLarge: @escaping @MainActor () -> ScalingChange) {
        Benchmark("Scaling, \(name)", configuration: configuration) { benchmark in
            let (smallTime, largeTime) = await MainActor.run {
                let (smallChange, largeChange) = (prepareSmall(), prepareLarge())
                ScalingOrder.iteration += 1
                if ScalingOrder.iteration % 2 == 0 {
                    let smallTime = nanoseconds(smallChange)
                    return (smallTime, nanoseconds(largeChange))
                }
                let largeTime = nanoseconds(largeChange)
                return (nanoseconds(smallChange), largeTime)
            }
            benchmark.measurement(small, smallTime)
            benchmark.measurement(large, largeTime)
        }
    }

    pair("one-row change, 100 and 100,000 rows",
         small: { { _ = fixture(100).changeOneRow() } },
         large: { { _ = fixture(100_000).changeOneRow() } })
    pair("leaf change, tree depth 20 and 200",
         small: { { _ = deepAndWideFixture(depth: 20, width: 50).changeLeaf() } },
         large: { { _ = deepAndWideFixture(depth: 200, width: 500).changeLeaf() } })
    pair("field change, 50 and 500 form controls",
         small: { { _ = deepAndWideFixture(depth: 20, width: 50).flipOneField() } },
         large: { { _ = deepAndWideFixture(depth: 200, width: 500).flipOneField() } })
    pair("keystroke at the end, TextEditor of 5 KB and 5 MB",
         small: { { textEditingFixture(bytes: 5_000).typeAtTheEnd() } },
         large: { { textEditingFixture(bytes: 5_000_000).typeAtTheEnd() } })
    pair("one-row change, List scrolled to the middle, 10,000 and 1,000,000 rows",
         small: { { _ = virtualListFixture(10_000).changeMiddleRow() } },
         large: { { _ = virtualListFixture(1_000_000).changeMiddleRow() } })
}

/// Which size goes first at an iteration.
@MainActor
private enum ScalingOrder {
    static var iteration = 0
}

@MainActor
private func nanoseconds(_ change: ScalingChange) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    change()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}
