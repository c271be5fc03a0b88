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

    /// `make previews`: every preview drawn light and dark in one process, on one page; a
    /// preview that crashes the process is reported there, and a new process draws the rest.
    func testRenderingPreviewsReportsACrashAndDrawsTheOthers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/render-previews")
        let process = Process()
        process.executableURL = script.standardizedFileURL
        process.arguments = [programs.path, directory.path]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GNOMON_TEST_PREVIEW_CRASH": "1", "SWIFT_BACKTRACE": "enable=no", "XDG_CONFIG_HOME": directory.path,
        ]) { $1 }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        finish(process, within: 120)
        XCTAssertEqual(process.terminationStatus, 1, "a crashed preview fails the run")

        let names = try listing().map(\.name)
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("\(names.count) previews, \(names.count - 1) drawn, 1 not"), page)
        XCTAssertTrue(page.contains("in 2 processes"), "a second process went on after the crash")
        XCTAssertTrue(page.contains("<strong>crashed</strong>: exit status"), page)
        XCTAssertTrue(page.contains("this preview crashes, as the test asked"), "the crash's message is on the page")
        let progress = try String(contentsOf: directory.appendingPathComponent("previews.tsv"), encoding: .utf8)
        let drawn = progress.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }.filter { $0.first == "drawn" }
        XCTAssertEqual(drawn.count, names.count - 1)
        for fields in drawn {
            for file in fields[2...3] {
                let png = try Data(contentsOf: directory.appendingPathComponent(String(file)))
                XCTAssertEqual(png.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "\(file)")
                XCTAssertTrue(page.contains("src=\"\(file)\""), "the page shows \(file)")
            }
        }
        let crashed = try XCTUnwrap(names.firstIndex(of: "Crashes when asked"))
        XCTAssertFalse(drawn.contains { $0[1] == "\(crashed)" })
    }
}
