import GnomonCore
import GnomonTesting
import XCTest

/// `TextField(_:value:format:)` in a GTK window, driven by real keys: what the user types
/// stays as typed, Tab out of the field or Enter gives the value, text that does not parse
/// shows the last good value again.
final class GtkFormattedFieldTests: XCTestCase {
    struct Bill: View {
        @State private var amount = 20.0
        @State private var guests = 2
        var body: some View {
            VStack {
                TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
                TextField("Guests", value: $guests, format: .number)
                Text("Each pays \(amount / Double(guests), specifier: "%.2f")")
            }
        }
    }

    @MainActor func testTypedTextBecomesTheValueWhenTheUserTabsOutOrPressesEnter() async throws {
        let host = GtkTestHost(Bill())
        defer { host.close() }
        let amount = host.findAll("GtkEntry")[0], guests = host.findAll("GtkEntry")[1]
        XCTAssertEqual(host.property(.text, of: amount), "20.00")

        host.focus(amount)
        host.pressKey("a", modifiers: .control)
        host.typeOnKeyboard("30.5")
        host.settle()
        XCTAssertEqual(host.property(.text, of: amount), "30.5", "typed text is not reformatted under the user")
        XCTAssertNotNil(host.find(text: "Each pays 10.00"), "the value waits for the user to finish")

        host.pressKey(.tab, modifiers: [])
        host.settle()
        XCTAssertEqual(host.focusedWidget, guests)
        XCTAssertEqual(host.property(.text, of: amount), "30.50")
        XCTAssertNotNil(host.find(text: "Each pays 15.25"))

        host.pressKey("a", modifiers: .control)
        host.typeOnKeyboard("five")
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertEqual(host.property(.text, of: guests), "2", "text that does not parse shows the last good value")
        host.pressKey("a", modifiers: .control)
        host.typeOnKeyboard("5")
        host.pressKey(.return, modifiers: [])
        host.settle()
        XCTAssertNotNil(host.find(text: "Each pays 6.10"))
    }
}
