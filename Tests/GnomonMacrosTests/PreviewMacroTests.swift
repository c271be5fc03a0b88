import GnomonMacrosPlugin
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import Testing

/// What `#Preview` writes: a constant record in the `gnomon_previews` section.
@Suite("#Preview's expansion")
struct PreviewMacroTests {
    private let macros: [String: Macro.Type] = ["Preview": PreviewMacro.self]

    @Test func aNamedPreviewWithTraitsBecomesARecord() {
        assertMacroExpansion(
            """
            #Preview("Empty", traits: .sizeThatFitsLayout, .landscapeLeft) {
                ContentView()
            }
            """,
            expandedSource: """
            @section("gnomon_previews") @used
            private nonisolated let __macro_local_7previewfMu_: GnomonCore.Preview.Record = (
                version: 1,
                make: { memory in
                    memory.initializeMemory(
                        as: GnomonCore.Preview.self,
                        to: GnomonCore.Preview("Empty", traits: [.sizeThatFitsLayout, .landscapeLeft], fileID: "TestModule/test.swift", line: 1, body: {
                                ContentView()
                            }))
                }
            )
            """,
            macros: macros)
    }

    @Test func anUnnamedPreviewWithItsBodyAsAnArgument() {
        assertMacroExpansion(
            """
            #Preview(body: { Text("Hi") })
            """,
            expandedSource: """
            @section("gnomon_previews") @used
            private nonisolated let __macro_local_7previewfMu_: GnomonCore.Preview.Record = (
                version: 1,
                make: { memory in
                    memory.initializeMemory(
                        as: GnomonCore.Preview.self,
                        to: GnomonCore.Preview(nil, traits: [], fileID: "TestModule/test.swift", line: 1, body: { Text("Hi") }))
                }
            )
            """,
            macros: macros)
    }

    @Test func aPreviewWithNoBodyIsAnError() {
        assertMacroExpansion(
            """
            #Preview("Nothing")
            """,
            expandedSource: "",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { ContentView() }", line: 1, column: 1)],
            macros: macros)
    }
}
