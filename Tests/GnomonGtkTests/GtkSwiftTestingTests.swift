import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// GTK under Swift Testing: its runner's main actor is a libdispatch worker thread, where GTK
/// cannot run, so `GtkTestHost` stops at once and says how to run GTK tests instead of
/// crashing somewhere inside GTK. The exit test runs it in a child process.
@Test func gtkTestHostUnderSwiftTestingSaysHowToRunGtkTests() async throws {
    let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = GtkTestHost(Text("unreachable")) }
        })
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("GtkTestHost needs GTK's thread"))
    #expect(message.contains("Write GTK tests as XCTestCase methods"))
}
