import Foundation
import XCTest

/// The Screens sample as GNOME launches it, in processes of its own: a link opened while it runs
/// goes to the running app over D-Bus (GApplication's single instance), which routes it; a
/// second launch opens no window of its own; a link the map does not know is logged and changes
/// nothing.
final class ScreensLaunchTests: XCTestCase {
    private let config = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-screens-\(UUID().uuidString)")

    override func tearDown() {
        try? FileManager.default.removeItem(at: config)
    }

    private func screens(_ arguments: [String] = []) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Screens")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 }
        return process
    }

    /// The X windows titled `title` exactly, as the X server has them.
    private func windows(titled title: String) -> [String] {
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        search.arguments = ["search", "--name", "^\(NSRegularExpression.escapedPattern(for: title))$"]
        let output = Pipe()
        search.standardOutput = output
        search.standardError = FileHandle.nullDevice
        guard (try? search.run()) != nil else { return [] }
        search.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func waitForWindow(titled title: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !windows(titled: title).isEmpty { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// Runs `process` until it exits, for up to `seconds`; its status.
    private func runToExit(_ process: Process, seconds: Double = 20) throws -> Int32? {
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard !process.isRunning else {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    func testALinkOpenedWhileTheAppRunsGoesToTheRunningApp() throws {
        let running = screens()
        let errors = Pipe()
        running.standardError = errors
        try running.run()
        defer { if running.isRunning { running.terminate() } }
        XCTAssertTrue(waitForWindow(titled: "Welcome"), "the launch screen moved on to the welcome screen")

        // A second launch with a link hands it to the first and exits.
        XCTAssertEqual(try runToExit(screens(["screens://match/2/team/Northfield"])), 0)
        XCTAssertTrue(waitForWindow(titled: "Northfield"), "the running app routed the link to the team pushed on the match")
        XCTAssertTrue(windows(titled: "Welcome").isEmpty, "no second window: the one window moved on")

        // A link the map does not know: logged by the running app, which stays where it was.
        XCTAssertEqual(try runToExit(screens(["screens://nowhere/1"])), 0)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(windows(titled: "Northfield").count, 1)

        running.terminate()
        running.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(log.contains("Deep link screens://nowhere/1: no screen of the map answers it"), log)
    }

    func testALaunchWithALinkOpensOnTheScreenItLeadsTo() throws {
        let running = screens(["screens://club/Old%20Town"])
        try running.run()
        defer { if running.isRunning { running.terminate() } }
        XCTAssertTrue(waitForWindow(titled: "Old Town"), "the club's sheet, presented over the clubs tab")
        XCTAssertTrue(waitForWindow(titled: "Clubs"), "the window under it, on the clubs tab")
    }
}
