import Foundation
import NotesViews
import XCTest

@testable import NotesCrashChild

/// Notes killed (`kill -9`) at random moments while it saves edit after edit, and launched
/// again: after every kill the file is valid and holds every edit the process said it had
/// saved, or that and the one it was saving. `GNOMON_NOTES_KILL_EDITS` sets how many edits in
/// all (`make soak` makes 1,000).
final class NotesKillTests: XCTestCase {
    func testTheFileSurvivesKillNineMidSave() throws {
        let total = ProcessInfo.processInfo.environment["GNOMON_NOTES_KILL_EDITS"].flatMap(Int.init) ?? 150
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let child = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("NotesCrashChild")
        let seed = UInt64.random(in: 0...UInt64.max)
        var model: [Note] = []  // the notes after `applied` edits
        var applied = 0
        var kills = 0
        var lostAtMostOne = 0
        while applied < total {
            let process = Process()
            process.executableURL = child
            process.arguments = [directory.path, String(seed), String(applied)]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let stopAt = applied + Int.random(in: 1...25)
            var lastSaved = applied - 1
            var pending = ""
            while lastSaved < stopAt {
                let data = output.fileHandleForReading.availableData
                guard !data.isEmpty else { break }  // it ended by itself
                pending += String(decoding: data, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    lastSaved = Int(pending[..<newline]) ?? lastSaved
                    pending.removeSubrange(...newline)
                }
            }
            usleep(UInt32.random(in: 0...3_000))  // somewhere in the next save
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            kills += 1
            // What it said it saved after we stopped reading.
            pending += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            for line in pending.split(separator: "\n", omittingEmptySubsequences: true) {
                if let index = Int(line) { lastSaved = index }  // a line cut by the kill is no number, or a smaller one
            }

            guard case .loaded(let contents) = NotesFile(directory: directory).load(movingAside: false) else {
                return XCTFail("after kill \(kills) (edit \(lastSaved) saved, seed \(seed)) the file is not valid")
            }
            for index in applied...max(applied, lastSaved) where index <= lastSaved {
                CrashEdit(seed: seed, index: index).apply(to: &model)
            }
            var withNext = model
            CrashEdit(seed: seed, index: lastSaved + 1).apply(to: &withNext)
            if contents.notes == model {
                applied = lastSaved + 1
            } else if contents.notes == withNext {
                model = withNext
                applied = lastSaved + 2
                lostAtMostOne += 1
            } else {
                let firstDifference = zip(contents.notes, model).first { $0 != $1 }.map { "\($0.0) ≠ \($0.1)" } ?? "none"
                return XCTFail("after kill \(kills) the file holds neither edit \(lastSaved)'s notes nor the next's (seed \(seed)): \(contents.notes.count) notes, expected \(model.count); \(firstDifference)")
            }
        }
        let temporaries = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertLessThanOrEqual(temporaries.count, 1, "a killed write's temporary file is removed by the next")
        print("Notes under kill -9: \(applied) edits, \(kills) kills, the file valid after each; \(lostAtMostOne) kills landed after a save it had not yet reported")
    }
}
