import GnomonCore
import GnomonTesting
import XCTest

@testable import CounterViews
@testable import RowsViews

/// The samples, headless: their widget trees, and what each interaction changes.
final class SampleTests: XCTestCase {
    static let counterDump = """
        GtkBox halign=center margin-bottom=24 margin-end=24 margin-start=24 margin-top=24 orientation=vertical spacing=18 valign=center
          GnomonLabel halign=center label="0" natural-wrap-mode=none wrap=true .title-1
          GtkBox halign=center spacing=12
            GtkButton label="Decrement" sensitive=false valign=center
            GtkButton label="Increment" valign=center .suggested-action
        """

    static func rowDump(_ title: String, done: Bool = false) -> String {
        """
              GtkBox spacing=12
                GtkCheckButton \(done ? "active=true " : "")label="Done" valign=center
                GtkEntry accessibility="label: Title" hexpand=true placeholder-text="Title" text="\(title)" valign=center
                GtkButton accessibility="label: Remove this row" icon-name="user-trash-symbolic" tooltip-text="Remove this row" valign=center
        """
    }

    static func rowsDump(_ rows: [(String, Bool)], removeDoneEnabled: Bool = false) -> String {
        let done = rows.filter(\.1).count
        return """
            GtkBox margin-bottom=18 margin-end=18 margin-start=18 margin-top=18 orientation=vertical spacing=12
              GtkBox spacing=6
                GtkButton label="Add" valign=center .suggested-action
                GtkButton label="Shuffle" valign=center
                GtkButton label="Remove Done" \(removeDoneEnabled ? "" : "sensitive=false ")valign=center .destructive-action
                GtkBox hexpand=true
                GnomonLabel label="\(done) of \(rows.count) done" natural-wrap-mode=none valign=center wrap=true .dim-label
              GtkScrolledWindow hexpand=true hscrollbar-policy=never vexpand=true .context-scroll-view
                GtkBox orientation=vertical spacing=6 valign=start

            """ + rows.map { rowDump($0.0, done: $0.1) }.joined(separator: "\n")
    }

    static let initialRows = (1...5).map { ("Row \($0)", false) }

    // MARK: - Counter

    @MainActor func testCounterDump() async {
        XCTAssertEqual(TestHost(CounterView()).dump(), Self.counterDump)
    }

    @MainActor func testCounterMountIsOneInsertAndAnIdleSettleChangesNothing() async {
        let host = TestHost(CounterView())
        XCTAssertEqual(host.lastMutations.map(\.kind), [.insert])
        XCTAssertEqual(host.lastMutations.first?.widget, "GtkBox")
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
    }

    @MainActor func testCounterIncrementSetsTheLabelAndEnablesDecrement() async throws {
        let host = TestHost(CounterView())
        let label = try XCTUnwrap(host.find(text: "0"))
        host.tap(try XCTUnwrap(host.find(text: "Increment")))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), [
            "set GnomonLabel#\(label.id) label=\"1\"",
            "set GtkButton#\(host.find(text: "Decrement")!.id) sensitive=true",
        ])
        XCTAssertEqual(host.find(text: "1"), label, "the same label widget shows the new count")
        XCTAssertEqual(host.dump(), Self.counterDump.replacingOccurrences(of: "label=\"0\"", with: "label=\"1\"")
            .replacingOccurrences(of: " sensitive=false", with: ""))
    }

    @MainActor func testCounterDecrementIsIgnoredWhileDisabled() async throws {
        let host = TestHost(CounterView())
        host.tap(try XCTUnwrap(host.find(text: "Decrement")))
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
        XCTAssertEqual(host.dump(), Self.counterDump)
    }

    @MainActor func testCounterCountsUpAndDown() async throws {
        let host = TestHost(CounterView())
        for _ in 0..<3 { host.tap(try XCTUnwrap(host.find(text: "Increment"))) }
        host.settle()
        XCTAssertNotNil(host.find(text: "3"))
        XCTAssertEqual(kinds(host.lastMutations), [.set: 2], "three taps in one turn make one update")
        host.tap(try XCTUnwrap(host.find(text: "Decrement")))
        host.settle()
        XCTAssertNotNil(host.find(text: "2"))
    }

    // MARK: - Rows

    @MainActor func testRowsDump() async {
        XCTAssertEqual(TestHost(RowsView()).dump(), Self.rowsDump(Self.initialRows))
    }

    @MainActor func testRowsAddInsertsOneRow() async throws {
        let host = TestHost(RowsView())
        host.tap(try XCTUnwrap(host.find(text: "Add")))
        host.settle()
        XCTAssertEqual(kinds(host.lastMutations), [.insert: 1, .set: 1])
        XCTAssertEqual(host.lastMutations.first { $0.kind == .insert }?.widget, "GtkBox")
        XCTAssertEqual(host.lastMutations.first { $0.kind == .set }?.value, "\"0 of 6 done\"")
        XCTAssertEqual(host.dump(), Self.rowsDump(Self.initialRows + [("Row 6", false)]))
    }

    @MainActor func testRowsRemoveButtonRemovesOneRow() async throws {
        let host = TestHost(RowsView())
        let trash = host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "user-trash-symbolic" }
        XCTAssertEqual(trash.count, 5)
        host.tap(trash[2])
        host.settle()
        XCTAssertEqual(kinds(host.lastMutations), [.remove: 1, .set: 1])
        var rows = Self.initialRows
        rows.remove(at: 2)
        XCTAssertEqual(host.dump(), Self.rowsDump(rows))
    }

    @MainActor func testRowsCheckingARowDoesNotWriteTheCheckButtonBack() async throws {
        let host = TestHost(RowsView())
        let check = host.findAll("GtkCheckButton")[1]
        host.tap(check)
        host.settle()
        XCTAssertFalse(host.lastMutations.contains { $0.widgetID == check.id },
                       "the check button already shows what the user did")
        XCTAssertEqual(Set(host.lastMutations.map(\.kind)), [.set])
        var rows = Self.initialRows
        rows[1].1 = true
        XCTAssertEqual(host.dump(), Self.rowsDump(rows, removeDoneEnabled: true))

        host.tap(try XCTUnwrap(host.find(text: "Remove Done")))
        host.settle()
        XCTAssertEqual(kinds(host.lastMutations)[.remove], 1)
        rows.remove(at: 1)
        XCTAssertEqual(host.dump(), Self.rowsDump(rows))
    }

    @MainActor func testRowsEditingATitleChangesNothingElse() async throws {
        let host = TestHost(RowsView())
        let entry = host.findAll("GtkEntry")[3]
        host.type("Buy milk", into: entry)
        host.settle()
        XCTAssertEqual(host.lastMutations, [], "the entry already shows the text the model now holds")
        var rows = Self.initialRows
        rows[3].0 = "Buy milk"
        XCTAssertEqual(host.dump(), Self.rowsDump(rows))
    }

    @MainActor func testRowsShuffleMovesRowsWithTheirEditsAndWidgets() async throws {
        let host = TestHost(RowsView())
        let entries = host.findAll("GtkEntry")
        host.type("Edited", into: entries[0])
        host.tap(host.findAll("GtkCheckButton")[0])
        host.settle()
        let edited = try XCTUnwrap(host.find(text: "Edited"))

        host.tap(try XCTUnwrap(host.find(text: "Shuffle")))
        host.settle()
        XCTAssertEqual(Set(host.lastMutations.map(\.kind)), [.move], "a shuffle only moves rows")
        XCTAssertLessThanOrEqual(host.lastMutations.count, 4, "at most n - 1 moves for 5 rows")

        // The order changed, and each row kept its widgets and what was typed and checked in it.
        XCTAssertNotEqual(host.findAll("GtkEntry"), entries)
        XCTAssertEqual(Set(host.findAll("GtkEntry")), Set(entries), "rows kept their entry widgets")
        XCTAssertEqual(host.find(text: "Edited"), edited)
        let rows = host.findAll("GtkEntry").map { entry -> (String, Bool) in
            guard let text = host.property(.text, of: entry) else { return ("?", false) }
            return (text, text == "Edited")
        }
        XCTAssertEqual(host.dump(), Self.rowsDump(rows, removeDoneEnabled: true))
    }
}
