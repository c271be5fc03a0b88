import Foundation
import GnomonCore
@testable import GnomonTesting
import XCTest

/// The property-based oracle (see `DiffOracle`): random trees A and B, A mounted and updated to
/// B, must equal B mounted fresh and keep the widgets of leaves that stay. (That a shuffled
/// list moves n − LIS rows is `KeyedDiffTests.testRandomPermutationsUseTheFewestMoves`.)
/// `GNOMON_ORACLE_FROM` sets the first seed, to explore beyond the pairs `make test` runs. `GNOMON_ORACLE_SEED=n` replays one failing pair; `GNOMON_ORACLE_PAIRS`
/// changes how many run.
final class DiffOracleTests: XCTestCase {
    static let environment = ProcessInfo.processInfo.environment

    @MainActor func testUpdatesEqualAFreshMount() async {
        if let seed = Self.environment["GNOMON_ORACLE_SEED"].flatMap(UInt64.init) {
            var generator = ViewSpecGenerator(seed: seed)
            let (a, b) = generator.pair()
            print("seed \(seed)\n  A: \(a)\n  B: \(b)")
            XCTAssertNil(DiffOracle.check(a, b))
            return
        }
        let pairs = Self.environment["GNOMON_ORACLE_PAIRS"].flatMap(Int.init) ?? 10_000
        let first = Self.environment["GNOMON_ORACLE_FROM"].flatMap(UInt64.init) ?? 1
        let log = LogCapture(expecting: DiffOracle.duplicateIDWarning)
        let failure = DiffOracle.run(pairs: pairs, from: first)
        XCTAssertNil(failure, failure ?? "")
        XCTAssertGreaterThan(log.messages.count, 0, "the generated lists with repeated ids were reported")
        XCTAssertEqual(DiffOracle.unexpected(log.messages), [], "nothing else was logged")
    }

    /// The oracle is only as good as what it notices: a wrong tree and a lost widget.
    @MainActor func testTheOracleReportsWrongWidgetsAndLostIdentity() async {
        let b = ViewSpec.vstack([.text("t1"), .toggle("x2", isOn: true)])
        let host = TestHost(SpecView(spec: b))
        XCTAssertNil(DiffOracle.compare(host, from: DiffOracle.leafWidgets(b, in: host), to: b))
        let other = ViewSpec.vstack([.text("t1"), .toggle("x2", isOn: false)])
        XCTAssertNotNil(DiffOracle.compare(host, from: [:], to: other))
        var before = DiffOracle.leafWidgets(b, in: host)
        before[before.keys.sorted()[0]]! += 1000
        XCTAssertNotNil(DiffOracle.compare(host, from: before, to: b))
    }

    func testPairsAreReproducibleAndVaried() {
        var first = ViewSpecGenerator(seed: 9), again = ViewSpecGenerator(seed: 9)
        let (a1, b1) = first.pair(), (a2, b2) = again.pair()
        XCTAssertEqual([a1, b1], [a2, b2])
        var kinds = Set<String>()
        for seed in UInt64(1)...200 {
            var generator = ViewSpecGenerator(seed: seed)
            let (a, b) = generator.pair()
            for spec in [a, b] { kinds.formUnion(String(describing: spec).compactMap { "VHGTXBFK?i".contains($0) ? String($0) : nil }) }
        }
        XCTAssertEqual(kinds, ["V", "H", "G", "T", "X", "B", "F", "K", "?", "i"], "every kind of view is generated")
    }

    /// Each edge string is generated in each place a user's text goes: a label, a toggle's
    /// and a button's title, a field's placeholder and its text.
    func testEdgeStringsReachEveryPlace() {
        var seen = Set<String>()
        func visit(_ spec: ViewSpec) {
            for leaf in spec.leafPaths.values {
                switch leaf {
                case .text(let s): seen.insert("text \(s)")
                case .toggle(let s, _): seen.insert("toggle \(s)")
                case .button(let s): seen.insert("button \(s)")
                case .field(let placeholder, let text): seen.insert("placeholder \(placeholder)"); seen.insert("field \(text)")
                default: break
                }
            }
        }
        for seed in UInt64(1)...1_000 {
            var generator = ViewSpecGenerator(seed: seed)
            let (a, b) = generator.pair()
            visit(a)
            visit(b)
        }
        for place in ["text", "toggle", "button", "placeholder", "field"] {
            for string in ViewSpecGenerator.edgeStrings {
                XCTAssertTrue(seen.contains("\(place) \(string)"), "\(place) \(string.prefix(20))")
            }
        }
    }

    /// Shrinking steps: a child in place of its container, a child or row removed, a child
    /// simpler; leaves have none.
    @MainActor func testShrinkingStepsAreOneStepSimpler() async {
        let spec = ViewSpec.vstack([.text("a"), .keyed([KeyedSpec(id: 1, content: .group([.text("b")]))])])
        let steps = DiffOracle.smaller(spec)
        XCTAssertTrue(steps.contains(.text("a")))
        XCTAssertTrue(steps.contains(.vstack([.text("a")])))
        XCTAssertTrue(steps.contains(.vstack([.text("a"), .keyed([])])))
        XCTAssertTrue(steps.contains(.vstack([.text("a"), .keyed([KeyedSpec(id: 1, content: .text("b"))])])))
        XCTAssertFalse(steps.contains(spec))
        XCTAssertEqual(DiffOracle.smaller(.text("a")), [])
    }
}

