import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// How many of the GObjects handed to `watch(_:)` GTK has finalized.
@MainActor
final class FinalizationCounter {
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var finalized: Int { counter.pointee }

    init() { counter.initialize(to: 0) }
    isolated deinit { counter.deallocate() }

    func watch(_ object: UnsafeMutableRawPointer) {
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
            data!.assumingMemoryBound(to: Int.self).pointee += 1
        }, counter)
    }
}

/// Counts the tasks that saw their cancellation.
@MainActor
final class TaskEnds {
    var cancelled = 0
}

/// Widgets with signal handlers, state behind bindings, and a task running until cancelled.
struct HandlersAndTask: View {
    let ends: TaskEnds
    @State private var on = false
    @State private var name = ""
    @State private var taps = 0

    var body: some View {
        VStack {
            Toggle("On", isOn: $on)
            TextField("Name", text: $name)
            Button("Tapped \(taps)") { taps += 1 }
            Text("working").task {
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(2)) }
                ends.cancelled += 1
            }
        }
    }
}

private struct MissingWidget: Error {}

/// A `GtkTestHost` released without `close()` tears everything down as `close()` does: its
/// window finalized, every widget, GObject and signal closure freed, its tasks cancelled, and
/// nothing left for the main loop. These run, as every GTK test does, with criticals fatal.
final class GtkHostReleaseTests: XCTestCase {
    @MainActor private struct Counts: Equatable {
        var widgets = GtkHost.liveWidgetCount
        var objects = GtkHost.liveObjectCount
        var handlers = GtkHost.liveSignalHandlerCount
        var toplevels = Int(g_list_model_get_n_items(gtk_window_get_toplevels()))
    }

    /// The window `host` shows.
    @MainActor private func window(of host: GtkTestHost, showing text: String) throws -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(gtk_widget_get_root(host.widgetPointer(try XCTUnwrap(host.find(text: text)))))
    }

    @MainActor func testHostsDroppedInALoopFinalizeEverything() async throws {
        GtkTestHost.initializeGtk()
        let before = Counts()
        let windows = FinalizationCounter()
        let ends = TaskEnds()
        for _ in 0..<20 {
            let host = GtkTestHost(HandlersAndTask(ends: ends))
            windows.watch(try window(of: host, showing: "Tapped 0"))
            host.tap(try XCTUnwrap(host.findAll("GtkCheckButton").first))
            host.type("typed", into: try XCTUnwrap(host.findAll("GtkEntry").first))
            host.tap(try XCTUnwrap(host.find(text: "Tapped 0")))
            host.settle()
            XCTAssertNotNil(host.find(text: "Tapped 1"))
        }
        XCTAssertEqual(windows.finalized, 20, "every window was finalized")
        XCTAssertEqual(Counts(), before, "every widget, GObject and signal closure was freed")
        XCTAssertEqual(g_main_context_pending(nil), 0, "nothing was left for the main loop")
        for _ in 0..<500 where ends.cancelled < 20 { try? await Task.sleep(for: .milliseconds(2)) }
        XCTAssertEqual(ends.cancelled, 20, "every task saw its cancellation and ended")
    }

    /// Runs `body`, which makes a host, shows it in a window it hands to `watch`, and throws
    /// with the host still in scope; checks that the error left everything torn down.
    @MainActor private func assertTornDown(
        whenThrowing body: (_ watch: (GtkTestHost, String) throws -> Void) throws -> Void,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        GtkTestHost.initializeGtk()
        let before = Counts()
        let windows = FinalizationCounter()
        XCTAssertThrowsError(try body { host, text in windows.watch(try window(of: host, showing: text)) }) { error in
            XCTAssertTrue(error is MissingWidget, "\(error)", file: file, line: line)
        }
        XCTAssertEqual(windows.finalized, 1, "the window was finalized", file: file, line: line)
        XCTAssertEqual(Counts(), before, file: file, line: line)
    }

    @MainActor func testAHostDroppedAfterAFailedFindIsTornDown() async {
        assertTornDown { watch in
            let host = GtkTestHost(HandlerRows(ids: [1, 2]))
            try watch(host, "Row 1")
            guard host.find(text: "not there") != nil else { throw MissingWidget() }
        }
    }

    /// The error leaves the test; the host made before it is torn down on the way out.
    @MainActor func testAHostInAThrowingTestIsTornDownWhenTheErrorPropagates() async {
        assertTornDown { watch in
            let host = GtkTestHost(HandlerRows(ids: [1]))
            try watch(host, "Row 1")
            host.update(HandlerRows(ids: [1, 2, 3]))
            host.settle()
            throw MissingWidget()
        }
    }

    /// Two windows presented at once: dropping one leaves the other open and working.
    @MainActor func testDroppingOneOfTwoOpenWindowsLeavesTheOther() async throws {
        GtkTestHost.initializeGtk()
        let before = Counts()
        let windows = FinalizationCounter()
        var first: GtkTestHost? = GtkTestHost(HandlerRows(ids: [1]))
        let second = GtkTestHost(HandlersAndTask(ends: TaskEnds()))
        windows.watch(try window(of: first!, showing: "Row 1"))
        windows.watch(try window(of: second, showing: "Tapped 0"))
        XCTAssertEqual(Counts().toplevels, before.toplevels + 2)
        first = nil
        XCTAssertEqual(windows.finalized, 1)
        XCTAssertEqual(Counts().toplevels, before.toplevels + 1)
        second.tap(try XCTUnwrap(second.find(text: "Tapped 0")))
        second.settle()
        XCTAssertNotNil(second.find(text: "Tapped 1"), "the window left open still updates")
        second.close()
        XCTAssertEqual(windows.finalized, 2)
        XCTAssertEqual(Counts(), before)
    }

    /// A host whose view closed its own window (with `dismiss`), then released, and one
    /// closed twice, then released.
    @MainActor func testReleasingAClosedHostDoesNothingMore() async throws {
        struct Closing: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        GtkTestHost.initializeGtk()
        let before = Counts()
        var dismissed: GtkTestHost? = GtkTestHost(Closing())
        dismissed!.tap(try XCTUnwrap(dismissed!.find(text: "Close")))
        dismissed!.settle()
        XCTAssertTrue(dismissed!.isClosed)
        dismissed = nil
        var closed: GtkTestHost? = GtkTestHost(Closing())
        closed!.close()
        closed!.close()
        closed = nil
        XCTAssertEqual(Counts(), before)
    }
}
