import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// The diff oracle against real GTK widgets: in one window, each generated pair's A and then B
/// are shown by updating, and after each update GTK's widget tree must print as a fresh
/// headless mount does, with the widgets of leaves that stay kept. `GNOMON_ORACLE_SEED=n`
/// checks one pair.
///
/// The trees hold the strings users type (`ViewSpecGenerator.edgeStrings`): long lines and
/// mixed scripts among them, which GTK 4.8's own labels measured inconsistently, so that a box
/// of the other orientation reported "Expect overlapping widgets". Gnomon's label
/// (`GnomonLabel`) measures them consistently: the size check is captured, to fail the test
/// with what it said rather than stop the run, and must stay silent.
final class GtkDiffOracleTests: XCTestCase {
    static let sizeCheck = "Expect overlapping widgets"

    /// 500 pairs with every edge string but the 10,000-character line, then 20 with it.
    @MainActor func testGtkUpdatesEqualAFreshMount() async {
        if let seed = ProcessInfo.processInfo.environment["GNOMON_ORACLE_SEED"].flatMap(UInt64.init) {
            check(seeds: seed...seed, strings: ViewSpecGenerator.edgeStrings)
            return
        }
        let shortStrings = ViewSpecGenerator.edgeStrings.filter { $0 != ViewSpecGenerator.longLine }
        check(seeds: 1...500, strings: shortStrings)
        let longPairs = check(seeds: 501...520, strings: ViewSpecGenerator.edgeStrings)
        XCTAssertGreaterThan(longPairs, 0, "some of the 20 pairs show the long line")
    }

    /// Checks the pairs of `seeds`; returns how many of them have a leaf showing the long line.
    @discardableResult
    @MainActor private func check(seeds: ClosedRange<UInt64>, strings: [String]) -> Int {
        var longPairs = 0
        let host = GtkTestHost(SpecView(spec: .text("start")))
        let log = LogCapture(expecting: DiffOracle.duplicateIDWarning)
        let gtkLog = GtkLogCapture(expecting: Self.sizeCheck)
        defer {
            XCTAssertEqual(DiffOracle.unexpected(log.messages), [], "nothing but repeated ids was reported")
            XCTAssertEqual(gtkLog.messages, [], "GTK's size check is silent")
        }
        for seed in seeds {
            var generator = ViewSpecGenerator(seed: seed, strings: strings)
            let (a, b) = generator.pair()
            if [a, b].contains(where: { $0.leafPaths.values.contains { $0.label == ViewSpecGenerator.longLine } }) {
                longPairs += 1
            }
            host.update(SpecView(spec: a))
            host.settle()
            let before = DiffOracle.leafWidgets(a, in: host)
            var failure = DiffOracle.compare(host, from: [:], to: a)
            if failure == nil {
                host.update(SpecView(spec: b))
                host.settle()
                failure = DiffOracle.compare(host, from: before, to: b)
            }
            if let failure {
                XCTFail("seed \(seed) (replay: GNOMON_ORACLE_SEED=\(seed))\n  A: \(a)\n  B: \(b)\n\(failure)")
                break
            }
        }
        return longPairs
    }
}
