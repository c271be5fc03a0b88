import GnomonCore
import GnomonTesting
import Observation
import XCTest

@testable import GnomonCore

/// A `ForEach` given new data with the same content closure makes views only for new and
/// changed rows, and the match behind it hashes only the keys that moved.
final class ForEachRowTests: XCTestCase {
    final class Calls { var rows: [String] = [] }

    struct Item: Equatable {
        let id: Int
        var title: String
    }

    /// Its closure captures what it uses, not `self`: `self` holds the items, so a closure
    /// capturing it would differ whenever they do (and every row would be made again).
    struct Items: View {
        let items: [Item]
        let prefix: String
        let calls: Calls
        var body: some View {
            let (prefix, calls) = (prefix, calls)
            return VStack {
                ForEach(items, id: \.id) { item in
                    let _ = calls.rows.append(item.title)
                    Text(prefix + item.title)
                }
            }
        }
    }

    private let abc = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]

    @MainActor func testSwappingRowsMakesNoRowView() async {
        let calls = Calls()
        let host = TestHost(Items(items: abc, prefix: "", calls: calls))
        calls.rows = []
        host.update(Items(items: [abc[2], abc[1], abc[0]], prefix: "", calls: calls))
        host.settle()
        XCTAssertEqual(calls.rows, [], "equal elements, the same closure: the rows are kept as they are")
        XCTAssertEqual(host.lastMutations.map(\.kind), [.move, .move])
        XCTAssertEqual(host.dump(), TestHost(Items(items: [abc[2], abc[1], abc[0]], prefix: "", calls: Calls())).dump())
    }

    @MainActor func testAChangedElementMakesOnlyItsRow() async {
        let calls = Calls()
        let host = TestHost(Items(items: abc, prefix: "", calls: calls))
        calls.rows = []
        var changed = abc
        changed[1].title = "B"
        host.update(Items(items: changed, prefix: "", calls: calls))
        host.settle()
        XCTAssertEqual(calls.rows, ["B"])
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set])
        XCTAssertNotNil(host.find(text: "B"))
    }

    @MainActor func testANewClosureMakesEveryRow() async {
        let calls = Calls()
        let host = TestHost(Items(items: abc, prefix: "", calls: calls))
        calls.rows = []
        host.update(Items(items: abc + [Item(id: 4, title: "d")], prefix: "-", calls: calls))
        host.settle()
        XCTAssertEqual(calls.rows, ["a", "b", "c", "d"], "the closure captured a new prefix: every row may differ")
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.label, of: $0) }, [
            "-a", "-b", "-c", "-d",
        ])
    }

    /// Random inserts, removals, moves and title changes: the result always equals a fresh
    /// mount, and the closure runs exactly for the new rows and the rows whose element changed.
    @MainActor func testRandomEditsMakeExactlyTheNewAndChangedRows() async {
        var random = SplitMix64(seed: 0x5EED)
        var nextID = 100
        var items = (0..<20).map { Item(id: $0, title: "t\($0)") }
        let calls = Calls()
        let host = TestHost(Items(items: items, prefix: "", calls: calls))
        for round in 0..<200 {
            let old = items
            items = items.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }.shuffled(using: &random)
            for index in items.indices where Int.random(in: 0..<5, using: &random) == 0 {
                items[index].title += "*"
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                items.insert(Item(id: nextID, title: "t\(nextID)"), at: Int.random(in: 0...items.count, using: &random))
                nextID += 1
            }
            let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
            let expected = items.filter { oldByID[$0.id] != $0 }.map(\.title)
            calls.rows = []
            host.update(Items(items: items, prefix: "", calls: calls))
            host.settle()
            XCTAssertEqual(calls.rows, expected, "round \(round)")
            XCTAssertEqual(host.dump(), TestHost(Items(items: items, prefix: "", calls: Calls())).dump(), "round \(round)")
        }
    }

    final class Note: Identifiable {
        let id: Int
        let title: String
        init(_ id: Int, _ title: String) { (self.id, self.title) = (id, title) }
    }

    struct Notes: View {
        let notes: [Note]
        let calls: Calls
        var body: some View {
            let calls = calls
            return VStack {
                ForEach(notes) { note in
                    let _ = calls.rows.append(note.title)
                    Text(note.title)
                }
            }
        }
    }

    /// Elements that are references (one word, compared without calling their plan): a row is
    /// made again only for a new object, even one with the id of the object it replaces.
    @MainActor func testReferenceElementsAreComparedByIdentity() async {
        var random = SplitMix64(seed: 0xB0B)
        var notes = (0..<30).map { Note($0, "n\($0)") }
        var nextID = 100
        let calls = Calls()
        let host = TestHost(Notes(notes: notes, calls: calls))
        for round in 0..<100 {
            let old = notes
            notes = notes.filter { _ in Int.random(in: 0..<8, using: &random) != 0 }.shuffled(using: &random)
            for index in notes.indices where Int.random(in: 0..<6, using: &random) == 0 {
                notes[index] = Note(notes[index].id, notes[index].title + "*")  // same id, new object
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                notes.insert(Note(nextID, "n\(nextID)"), at: Int.random(in: 0...notes.count, using: &random))
                nextID += 1
            }
            let oldByID = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
            let expected = notes.filter { oldByID[$0.id] !== $0 }.map(\.title)
            calls.rows = []
            host.update(Notes(notes: notes, calls: calls))
            host.settle()
            XCTAssertEqual(calls.rows, expected, "round \(round)")
            XCTAssertEqual(host.dump(), TestHost(Notes(notes: notes, calls: Calls())).dump(), "round \(round)")
        }
    }

    @Observable final class Store {
        var rows: [Int] = [1, 2, 3]
        var selected = 0
    }

    struct Table: View {
        let store: Store
        let calls: Calls
        var body: some View {
            VStack {
                ForEach(store.rows, id: \.self) { row in
                    let _ = calls.rows.append(String(row))
                    Text(row == store.selected ? "[\(row)]" : "\(row)")
                }
            }
        }
    }

    /// Rows kept from an earlier evaluation still depend on what they read then.
    @MainActor func testKeptRowsStillFollowWhatTheyRead() async throws {
        let store = Store()
        let calls = Calls()
        let host = TestHost(Table(store: store, calls: calls))
        calls.rows = []
        store.rows.append(4)
        host.settle()
        XCTAssertEqual(calls.rows, ["4"], "only the new row is made")
        store.selected = 2
        host.settle()
        XCTAssertEqual(calls.rows, ["4", "1", "2", "3", "4"], "the selection read by every row, old and new")
        XCTAssertNotNil(host.find(text: "[2]"))
        XCTAssertEqual(host.lastMutations.map(\.kind), [.set])
        store.selected = 4
        host.settle()
        XCTAssertNotNil(host.find(text: "[4]"))
        XCTAssertNotNil(host.find(text: "2"))
    }

    // MARK: - The match

    /// A key that counts how often it is hashed.
    struct CountedKey: Hashable {
        nonisolated(unsafe) static var hashes = 0
        let value: Int
        func hash(into hasher: inout Hasher) {
            Self.hashes += 1
            hasher.combine(value)
        }
    }

    func testASwapHashesOnlyTheTwoSwappedKeys() {
        let old = (0..<10_000).map(CountedKey.init)
        var new = old
        new.swapAt(1, 9_998)
        CountedKey.hashes = 0
        let match = KeyedMatch(old: old, new: new)
        XCTAssertLessThanOrEqual(CountedKey.hashes, 6, "two keys into the table, two looked up (a removal may rehash a neighbour): not 10,000")
        XCTAssertEqual(match.sources[1], 9_998)
        XCTAssertEqual(match.sources[9_998], 1)
        XCTAssertEqual(match.sources[5_000], 5_000)
        XCTAssertTrue(match.moved)
        XCTAssertEqual(match.middle, 1..<9_999)
    }

    func testMatchesByKey() {
        XCTAssertEqual(KeyedMatch(old: ["a", "b", "c"], new: ["c", "b", "d"]).sources, [2, 1, -1])
        XCTAssertEqual(KeyedMatch(old: [1, 2, 3, 4], new: [2, 3, 4, 1]).sources, [1, 2, 3, 0], "rotation")
        XCTAssertEqual(KeyedMatch(old: [1, 2], new: [1, 2, 3]).sources, [0, 1, -1])
        XCTAssertFalse(KeyedMatch(old: [1, 2], new: [1, 2, 3]).moved)
        XCTAssertEqual(KeyedMatch(old: [Int](), new: [1]).sources, [-1])
        XCTAssertEqual(KeyedMatch(old: [1], new: [Int]()).sources, [])
    }

    func testRepeatedKeysMatchInOrder() {
        let match = KeyedMatch(old: [1, 2, 2], new: [2, 2, 1], keysMayRepeat: true)
        XCTAssertEqual(match.sources, [1, 2, 0], "the n-th old 2 continues as the n-th new 2")
        XCTAssertTrue(KeyedMatch(old: [1, 2, 3], new: [3, 3, 1]).foundDuplicates)
    }
}

/// Rows made in evaluations that continue one another keep what they read from the
/// environment, each key once.
final class ForEachEnvironmentTests: XCTestCase {
    struct Rows: View {
        @Environment(\.lineLimit) var lineLimit
        @State var count = 2
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                // Reads the environment in the rows' evaluation, not in `body`.
                ForEach(0..<count, id: \.self) { index in
                    Text("\(index) \(lineLimit.map(String.init) ?? "-")")
                }
            }
        }
    }

    @MainActor func testAddedRowsFollowTheEnvironment() async throws {
        let host = TestHost(Rows())
        for _ in 0..<20 {
            host.tap(try XCTUnwrap(host.find(text: "Add")))
            host.settle()
        }
        XCTAssertNotNil(host.find(text: "21 -"))
        host.updateEnvironment { $0.lineLimit = 3 }
        host.settle()
        XCTAssertNotNil(host.find(text: "0 3"), "rows made early follow the change")
        XCTAssertNotNil(host.find(text: "21 3"), "rows made later follow it too")
    }
}
