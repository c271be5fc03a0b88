import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import XCTest

/// The real GtkEntry and GtkTextView take the input purpose and hints (a GTK enum and flags)
/// the form's modifiers give them.
final class GtkTextInputTraitsTests: XCTestCase {
    @MainActor func testTheWidgetsHoldThePurposeAndHints() async throws {
        let host = GtkTestHost(SignUpForm())
        let entries = host.findAll("GtkEntry")
        let email = try XCTUnwrap(entries.first { host.property(.placeholderText, of: $0) == "Email" })
        XCTAssertEqual(host.property(.inputPurpose, of: email), .email)
        XCTAssertEqual(host.property(.inputHints, of: email), InputHints(rawValue: "no-spellcheck"))
        let pin = try XCTUnwrap(entries.first { host.property(.placeholderText, of: $0) == "PIN" })
        XCTAssertEqual(host.property(.inputPurpose, of: pin), .pin)
        let about = try XCTUnwrap(host.findAll("GtkTextView").first)
        XCTAssertEqual(host.property(.inputHints, of: about), InputHints(rawValue: "no-spellcheck|uppercase-sentences"))
    }
}
