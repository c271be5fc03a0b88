import GnomonCore
import GnomonTesting
import XCTest

/// Counts its instances alive: handed to a view's closures, state and task, it is freed only
/// once all of them are.
@MainActor
final class Witness {
    static var live = 0
    var cancelledTasks = 0

    init() { Self.live += 1 }
    isolated deinit { Self.live -= 1 }
}

/// A view holding on to a witness every way a view can: an action, a binding's state, state of
/// its own, a disappear action and a task that runs until cancelled.
struct Holding: View {
    let witness: Witness
    @State private var taps = 0
    @State private var name = ""
    @State private var own = Witness()

    var body: some View {
        VStack {
            Button("Tapped \(taps)") { taps += 1; _ = witness }
            TextField("Name", text: $name)
            Text("working")
                .task {
                    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
                    witness.cancelledTasks += 1
                }
                .onDisappear { _ = own }
        }
    }
}

private struct MissingWidget: Error {}

/// A `TestHost` released without `close()` tears everything down as `close()` does.
final class HostReleaseTests: XCTestCase {
    @MainActor func testHostsDroppedInALoopLeaveNothingBehind() async throws {
        let records = TestHost.liveRecordCount
        let witnessesBefore = Witness.live
        weak var lastHost: TestHost?
        var witnesses: [Witness] = []  // kept to see their tasks cancelled, then let go
        for _ in 0..<100 {
            let witness = Witness()
            witnesses.append(witness)
            let host = TestHost(Holding(witness: witness))
            host.tap(try XCTUnwrap(host.find(text: "Tapped 0")))
            host.type("typed", into: try XCTUnwrap(host.findAll("GtkEntry").first))
            host.settle()
            XCTAssertNotNil(host.find(text: "Tapped 1"))
            lastHost = host
        }
        XCTAssertNil(lastHost, "the host itself was freed")
        XCTAssertEqual(TestHost.liveRecordCount, records, "every widget record of the 100 hosts was freed")
        await eventually { witnesses.allSatisfy { $0.cancelledTasks == 1 } }
        witnesses.removeAll()
        await eventually { Witness.live == witnessesBefore }
        XCTAssertEqual(Witness.live, witnessesBefore, "no action, state or task kept a witness")
    }

    @MainActor func testAHostDroppedAfterAFailedFindIsTornDown() async {
        let records = TestHost.liveRecordCount
        let events = Events()
        func findMissing() throws {
            let host = TestHost(Appearing(events: events, name: "shown"))
            guard host.find(text: "not there") != nil else { throw MissingWidget() }
        }
        XCTAssertThrowsError(try findMissing())
        XCTAssertEqual(events.log, ["appear shown", "disappear shown"], "dropping it ran onDisappear, as close() does")
        XCTAssertEqual(TestHost.liveRecordCount, records)
    }

    /// The error leaves the test; the host made before it is torn down on the way out.
    @MainActor func testAHostInAThrowingTestIsTornDownWhenTheErrorPropagates() async throws {
        let records = TestHost.liveRecordCount
        let events = Events()
        func mountThenFail() throws {
            let host = TestHost(Appearances(events: events, names: ["a", "b"]))
            host.update(Appearances(events: events, names: ["a", "b", "c"]))
            host.settle()
            _ = try XCTUnwrap(host.find(text: "c")).id
            throw MissingWidget()
        }
        do {
            try mountThenFail()
            XCTFail("mountThenFail throws")
        } catch is MissingWidget {
            XCTAssertEqual(events.log.suffix(3), ["disappear a", "disappear b", "disappear c"])
            XCTAssertEqual(TestHost.liveRecordCount, records)
        }
    }

    /// An update takes a removed subtree's widgets out at once, and lets go of its nodes and
    /// state when the loop is next idle (after the frame), so the update does not pay for it.
    @MainActor func testRemovedSubtreesAreFreedWhenTheLoopIsIdle() async throws {
        struct Owner: View {
            @State private var own = Witness()
            var body: some View { Text("owner") }
        }
        struct Shown: View {
            var rows: [Int]
            var body: some View {
                VStack { ForEach(rows, id: \.self) { _ in Owner() } }
            }
        }
        let live = Witness.live
        let host = TestHost(Shown(rows: [1, 2, 3]))
        defer { host.close() }
        XCTAssertEqual(Witness.live, live + 3)

        host.update(Shown(rows: [2]))
        XCTAssertEqual(host.findAll("GnomonLabel").count, 1, "the removed rows' widgets are out at once")
        XCTAssertEqual(Witness.live, live + 3, "their state waits for the loop to go idle")
        host.settle()
        XCTAssertEqual(Witness.live, live + 1, "and is freed then")

        host.update(Shown(rows: [4, 5]))
        host.update(Shown(rows: []))
        XCTAssertEqual(Witness.live, live + 3, "subtrees removed by several updates wait together")
        host.settle()
        XCTAssertEqual(Witness.live, live)
    }

    @MainActor func testCloseIsIdempotentAndReleaseAfterItDoesNothingMore() async {
        let events = Events()
        var host: TestHost? = TestHost(Appearing(events: events, name: "once"))
        host!.close()
        host!.close()
        XCTAssertTrue(host!.isClosed)
        XCTAssertEqual(host!.dump(), "", "a closed host shows nothing")
        host = nil
        XCTAssertEqual(events.log, ["appear once", "disappear once"], "torn down once")
    }
}
