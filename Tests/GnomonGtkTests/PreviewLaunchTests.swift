import Foundation
import XCTest

/// A tool asks an app for its previews through `GNOMON_PREVIEW`: SwiftUIProgramsApp lists the
/// `#Preview`s and `PreviewProvider`s of the programs it links, and opens one in a window of its
/// own under the display. (An executable that tests import, such as Counter, cannot use a
/// macro: SwiftPM builds such tests for the host, where it makes no executable testable.)
final class PreviewLaunchTests: XCTestCase {
    private let programs = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("SwiftUIProgramsApp")

    private func launchPrograms(preview: String, output: Pipe = Pipe(), errors: Pipe = Pipe()) throws -> Process {
        let process = Process()
        process.executableURL = programs
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
            XCTFail("SwiftUIProgramsApp did not end within \(seconds) s")
        }
    }

    /// The listing's lines: each preview's name and place.
    private func listing() throws -> [(name: String, place: String)] {
        let output = Pipe()
        let process = try launchPrograms(preview: "list", output: output)
        finish(process, within: 30)
        XCTAssertEqual(process.terminationStatus, 0)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return (fields.first ?? "", fields.count > 1 ? fields[1] : "")
        }
    }

    func testTheAppListsItsPreviewsWithoutStarting() throws {
        let previews = try listing()
        XCTAssertTrue(previews.contains { $0.name == "Quiz" && $0.place.hasPrefix("SwiftUIPrograms/Quiz.swift:") }, "\(previews)")
        XCTAssertTrue(previews.contains { $0.name == "StopCount_Previews" && $0.place == "PreviewProvider" }, "\(previews)")
    }

    func testTheAppOpensAPreviewInAWindowTitledByIt() throws {
        let name = "Quiz"
        let process = try launchPrograms(preview: name)
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
        let process = try launchPrograms(preview: "Nope", errors: errors)
        finish(process, within: 30)
        XCTAssertEqual(process.terminationStatus, 1)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(text.contains("No preview is named \"Nope\"; the previews are: \"Gradients\", \"Landmarks\", \"Landmark loading\", \"Meeting\", \"Edit Meeting\", \"Quiz\", "), text)
    }
}
