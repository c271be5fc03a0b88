import Foundation
import XCTest

/// Swift concurrency in a real GTK app: runs the ConcurrencyProbe app (a Gnomon app under
/// GtkApplication) and checks that main-actor work enqueued while the GLib loop slept ran within
/// one loop iteration — counted, not timed.
final class GtkConcurrencyTests: XCTestCase {
    func testMainActorWorkRunsInsideTheGLibLoop() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("ConcurrencyProbe")
        let process = Process()
        process.executableURL = probe
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("the probe did not finish within a minute")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        print(text)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(lines.filter { $0.hasPrefix("PASS") }.count, 7, text)
        XCTAssertEqual(lines.last, "all passed")
        for line in lines where line.contains("iterations=") {
            XCTAssertTrue(line.hasSuffix("iterations=0") || line.hasSuffix("iterations=1"), line)
        }
    }

    /// `make test` runs GTK tests and samples with `G_DEBUG=fatal-criticals`: a GTK critical
    /// aborts the process, so no test passes over one.
    func testGtkCriticalsAbort() throws {
        let environment = ProcessInfo.processInfo.environment
        XCTAssertEqual(environment["G_DEBUG"], "fatal-criticals", "run GTK tests with make test-gtk")
        XCTAssertEqual(environment["SWIFT_BACKTRACE"], "enable=no", "Swift's backtracer would swallow GLib's SIGTRAP")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("ConcurrencyProbe")
        process.arguments = ["--emit-critical"]
        process.standardError = Pipe()
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "a critical did not abort the probe")
    }

    /// An app quitting with an update pending and tasks running ends cleanly: its tasks are
    /// cancelled, finish what they do on cancellation (each writes a line), and the app exits
    /// with 0 and no critical.
    func testQuittingWithWorkPendingEndsCleanly() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-quit-\(getpid()).txt")
        try? FileManager.default.removeItem(at: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("ConcurrencyProbe")
        process.environment = ProcessInfo.processInfo.environment.merging(["PROBE_QUIT_FILE": file.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            return XCTFail("the app did not quit")
        }
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationReason, .exit, stderr)
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        let lines = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").sorted() ?? []
        XCTAssertEqual(lines, ["cancelled 0", "cancelled 1", "cancelled 2"], stderr)
        XCTAssertFalse(stderr.contains("CRITICAL") || stderr.contains("still ran"), stderr)
    }
}
