import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// Expected warnings are recorded for the test and kept out of its output; any other message
/// is recorded and still printed.
final class LogCaptureTests: XCTestCase {
    /// Duplicate ids (expected) and a line limit of zero (not expected).
    struct TwoProblems: View {
        var body: some View {
            VStack {
                ForEach([7, 7], id: \.self) { Text("\($0)") }
                Text("limited").lineLimit(0)
            }
        }
    }

    @MainActor func testOnlyExpectedMessagesAreKeptOutOfTheOutput() async {
        let log = LogCapture(expecting: "same id")
        let printed = standardError { _ = TestHost(TwoProblems()) }
        XCTAssertEqual(log.messages.count, 2, "both were recorded")
        XCTAssertEqual(log.messages(containing: "same id").count, 1)
        XCTAssertEqual(log.messages(containing: "lineLimit(0)").count, 1)
        XCTAssertFalse(printed.contains("same id"), printed)
        XCTAssertTrue(printed.contains("lineLimit(0) must be at least 1"), "the unexpected warning printed: \(printed)")
    }

    @MainActor func testAStoppedOrReleasedCaptureNoLongerRecordsOrHides() async {
        var released: LogCapture? = LogCapture(expecting: "same id")
        released = nil
        let stopped = LogCapture(expecting: "same id")
        stopped.stop()
        stopped.stop()
        let printed = standardError { _ = TestHost(ForEach([1, 1], id: \.self) { Text("\($0)") }) }
        XCTAssertNil(released)
        XCTAssertEqual(stopped.messages, [])
        XCTAssertTrue(printed.contains("same id"), "with no capture expecting it, it printed: \(printed)")
    }

    @MainActor func testNestedCapturesEachRecord() async {
        let outer = LogCapture()
        let inner = LogCapture(expecting: "same id")
        let printed = standardError { _ = TestHost(ForEach([2, 2], id: \.self) { Text("\($0)") }) }
        inner.stop()
        XCTAssertEqual(outer.messages, inner.messages)
        XCTAssertEqual(inner.messages.count, 1)
        XCTAssertEqual(printed, "", "one capture expecting it is enough to keep it out")
    }

    /// What `body` writes to standard error (file descriptor 2).
    private func standardError(during body: () -> Void) -> String {
        fflush(nil)  // every stream, standard error among them
        let saved = dup(2)
        var pipe: [Int32] = [0, 0]
        precondition(Glibc.pipe(&pipe) == 0)
        dup2(pipe[1], 2)
        close(pipe[1])
        body()
        fflush(nil)  // every stream, standard error among them
        dup2(saved, 2)
        close(saved)
        let output = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true).readDataToEndOfFile()
        return String(decoding: output, as: UTF8.self)
    }
}
