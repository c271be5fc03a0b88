import GnomonCore
import GnomonTesting
import XCTest

@testable import RowsViews  // SeededRandom: seeded, so failures replay

/// ForEach's keyed diff: the mutations each kind of change costs, that rows keep their widgets,
/// that moves are minimal, and that the result always equals a fresh mount.
final class KeyedDiffTests: XCTestCase {
    /// Mounts `old`, updates to `new`, and returns the mutations — after checking the result
    /// equals a fresh mount of `new`, and that each surviving row kept its widget.
    @MainActor
    private func diff(_ old: [Int], _ new: [Int], file: StaticString = #filePath, line: UInt = #line) -> [Mutation] {
        let host = TestHost(NumberList(ids: old))
        let before = Dictionary(zip(old, host.findAll("GnomonLabel")), uniquingKeysWith: { first, _ in first })
        host.update(NumberList(ids: new))
        host.settle()
        let mutations = host.lastMutations
        XCTAssertEqual(host.dump(), TestHost(NumberList(ids: new)).dump(), "update differs from a fresh mount", file: file, line: line)
        let after = Dictionary(zip(new, host.findAll("GnomonLabel")), uniquingKeysWith: { first, _ in first })
        for id in Set(old).intersection(new) where old.filter({ $0 == id }).count == 1 {
            XCTAssertEqual(after[id], before[id], "row \(id) lost its widget", file: file, line: line)
        }
        return mutations
    }

    @MainActor func testSwappingRows1And998Of1000IsExactlyTwoMoves() async {
        let old = Array(0..<1000)
        var new = old
        new.swapAt(1, 998)
        let mutations = diff(old, new)
        XCTAssertEqual(mutations.map(\.kind), [.move, .move])
        XCTAssertEqual(Set(mutations.map(\.widget)), ["GnomonLabel"])
    }

    @MainActor func testRemovingOneRowIsOneRemove() async {
        var new = Array(0..<1000)
        new.remove(at: 3)
        XCTAssertEqual(diff(Array(0..<1000), new).map(\.kind), [.remove])
    }

    @MainActor func testInsertingOneRowIsOneInsert() async {
        var new = Array(0..<1000)
        new.insert(5000, at: 500)
        XCTAssertEqual(diff(Array(0..<1000), new).map(\.kind), [.insert])
        XCTAssertEqual(diff([], [1]).map(\.kind), [.insert])
        XCTAssertEqual(diff([1, 2], [0, 1, 2]).map(\.kind), [.insert], "prepend")
        XCTAssertEqual(diff([1, 2], [1, 2, 3]).map(\.kind), [.insert], "append")
    }

    @MainActor func testMovingOneRowIsOneMove() async {
        var new = Array(0..<1000)
        new.insert(new.remove(at: 10), at: 500)
        XCTAssertEqual(diff(Array(0..<1000), new).map(\.kind), [.move])
        XCTAssertEqual(diff(Array(0..<100), Array(1..<100) + [0]).map(\.kind), [.move], "first to last")
        XCTAssertEqual(diff(Array(0..<100), [99] + Array(0..<99)).map(\.kind), [.move], "last to first")
    }

    @MainActor func testReversingNRowsIsNMinusOneMoves() async {
        XCTAssertEqual(diff(Array(0..<10), Array((0..<10).reversed())).map(\.kind), Array(repeating: .move, count: 9))
    }

    @MainActor func testReplacingAndClearingEveryRow() async {
        XCTAssertEqual(kinds(diff(Array(0..<1000), Array(1000..<2000))), [.remove: 1000, .insert: 1000])
        XCTAssertEqual(kinds(diff(Array(0..<1000), [])), [.remove: 1000])
        XCTAssertEqual(kinds(diff(Array(0..<1000), Array(0..<2000))), [.insert: 1000])
    }

    @MainActor func testUnchangedRowsWriteNothing() async {
        XCTAssertEqual(diff(Array(0..<1000), Array(0..<1000)), [])
    }

    @MainActor func testEditingOneTitleIsOneSet() async throws {
        let items = (0..<1000).map { Item(id: $0, title: "Item \($0)") }
        let host = TestHost(ItemList(items: items))
        let label = try XCTUnwrap(host.find(text: "Item 7"))
        var edited = items
        edited[7].title = "Edited"
        host.update(ItemList(items: edited))
        host.settle()
        XCTAssertEqual(host.lastMutations, [
            Mutation(kind: .set, widget: "GnomonLabel", widgetID: label.id, property: "label", value: "\"Edited\"")
        ])
    }

    /// For random permutations, the moves are exactly n − (longest increasing subsequence),
    /// computed here independently (quadratic dynamic programming), and nothing else happens.
    @MainActor func testRandomPermutationsUseTheFewestMoves() async {
        var random = SeededRandom(seed: 42)
        for round in 0..<200 {
            let count = Int.random(in: 0...40, using: &random)
            let old = Array(0..<count)
            let new = old.shuffled(using: &random)
            let mutations = diff(old, new)
            XCTAssertEqual(Set(mutations.map(\.kind)).subtracting([.move]), [], "round \(round): only moves")
            XCTAssertEqual(mutations.count, count - longestIncreasingRun(new), "round \(round): \(new)")
        }
    }

    /// Random edits — inserts, removes and moves together — always end equal to a fresh mount.
    @MainActor func testRandomEditsMatchAFreshMount() async {
        var random = SeededRandom(seed: 7)
        var nextID = 1000
        for _ in 0..<300 {
            let old = Array(0..<Int.random(in: 0...30, using: &random))
            var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }.shuffled(using: &random)
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                new.insert(nextID, at: Int.random(in: 0...new.count, using: &random))
                nextID += 1
            }
            _ = diff(old, new)
        }
    }

    // MARK: - Duplicate ids

    @MainActor func testDuplicateIdsNeverCrashAndAreReportedOnce() async {
        let sequence = [[2, 1, 2, 3], [2, 2, 2], [3, 2, 1, 2], [], [2, 2]]
        let log = LogCapture(expecting: "same id")
        let freshDumps = sequence.map { TestHost(NumberList(ids: $0)).dump() }
        XCTAssertEqual(log.messages(containing: "same id").count, 4, "one for each list with repeated ids")
        let host = TestHost(NumberList(ids: [1, 2, 2, 3]))
        XCTAssertEqual(host.findAll("GnomonLabel").count, 4)
        for (ids, fresh) in zip(sequence, freshDumps) {
            host.update(NumberList(ids: ids))
            host.settle()
            XCTAssertEqual(host.dump(), fresh, "\(ids)")
        }
        XCTAssertEqual(log.messages(containing: "same id").count, 5, "and once for the updated one, however often it changed")
    }

    @MainActor func testDuplicateIdsMatchInOrder() async {
        let log = LogCapture(expecting: "same id")
        let host = TestHost(CounterList(ids: [1, 2, 2]))
        XCTAssertEqual(log.messages(containing: "same id").count, 1)
        host.tap(host.findAll("GtkButton")[2])  // the second row with id 2
        host.settle()
        host.update(CounterList(ids: [2, 2, 1]))
        host.settle()
        XCTAssertEqual(host.findAll("GtkButton").map { host.property(.label, of: $0) }, [
            "2: 0", "2: 1", "1: 0",
        ], "the n-th row with an id keeps the n-th row's state")
    }
}

/// Length of the longest strictly increasing subsequence, by quadratic dynamic programming.
func longestIncreasingRun(_ values: [Int]) -> Int {
    var best = Array(repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] {
            best[i] = max(best[i], best[j] + 1)
        }
    }
    return best.max() ?? 0
}
