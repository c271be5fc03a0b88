import GnomonCore
import GnomonTesting
import XCTest

/// Strings crossing into GTK whole: what a user types into a field holding a NUL byte keeps
/// everything after it.
final class GtkStringBoundaryTests: XCTestCase {
    struct Titled: View {
        @State var title = "Ti\u{0}tle"
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                Text("Saved: \(title)")
            }
        }
    }

    @MainActor func testTypingInAFieldHoldingANulKeepsAllOfIt() async throws {
        let log = LogCapture(expecting: "NUL byte")
        let host = GtkTestHost(Titled())
        defer { host.close() }
        let field = host.findAll("GtkEntry")[0]
        XCTAssertEqual(host.property(.text, of: field), "Ti\u{2400}tle")
        host.focus(field)
        host.pressKey(.end, modifiers: [])
        host.typeOnKeyboard("s")
        host.settle()
        XCTAssertEqual(host.property(.text, of: field), "Ti\u{2400}tles", "nothing after the NUL was cut")
        XCTAssertNotNil(host.find(text: "Saved: Ti\u{2400}tles"))
        XCTAssertFalse(log.messages(containing: "NUL byte").isEmpty)
    }

    struct LongTitle: View {
        @State var title = String(repeating: "é", count: 50_000)  // 100,000 bytes
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                Text("\(title.count) characters")
            }
        }
    }

    /// A field cannot hold 100,000 bytes: it shows the start, cannot be edited, and says so;
    /// typing loses nothing (GTK used to cut the text to 65,534 bytes and drop the key).
    @MainActor func testAFieldGivenMoreThanItHoldsSaysSoAndLosesNothing() async throws {
        let log = LogCapture(expecting: "text field holds")
        let host = GtkTestHost(LongTitle())
        defer { host.close() }
        let field = host.findAll("GtkEntry")[0]
        XCTAssertEqual(host.property(.text, of: field)?.utf8.count, 65_534)
        XCTAssertEqual(host.property(.editable, of: field), false)
        host.focus(field)
        host.pressKey(.end, modifiers: [])
        host.typeOnKeyboard("x")
        host.settle()
        XCTAssertNotNil(host.find(text: "50000 characters"), "the whole title is kept")
        XCTAssertEqual(log.messages(containing: "text field holds").count, 1)
    }
}
