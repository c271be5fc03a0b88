import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// The diff oracle against real GTK widgets: in one window, each generated pair's A and then B
/// are shown by updating, and after each update GTK's widget tree must print as a fresh
/// headless mount does, with the widgets of leaves that stay kept. `GNOMON_ORACLE_SEED=n`
/// checks one pair.
final class GtkDiffOracleTests: XCTestCase {
    @MainActor func testGtkUpdatesEqualAFreshMount() async {
        let seeds: ClosedRange<UInt64> = ProcessInfo.processInfo.environment["GNOMON_ORACLE_SEED"]
            .flatMap(UInt64.init).map { $0...$0 } ?? 1...500
        let host = GtkTestHost(SpecView(spec: .text("start")))
        let log = LogCapture(expecting: DiffOracle.duplicateIDWarning)
        defer { XCTAssertEqual(DiffOracle.unexpected(log.messages), [], "nothing but repeated ids was reported") }
        for seed in seeds {
            var generator = ViewSpecGenerator(seed: seed)
            let (a, b) = generator.pair()
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
                return XCTFail("seed \(seed) (replay: GNOMON_ORACLE_SEED=\(seed))\n  A: \(a)\n  B: \(b)\n\(failure)")
            }
        }
    }
}
