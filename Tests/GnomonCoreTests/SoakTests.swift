import Foundation
import GnomonCore
import GnomonTesting
import XCTest

@testable import RowsViews

/// The Rows sample under a long run of random user actions — add, shuffle, check, type,
/// remove, remove done — each followed by its update, as in the app.
/// Nothing may be logged, the widget count must follow the rows, and memory must stay flat.
/// `GNOMON_SOAK_CHANGES` sets how many state changes (`make soak` runs 1,000,000).
final class SoakTests: XCTestCase {
    @MainActor func testRowsSampleUnderRandomActions() async throws {
        let changes = ProcessInfo.processInfo.environment["GNOMON_SOAK_CHANGES"].flatMap(Int.init) ?? 20_000
        // Widgets outside the rows, and per row, from a fresh sample (five rows, then six).
        let fresh = TestHost(RowsView())
        let fiveRows = fresh.liveWidgetCount
        fresh.tap(try XCTUnwrap(fresh.find(text: "Add")))
        fresh.settle()
        let perRow = fresh.liveWidgetCount - fiveRows
        let log = LogCapture()
        let host = TestHost(RowsView(), recordsOperations: false)
        var random = SplitMix64(seed: 2026)
        var memoryAtTenth = 0
        for change in 1...changes {
            try act(on: host, &random)
            host.settle()
            if change == changes / 10 { memoryAtTenth = residentBytes() }
        }
        host.settle()
        let rows = host.findAll("GtkEntry").count
        XCTAssertEqual(host.findAll("GtkCheckButton").count, rows)
        XCTAssertEqual(host.liveWidgetCount, fiveRows + (rows - 5) * perRow, "the toolbar and list, and each row's")
        XCTAssertEqual(log.messages, [], "nothing logged")
        let growth = residentBytes() - memoryAtTenth
        XCTAssertLessThan(growth, 4 << 20, "resident memory grew by \(growth) bytes")
        print("soak: \(changes) state changes, \(rows) rows at the end, memory grew by \(growth) bytes")
    }

    /// One random user action on the Rows sample.
    @MainActor private func act(on host: TestHost, _ random: inout SplitMix64) throws {
        let checks = host.findAll("GtkCheckButton")
        let entries = host.findAll("GtkEntry")
        let trash = host.findAll("GtkButton").filter { host.property(.iconName, of: $0) == "user-trash-symbolic" }
        switch random.next() % 6 {
        case 0 where checks.count < 30:
            host.tap(try XCTUnwrap(host.find(text: "Add")))
        case 1:
            host.tap(try XCTUnwrap(host.find(text: "Shuffle")))  // ignored when disabled
        case 2 where !checks.isEmpty:
            host.tap(checks[Int(random.next() % UInt64(checks.count))])
        case 3 where !entries.isEmpty:
            host.type("typed \(random.next() % 1000)", into: entries[Int(random.next() % UInt64(entries.count))])
        case 4 where trash.count > 3:
            host.tap(trash[Int(random.next() % UInt64(trash.count))])
        case 5:
            host.tap(try XCTUnwrap(host.find(text: "Remove Done")))
        default:
            host.tap(try XCTUnwrap(host.find(text: "Add")))
        }
    }

    private func residentBytes() -> Int {
        let statm = try! String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        return Int(statm.split(separator: " ")[1])! * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
