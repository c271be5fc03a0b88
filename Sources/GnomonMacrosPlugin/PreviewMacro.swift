import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: writes a `Preview.Record` into the `gnomon_previews` section, where
/// `Preview.all` finds it. The record is a constant (a version and a C function), so the
/// linker gathers it from every file; the `Preview` itself, with the name, traits, place and
/// body written at the macro, is made only when the function runs.
///
/// ```swift
/// #Preview("Empty", traits: .sizeThatFitsLayout) { ContentView() }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var arguments = Array(node.arguments)
        let body: ExprSyntax
        if let closure = node.trailingClosure {
            body = ExprSyntax(closure)
        } else if let index = arguments.lastIndex(where: { $0.label?.text == "body" }) {
            body = arguments.remove(at: index).expression
        } else {
            context.diagnose(Diagnostic(node: node, message: MacroError(macro: "Preview", message: "#Preview needs a body: #Preview { ContentView() }")))
            return []
        }
        var name: ExprSyntax = "nil"
        if let first = arguments.first, first.label == nil {
            name = first.expression
            arguments.removeFirst()
        }
        // `traits:` and the unlabeled traits after it.
        let traits = arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let fileID = location.map { $0.file } ?? "nil"
        let line = location.map { $0.line } ?? "nil"
        let record = context.makeUniqueName("preview")
        return [
            """
            @section("gnomon_previews") @used
            private nonisolated let \(record): GnomonCore.Preview.Record = (
                version: 1,
                make: { memory in
                    memory.initializeMemory(
                        as: GnomonCore.Preview.self,
                        to: GnomonCore.Preview(\(name), traits: [\(raw: traits)], fileID: \(fileID), line: \(line), body: \(body)))
                }
            )
            """
        ]
    }
}
