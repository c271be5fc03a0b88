import GnomonCore
import GnomonTesting
import XCTest

/// `List(_:selection:)`: the user's clicks write the app's binding, the rows shown selected
/// follow the binding whoever changes it, and a selection follows its rows through every
/// change to the data.
final class ListSelectionTests: XCTestCase {
    struct Planet: Identifiable, Hashable {
        var id: Int
        var name: String
    }

    static func planets(_ ids: some Sequence<Int>) -> [Planet] {
        ids.map { Planet(id: $0, name: "Planet \($0)") }
    }

    /// One planet chosen at a time; the choice is shown above the list and set by buttons.
    struct OnePlanet: View {
        var planets: [Planet]
        @State private var chosen: Int?

        var body: some View {
            VStack {
                Text("Chosen: \(chosen.map(String.init) ?? "none")")
                Button("Choose 7") { chosen = 7 }
                Button("Clear") { chosen = nil }
                List(planets, selection: $chosen) { Text($0.name) }
            }
        }
    }

    /// Any number of planets chosen; the count is shown above the list.
    struct SomePlanets: View {
        var planets: [Planet]
        @State private var chosen: Set<Int> = []

        var body: some View {
            VStack {
                Text("Chosen: \(chosen.sorted().map(String.init).joined(separator: ","))")
                List(planets, selection: $chosen) { Text($0.name) }
            }
        }
    }

    @MainActor private func list(_ host: TestHost) -> WidgetHandle {
        host.findAll("GtkListView")[0]
    }

    @MainActor func testAClickSelectsTheRowAloneAndWritesTheBinding() async {
        let host = TestHost(OnePlanet(planets: Self.planets(0..<10)))
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
        host.clickRow(2, in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [2])
        XCTAssertNotNil(host.find(text: "Chosen: 2"))
        host.clickRow(5, in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [5])
        XCTAssertNotNil(host.find(text: "Chosen: 5"))
    }

    @MainActor func testTheAppSetsAndClearsTheSelection() async {
        let host = TestHost(OnePlanet(planets: Self.planets(0..<10)))
        host.tap(host.find(text: "Choose 7")!)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [7])
        host.tap(host.find(text: "Clear")!)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
        XCTAssertNotNil(host.find(text: "Chosen: none"))
    }

    /// The selection is by id: the selected row stays selected wherever it moves, is not shown
    /// while its element is gone, and is selected again when it comes back.
    @MainActor func testTheSelectionFollowsItsRowThroughDataChanges() async {
        let host = TestHost(OnePlanet(planets: Self.planets(0..<10)))
        host.clickRow(5, in: list(host))
        host.settle()
        host.update(OnePlanet(planets: Self.planets([20, 21, 22] + Array(0..<10))))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [8])
        host.update(OnePlanet(planets: Self.planets(Array(0..<10).reversed())))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [4])
        host.update(OnePlanet(planets: Self.planets([0, 1, 2])))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
        XCTAssertNotNil(host.find(text: "Chosen: 5"), "the binding keeps what the user chose")
        host.update(OnePlanet(planets: Self.planets([0, 5, 1])))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [1])
    }

    /// Ctrl+click flips a row, Shift+click selects from the row last clicked, Ctrl+Shift+click
    /// adds that range, Ctrl+A selects every row.
    @MainActor func testAMultipleSelectionGrowsAndShrinksAsGtkDoes() async {
        let host = TestHost(SomePlanets(planets: Self.planets(0..<10)))
        let steps: [(Int, EventModifiers, [Int])] = [
            (1, [], [1]),
            (3, .control, [1, 3]),
            (5, .shift, [3, 4, 5]),
            (7, [.control, .shift], [3, 4, 5, 6, 7]),
            (4, .control, [3, 5, 6, 7]),
            (4, .control, [3, 4, 5, 6, 7]),
            (0, [], [0]),
        ]
        for (row, modifiers, selected) in steps {
            host.clickRow(row, in: list(host), modifiers: modifiers)
            host.settle()
            XCTAssertEqual(host.selectedRows(in: list(host)), selected, "after \(row) \(modifiers)")
            XCTAssertNotNil(host.find(text: "Chosen: " + selected.map(String.init).joined(separator: ",")))
        }
        host.selectAllRows(in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), Array(0..<10))
    }

    /// A list that selects one row takes a Shift+click as a plain click, and Ctrl+A as nothing.
    @MainActor func testASingleSelectionIgnoresRanges() async {
        let host = TestHost(OnePlanet(planets: Self.planets(0..<10)))
        host.clickRow(2, in: list(host))
        host.clickRow(6, in: list(host), modifiers: .shift)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [6])
        host.selectAllRows(in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [6])
        host.clickRow(6, in: list(host), modifiers: .control)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
    }

    /// Rows scrolled into view are shown selected as the binding says.
    @MainActor func testRowsScrolledIntoViewShowTheirSelection() async {
        let host = TestHost(SomePlanets(planets: Self.planets(0..<1_000)), listViewportRows: 20)
        host.selectAllRows(in: list(host))
        host.settle()
        host.scroll(list(host), toRow: 500)
        XCTAssertEqual(host.selectedRows(in: list(host)), [0] + Array(500..<520), "row 0 stays bound for the focus")
    }

    /// A selection change touches no widget and re-runs no body that did not read the selection:
    /// the host is only told to ask again.
    @MainActor func testASelectionChangeCostsNoBodyAndNoWidget() async {
        struct Quiet: View {
            @State private var chosen: Int?
            var body: some View {
                List(0..<100, selection: $chosen) { Text("Row \($0)") }
            }
        }
        let host = TestHost(Quiet())
        host.clickRow(3, in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [3])
        XCTAssertEqual(host.lastBodyEvaluations, [])
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testListsWithoutASelectionSelectNothing() async {
        let host = TestHost(List(0..<10) { Text("Row \($0)") })
        host.clickRow(3, in: list(host))
        host.selectAllRows(in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
    }

    @MainActor func testASelectionOfAnotherTypeThanTheIDsIsReported() async {
        struct Mismatched: View {
            @State private var chosen: String?
            var body: some View {
                List(0..<10, selection: $chosen) { Text("Row \($0)") }
            }
        }
        let log = LogCapture(expecting: "holds values of another type")
        let host = TestHost(Mismatched())
        host.clickRow(3, in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [])
        XCTAssertEqual(log.messages(containing: "holds values of another type").count, 1)
    }

    /// A sidebar of static rows: two tagged folders, a section of tags from a `ForEach`, and an
    /// untagged row.
    struct Sidebar: View {
        @State private var chosen: String? = "inbox"
        var body: some View {
            VStack {
                Text("Chosen: \(chosen ?? "none")")
                Button("Choose work") { chosen = "work" }
                List(selection: $chosen) {
                    Label("Inbox", systemImage: "mail-inbox-symbolic").tag("inbox")
                    Label("Sent", systemImage: "mail-send-symbolic").tag("sent")
                    Section("Tags") {
                        ForEach(["home", "work"], id: \.self) { Text($0) }
                    }
                    Text("Not a folder")
                }
            }
        }
    }

    @MainActor func testStaticRowsSelectByTagOrElementID() async {
        let host = TestHost(Sidebar())
        // Inbox, Sent, the header, home, work, the untagged row.
        XCTAssertEqual(host.findAll("GnomonLabel").count, 7)
        XCTAssertEqual(host.selectedRows(in: list(host)), [0])
        host.clickRow(1, in: list(host))
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [1])
        XCTAssertNotNil(host.find(text: "Chosen: sent"))
        host.clickRow(4, in: list(host))
        host.settle()
        XCTAssertNotNil(host.find(text: "Chosen: work"))
        // Neither a section's header nor an untagged row selects.
        for row in [2, 5] {
            host.clickRow(row, in: list(host))
            host.settle()
            XCTAssertEqual(host.selectedRows(in: list(host)), [4])
        }
        host.tap(host.find(text: "Choose work")!)
        host.settle()
        XCTAssertEqual(host.selectedRows(in: list(host)), [4])
    }

    @MainActor func testStaticRowsSelectManyByTag() async {
        struct Many: View {
            @State private var chosen: Set<Int> = []
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen.sorted().map(String.init).joined(separator: ","))")
                    List(selection: $chosen) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                        Text("Three").tag(3)
                    }
                }
            }
        }
        let host = TestHost(Many())
        host.selectAllRows(in: list(host))
        host.settle()
        XCTAssertNotNil(host.find(text: "Chosen: 1,2,3"))
        host.clickRow(1, in: list(host), modifiers: .control)
        host.settle()
        XCTAssertNotNil(host.find(text: "Chosen: 1,3"))
    }

    @MainActor func testStaticRowsWithoutASelectionStayAStack() async {
        let host = TestHost(List { Text("A").tag(1); Text("B").tag(2) })
        XCTAssertTrue(host.findAll("GtkListView").isEmpty)
        XCTAssertEqual(host.findAll("GnomonLabel").count, 2)
    }
}

/// `onDelete`: Delete deletes the selected rows, or the focused one.
final class ListDeleteTests: XCTestCase {
    struct Notes: View {
        @State var notes: [String]
        @State private var chosen: Set<String> = []
        var deletes = true
        var body: some View {
            VStack {
                Text("\(notes.count) notes")
                List(selection: $chosen) {
                    ForEach(notes, id: \.self) { Text($0) }
                        .onDelete(perform: deletes ? { notes.remove(atOffsets: $0) } : nil)
                }
            }
        }
    }

    @MainActor func testDeleteRemovesTheSelectedRowsOrTheFocusedOne() async {
        let host = TestHost(Notes(notes: ["A", "B", "C", "D", "E"]))
        let list = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.property(.deletesRows, of: list), true)
        host.clickRow(1, in: list)
        host.clickRow(3, in: list, modifiers: .control)
        host.settle()
        host.deleteRows(in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "3 notes"))
        XCTAssertNil(host.find(text: "B"))
        XCTAssertNil(host.find(text: "D"))
        host.deleteRows(in: list)  // nothing selected now: the focused row, the first
        host.settle()
        XCTAssertNotNil(host.find(text: "2 notes"))
        XCTAssertNil(host.find(text: "A"))
    }

    @MainActor func testWithoutOnDeleteDeleteDoesNothing() async {
        let host = TestHost(Notes(notes: ["A", "B"], deletes: false))
        let list = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.property(.deletesRows, of: list), false)
        host.deleteRows(in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "2 notes"))
    }
}

extension ListDeleteTests {
    func testOffsetsAreRemovedAndMovedAsSwiftUIDoes() {
        var items = Array(0..<6)
        items.remove(atOffsets: [1, 4])
        XCTAssertEqual(items, [0, 2, 3, 5])
        items = Array(0..<6)
        items.move(fromOffsets: [0, 2], toOffset: 5)
        XCTAssertEqual(items, [1, 3, 4, 0, 2, 5])
        items = Array(0..<6)
        items.move(fromOffsets: [4], toOffset: 1)
        XCTAssertEqual(items, [0, 4, 1, 2, 3, 5])
    }
}

/// `onMove`: a row dragged and dropped moves, or every selected row if it is one, through the
/// app's action, as `move(fromOffsets:toOffset:)` takes it.
final class ListMoveTests: XCTestCase {
    struct Steps: View {
        @State var steps: [String]
        @State private var chosen: Set<String> = []
        var moves = true
        var body: some View {
            VStack {
                Text(steps.joined(separator: " "))
                List(selection: $chosen) {
                    ForEach(steps, id: \.self) { Text($0) }
                        .onMove(perform: moves ? { steps.move(fromOffsets: $0, toOffset: $1) } : nil)
                }
            }
        }
    }

    @MainActor func testADroppedRowMovesWhereItIsDropped() async {
        let host = TestHost(Steps(steps: ["A", "B", "C", "D"]))
        let list = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.property(.movesRows, of: list), true)
        host.moveRow(0, to: 3, in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "B C A D"))
        host.moveRow(3, to: 0, in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "D B C A"))
        host.moveRow(1, to: 4, in: list)  // below the last row
        host.settle()
        XCTAssertNotNil(host.find(text: "D C A B"))
        host.moveRow(2, to: 3, in: list)  // where it is
        host.settle()
        XCTAssertNotNil(host.find(text: "D C A B"))
    }

    @MainActor func testDraggingASelectedRowMovesEverySelectedRow() async {
        let host = TestHost(Steps(steps: ["A", "B", "C", "D", "E"]))
        let list = host.findAll("GtkListView")[0]
        host.clickRow(0, in: list)
        host.clickRow(2, in: list, modifiers: .control)
        host.settle()
        host.moveRow(2, to: 5, in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "B D E A C"))
        XCTAssertEqual(host.selectedRows(in: list), [3, 4], "the selection moved with its rows")
    }

    @MainActor func testWithoutOnMoveNothingMoves() async {
        let host = TestHost(Steps(steps: ["A", "B"], moves: false))
        let list = host.findAll("GtkListView")[0]
        XCTAssertEqual(host.property(.movesRows, of: list), false)
        host.moveRow(0, to: 2, in: list)
        host.settle()
        XCTAssertNotNil(host.find(text: "A B"))
    }
}
