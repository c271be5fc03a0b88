import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import Foundation
import XCTest

/// Rows with a toggle, an entry and a button each: widgets with signal handlers.
struct HandlerRows: View {
    var ids: [Int]
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { id in
                HStack {
                    Toggle("Row \(id)", isOn: .constant(false))
                    TextField("Title", text: .constant(""))
                    Button("Remove") {}
                }
            }
        }
    }
}

/// Every widget a removed node owned is finalized, and its signal handlers' closures freed.
final class GtkLifetimeTests: XCTestCase {
    @MainActor func testRemovedRowsAreFinalized() async {
        let host = GtkTestHost(HandlerRows(ids: []))
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        let handlers = GtkHost.liveSignalHandlerCount

        host.update(HandlerRows(ids: Array(0..<50)))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 50 * 4, "a box, a check button, an entry and a button per row")
        XCTAssertEqual(GtkHost.liveSignalHandlerCount - handlers, 50 * 3)

        host.update(HandlerRows(ids: Array(10..<50)))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 40 * 4, "removing 10 rows finalized their 40 widgets")
        XCTAssertEqual(GtkHost.liveSignalHandlerCount - handlers, 40 * 3)

        host.update(HandlerRows(ids: []))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
        XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers)
    }

    @MainActor func testClosingTheWindowFinalizesEverything() async {
        let widgets = GtkHost.liveWidgetCount
        let handlers = GtkHost.liveSignalHandlerCount
        let host = GtkTestHost(HandlerRows(ids: Array(0..<20)))
        XCTAssertGreaterThan(GtkHost.liveWidgetCount, widgets)
        host.close()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
        XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers)
    }

    @MainActor func testBranchSwitchesFinalizeTheOldBranch() async throws {
        struct Switcher: View {
            @State var editing = false
            var body: some View {
                VStack {
                    Button("Switch") { editing.toggle() }
                    if editing { HandlerRows(ids: [1, 2, 3]) } else { Text("Not editing") }
                }
            }
        }
        let host = GtkTestHost(Switcher())
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        for _ in 0..<5 {
            host.tap(try XCTUnwrap(host.find(text: "Switch")))
            host.settle()
            host.tap(try XCTUnwrap(host.find(text: "Switch")))
            host.settle()
        }
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets)
    }

    /// A removed row's widgets are finalized by the update; its nodes and state wait for the
    /// main loop to go idle (after the frame), then are freed.
    @MainActor func testRemovedRowsStateIsFreedWhenTheLoopIsIdle() async {
        final class Owned {
            nonisolated(unsafe) static var live = 0
            init() { Self.live += 1 }
            deinit { Self.live -= 1 }
        }
        struct Owner: View {
            @State private var owned = Owned()
            var body: some View { Button("Owner") {} }
        }
        struct Owners: View {
            var ids: [Int]
            var body: some View { VStack { ForEach(ids, id: \.self) { _ in Owner() } } }
        }
        let host = GtkTestHost(Owners(ids: []))
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        let live = Owned.live
        host.update(Owners(ids: Array(0..<10)))
        host.settle()
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 10)
        XCTAssertEqual(Owned.live - live, 10)

        host.update(Owners(ids: [3]))
        XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 1, "the update finalized the removed rows' buttons")
        XCTAssertEqual(Owned.live - live, 10, "their state is still held")
        host.settle()
        XCTAssertEqual(Owned.live - live, 1, "and freed once the loop went idle")
    }

    /// Ten times over, 10,000 widgets are mounted and unmounted: every cycle ends with the
    /// live widget and signal-closure counts at their baselines, and resident memory after the
    /// last cycle is within 4 MiB of what it was after the first (a leak of 50 bytes a widget
    /// would exceed it; runs here measure no growth at all, give or take a page).
    @MainActor func testTenCyclesOfTenThousandWidgetsLeaveNothingBehind() async {
        struct Scrolling: View {
            var ids: [Int]
            var body: some View { ScrollView { HandlerRows(ids: ids) } }  // a window of any height
        }
        let host = GtkTestHost(Scrolling(ids: []))
        defer { host.close() }
        let widgets = GtkHost.liveWidgetCount
        let objects = GtkHost.liveObjectCount
        let handlers = GtkHost.liveSignalHandlerCount
        var memoryAfterFirstCycle = 0
        for cycle in 1...10 {
            host.update(Scrolling(ids: Array(0..<2_500)))
            host.settle()
            XCTAssertEqual(GtkHost.liveWidgetCount - widgets, 10_000, "cycle \(cycle)")
            host.update(Scrolling(ids: []))
            host.settle()
            XCTAssertEqual(GtkHost.liveWidgetCount, widgets, "cycle \(cycle)")
            XCTAssertEqual(GtkHost.liveObjectCount, objects, "cycle \(cycle)")
            XCTAssertEqual(GtkHost.liveSignalHandlerCount, handlers, "cycle \(cycle)")
            if cycle == 1 { memoryAfterFirstCycle = residentBytes() }
        }
        let growth = residentBytes() - memoryAfterFirstCycle
        XCTAssertLessThan(growth, 4 << 20, "resident memory grew by \(growth) bytes over nine cycles")
    }

    /// Closing a window while its views' tasks run cancels the tasks and frees every widget.
    @MainActor func testClosingAWindowCancelsItsTasks() async {
        final class Counts {
            var started = 0
            var cancelled = 0
        }
        struct Working: View {
            let counts: Counts
            var body: some View {
                VStack {
                    ForEach(0..<3) { index in
                        Text("working \(index)").task {
                            counts.started += 1
                            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                            counts.cancelled += 1
                        }
                    }
                }
            }
        }
        let widgets = GtkHost.liveWidgetCount
        let counts = Counts()
        let host = GtkTestHost(Working(counts: counts))
        for _ in 0..<500 where counts.started < 3 { try? await Task.sleep(for: .milliseconds(2)) }
        XCTAssertEqual(counts.started, 3)
        host.close()
        XCTAssertEqual(GtkHost.liveWidgetCount, widgets, "the window's widgets were freed")
        for _ in 0..<500 where counts.cancelled < 3 { try? await Task.sleep(for: .milliseconds(2)) }
        XCTAssertEqual(counts.cancelled, 3, "every task saw its cancellation and ended")
    }

    /// The process's resident memory, from /proc/self/statm.
    private func residentBytes() -> Int {
        let statm = try! String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        return Int(statm.split(separator: " ")[1])! * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
