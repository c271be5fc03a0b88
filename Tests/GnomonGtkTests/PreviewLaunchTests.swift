import Foundation
import XCTest

/// A tool asks an app for its previews through `GNOMON_PREVIEW`: the Counter sample lists its
/// `#Preview`, and opens it in a window of its own under the display.
final class PreviewLaunchTests: XCTestCase {
    private let counter = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Counter")

    private func launchCounter(preview: String, output: Pipe = Pipe(), errors: Pipe = Pipe()) throws -> Process {
        let process = Process()
        process.executableURL = counter
        process.environment = ProcessInfo.processInfo.environment.merging(["GNOMON_PREVIEW": preview]) { $1 }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return process
    }

    private func finish(_ process: Process, within seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            XCTFail("Counter did not end within \(seconds) s")
        }
    }

    /// The preview's name in the listing, and its place.
    private func counterPreview() throws -> (name: String, place: String) {
        let output = Pipe()
        let process = try launchCounter(preview: "list", output: output)
        finish(process, within: 30)
        XCTAssertEqual(process.terminationStatus, 0)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, text)
        let fields = try XCTUnwrap(lines.first).split(separator: "\t").map(String.init)
        XCTAssertEqual(fields.count, 2, text)
        return (fields[0], fields[1])
    }

    func testTheAppListsItsPreviewsWithoutStarting() throws {
        let preview = try counterPreview()
        XCTAssertTrue(preview.name.hasPrefix("CounterView.swift:"), preview.name)
        XCTAssertEqual(preview.place, "Counter/" + preview.name)
    }

    func testTheAppOpensAPreviewInAWindowTitledByIt() throws {
        let name = try counterPreview().name
        let process = try launchCounter(preview: name)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        search.arguments = ["search", "--sync", "--name", "^\(name)$"]
        let found = Pipe()
        search.standardOutput = found
        try search.run()
        finish(search, within: 30)
        let windows = String(decoding: found.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(search.terminationStatus, 0)
        XCTAssertEqual(windows.split(separator: "\n").count, 1, "one window titled \(name): \(windows)")
        XCTAssertTrue(process.isRunning)
    }

    func testAnUnknownPreviewEndsTheAppWithTheNamesThereAre() throws {
        let errors = Pipe()
        let process = try launchCounter(preview: "Nope", errors: errors)
        finish(process, within: 30)
        XCTAssertEqual(process.terminationStatus, 1)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(text.contains("No preview is named \"Nope\"; the previews are: \"CounterView.swift:"), text)
    }
}
