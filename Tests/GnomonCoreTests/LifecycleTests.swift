import GnomonCore
import GnomonTesting
import XCTest

/// Records lifecycle events, in order.
@MainActor
final class Events {
    var log: [String] = []
}

struct Appearing: View {
    let events: Events
    let name: String
    var body: some View {
        Text(name)
            .onAppear { events.log.append("appear \(name)") }
            .onDisappear { events.log.append("disappear \(name)") }
    }
}

struct Appearances: View {
    let events: Events
    var names: [String]
    var body: some View {
        VStack { ForEach(names, id: \.self) { Appearing(events: events, name: $0) } }
    }
}

/// A task that runs until cancelled, recording both.
struct Working: View {
    let events: Events
    let id: Int
    var body: some View {
        Text("working \(id)").task(id: id) {
            events.log.append("start \(id)")
            await withTaskCancellationHandler {
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            } onCancel: {
                Task { @MainActor in events.log.append("cancel \(id)") }
            }
        }
    }
}

struct Shown<Content: View>: View {
    var shows: Bool
    let content: Content
    var body: some View { if shows { content } }
}

/// Waits (by yielding to the main actor's queue) until `condition` holds, or fails.
@MainActor
func eventually(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
    for _ in 0..<2000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
    XCTAssertTrue(condition(), "condition never held", file: file, line: line)
}

final class LifecycleTests: XCTestCase {
    @MainActor func testAppearAndDisappearFollowTheViews() async {
        let events = Events()
        let host = TestHost(Appearances(events: events, names: ["a", "b"]))
        XCTAssertEqual(events.log, ["appear a", "appear b"], "after the mount")
        host.update(Appearances(events: events, names: ["b", "c"]))
        host.settle()
        XCTAssertEqual(events.log, ["appear a", "appear b", "disappear a", "appear c"])
        host.close()
        XCTAssertEqual(events.log.suffix(2), ["disappear b", "disappear c"])
    }

    @MainActor func testOnChangeGetsTheOldAndNewValue() async throws {
        struct Watched: View {
            let events: Events
            @State var count = 0
            var body: some View {
                Button("\(count)") { count += 1 }
                    .onChange(of: count) { old, new in events.log.append("\(old)->\(new)") }
                    .onChange(of: count, initial: true) { events.log.append("changed") }
            }
        }
        let events = Events()
        let host = TestHost(Watched(events: events))
        XCTAssertEqual(events.log, ["changed"], "initial: true runs on appear")
        host.tap(try XCTUnwrap(host.find(text: "0")))
        host.tap(try XCTUnwrap(host.find(text: "0")))
        host.settle()
        XCTAssertEqual(events.log, ["changed", "0->2", "changed"], "two writes in one turn: one change")
        host.settle()
        XCTAssertEqual(events.log.count, 3)
    }

    @MainActor func testATaskIsCancelledWhenItsViewDisappears() async {
        let events = Events()
        let host = TestHost(Shown(shows: true, content: Working(events: events, id: 1)))
        await eventually { events.log == ["start 1"] }
        host.update(Shown(shows: false, content: Working(events: events, id: 1)))
        host.settle()
        await eventually { events.log == ["start 1", "cancel 1"] }
    }

    @MainActor func testATaskRestartsWhenItsIDChanges() async {
        let events = Events()
        let host = TestHost(Working(events: events, id: 1))
        await eventually { events.log == ["start 1"] }
        host.update(Working(events: events, id: 2))
        host.settle()
        await eventually { events.log.contains("start 2") && events.log.contains("cancel 1") }
        host.update(Working(events: events, id: 2))
        host.settle()
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(events.log.filter { $0.hasPrefix("start") }, ["start 1", "start 2"], "the same id keeps its task")
        host.close()
        await eventually { events.log.contains("cancel 2") }
    }
}
