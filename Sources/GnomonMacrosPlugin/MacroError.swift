import SwiftDiagnostics

/// An error a macro reports at its use: `@StyledView` on something that is not a struct,
/// `#Preview` with no body.
struct MacroError: DiagnosticMessage {
    /// The macro's name, which names the diagnostic.
    let macro: String
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "GnomonMacros", id: macro) }
    var severity: DiagnosticSeverity { .error }
}
