import Foundation
import Testing

/// A Swift string handed to C lives only for the call: a short one (15 bytes or fewer) is
/// copied to a buffer on the stack. GLib's `g_quark_from_static_string` and
/// `g_intern_static_string` keep the pointer for good, so GLib's quark table would hold a
/// dangling string, and a later lookup of another name could find the wrong quark — a widget's
/// data read as another's (it made a new `GnomonEffect` read garbage as its effect). Gnomon
/// uses the copying `g_quark_from_string` instead.
@Suite("C strings")
struct CStringLifetimeTests {
    @Test func noSourceHandsGLibAStringItKeepsWithoutCopying() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offending: [String] = []
        var swiftFiles = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            swiftFiles += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for function in ["g_quark_from_static_string(", "g_intern_static_string("] where text.contains(function) {
                offending.append("\(file.lastPathComponent): \(function)")
            }
        }
        #expect(swiftFiles > 100, "the sources were found")
        #expect(offending.isEmpty, "\(offending)")
    }
}
