import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import Testing

/// `.keyboardType`, `.textContentType`, `.textInputAutocapitalization` and
/// `.autocorrectionDisabled` become the input purpose and hints GTK gives on-screen keyboards
/// and input methods.
@Suite("Text input traits") @MainActor
struct TextInputTraitsTests {
    @Test func eachFieldTellsInputMethodsWhatItIsFor() throws {
        let host = TestHost(SignUpForm())
        let field = { (placeholder: String) in host.findAll("GtkEntry").first { host.property(.placeholderText, of: $0) == placeholder } }
        let email = try #require(field("Email"))
        #expect(host.property(.inputPurpose, of: email) == .email)
        #expect(host.property(.inputHints, of: email) == InputHints(rawValue: "no-spellcheck"))
        let pin = try #require(field("PIN"))
        #expect(host.property(.inputPurpose, of: pin) == .pin, "the content type over the keyboard")
        let name = try #require(field("Name"))
        #expect(host.property(.inputPurpose, of: name) == .name)
        #expect(host.property(.inputHints, of: name) == InputHints(rawValue: "uppercase-words"))
        let about = try #require(host.findAll("GtkTextView").first)
        #expect(host.property(.inputPurpose, of: about) == .freeForm)
        #expect(host.property(.inputHints, of: about) == InputHints(rawValue: "no-spellcheck|uppercase-sentences"))
    }

    @Test func aPlainFieldHasGTKsDefaults() throws {
        let host = TestHost(TextField("Title", text: .constant("")))
        let field = try #require(host.findAll("GtkEntry").first)
        #expect(host.property(.inputPurpose, of: field) == .freeForm)
        #expect(host.property(.inputHints, of: field) == InputHints.none)
        #expect(!host.dump().contains("input-"), "defaults are not written")
    }
}

/// Entries whose GTK class takes no input purpose (GTK 4.8's search and password entries)
/// mount under the same modifiers, unchanged.
@Suite("Text input traits on other entries") @MainActor
struct OtherEntryInputTraitsTests {
    @Test func searchAndPasswordFieldsIgnoreThem() throws {
        let host = TestHost(
            NavigationStack {
                SecureField("Password", text: .constant(""))
                    .searchable(text: .constant(""))
            }
            .keyboardType(.numberPad)
            .textContentType(.password)
            .autocorrectionDisabled())
        #expect(host.findAll("GtkPasswordEntry").count == 1)
        #expect(host.findAll("GtkSearchEntry").count == 1)
    }
}
