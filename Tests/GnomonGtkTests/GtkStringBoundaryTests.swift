import GnomonCore
import GnomonTesting
import XCTest

/// Strings crossing into GTK whole: what a user types into a field holding a NUL byte keeps
/// everything after it.
final class GtkStringBoundaryTests: XCTestCase {
    /// A title field over its state, and a caption made from the title.
    struct TitleForm: View {
        @State var title: String
        let caption: (String) -> String
        var body: some View {
            VStack {
                TextField("Title", text: $title)
                Text(caption(title))
            }
        }
    }

    @MainActor func testTypingInAFieldHoldingANulKeepsAllOfIt() async throws {
        let log = LogCapture(expecting: "NUL byte")
        let host = GtkTestHost(TitleForm(title: "Ti\u{0}tle") { "Saved: \($0)" })
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

    /// A field cannot hold 100,000 bytes: it shows the start, cannot be edited, and says so;
    /// typing loses nothing (GTK used to cut the text to 65,534 bytes and drop the key).
    @MainActor func testAFieldGivenMoreThanItHoldsSaysSoAndLosesNothing() async throws {
        let log = LogCapture(expecting: "text field holds")
        let host = GtkTestHost(TitleForm(title: String(repeating: "é", count: 50_000)) { "\($0.count) characters" })  // 100,000 bytes
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
