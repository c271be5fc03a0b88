import Foundation
import XCTest

/// What an app stores survives its relaunch: `StorageProbe` counts its launches with
/// `@AppStorage` and keeps words with `UserDefaults.standard` and `@SceneStorage`, in
/// `$XDG_CONFIG_HOME/org.gnomon.StorageProbe/defaults.plist`.
final class AppStorageRelaunchTests: XCTestCase {
    private let config = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-config-\(UUID().uuidString)")
    private var file: URL { config.appendingPathComponent("org.gnomon.StorageProbe/defaults.plist") }

    override func tearDown() {
        try? FileManager.default.removeItem(at: config)
    }

    /// Launches the probe until it quits: what it printed, and its standard error.
    private func launch() throws -> (output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("StorageProbe")
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("the probe did not quit within a minute")
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return (
            String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
            String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        )
    }

    func testWhatOneLaunchStoresTheNextReads() throws {
        XCTAssertEqual(try launch().output, "launches=1 previous=none window=new\n")
        XCTAssertEqual(try launch().output, "launches=2 previous=launch 1 window=launch 1\n")
        XCTAssertEqual(try launch().output, "launches=3 previous=launch 2 window=launch 2\n")
        let stored = try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any])
        XCTAssertEqual(stored["launches"] as? Int, 3)
        XCTAssertEqual(stored["lastLaunch"] as? String, "launch 3")
    }

    func testACorruptFileIsKeptAsideAndTheAppStartsAfresh() throws {
        XCTAssertEqual(try launch().output, "launches=1 previous=none window=new\n")
        try Data("<plist><dict><key>launches".utf8).write(to: file)
        let relaunch = try launch()
        XCTAssertEqual(relaunch.output, "launches=1 previous=none window=new\n")
        XCTAssertTrue(relaunch.errors.contains("is not a property list of settings; it was kept as defaults.plist.unreadable-"), relaunch.errors)
        let folder = file.deletingLastPathComponent()
        let aside = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasPrefix("defaults.plist.unreadable-") })
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(aside), encoding: .utf8), "<plist><dict><key>launches")
        XCTAssertEqual(try launch().output, "launches=2 previous=launch 1 window=launch 1\n", "the new file is kept")
    }
}
