import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind `GnomonMacros`.
@main
struct GnomonMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [StyledViewMacro.self, PreviewMacro.self]
}
