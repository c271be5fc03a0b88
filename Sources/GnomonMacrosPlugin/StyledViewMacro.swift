import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@StyledView`: for `struct X<…>: StyledView` with a `body`, writes `XStyleConfiguration`
/// (a view alias per view property, the other properties as they are), `XStyle`,
/// `XDefaultStyle` (the struct's own `body`), `XStyleModifier`, the styled view `XBody`, and
/// in the struct its initializers, `init(_ configuration:)` and `_styledBody`.
///
/// ```swift
/// @StyledView struct Card<Content: View>: StyledView { var content: Content; var body: some View { content } }
/// ```
public struct StyledViewMacro: MemberMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let view = read(declaration, at: node, in: context, diagnosing: true) else { return [] }
        return members(of: view).map { DeclSyntax(stringLiteral: $0) }
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let group = declaration.asProtocol(DeclGroupSyntax.self),
            let view = read(group, at: node, in: context, diagnosing: false)
        else { return [] }
        return peers(of: view).map { DeclSyntax(stringLiteral: $0) }
    }

    /// The struct, or nil when it is not one `@StyledView` can expand (which the member
    /// expansion reports, so the error shows once).
    private static func read(
        _ declaration: some DeclGroupSyntax, at node: AttributeSyntax, in context: some MacroExpansionContext,
        diagnosing: Bool
    ) -> StyledViewDeclaration? {
        do {
            return try StyledViewDeclaration(declaration)
        } catch {
            if diagnosing {
                context.diagnose(Diagnostic(node: node, message: MacroError(macro: "StyledView", message: "\(error)")))
            }
            return nil
        }
    }

    // MARK: - In the struct

    static func members(of view: StyledViewDeclaration) -> [String] {
        let access = view.access
        var members: [String] = []
        // The configuration's slots stand for the view properties.
        let whereClause = view.genericViewParameters.isEmpty
            ? "" : " where " + view.genericViewParameters.map { "\($0) == \(view.configuration).\($0)" }.joined(separator: ", ")
        let fromConfiguration = view.properties.map { property in
            if property.isView { return "self.\(property.name) = configuration.\(property.name)" }
            if property.isBinding { return "_\(property.name) = configuration.$\(property.name)" }
            return "self.\(property.name) = configuration.\(property.name)"
        }
        members.append("""
            \(access)init(_ configuration: \(view.configuration))\(whereClause) {
                \(fromConfiguration.joined(separator: "\n    "))
            }
            """)
        // Every property as a value, in order.
        members.append(initializer(view, access: access, parameters: view.properties, viewsAsBuilders: false))
        // View properties as view builders, last.
        if !view.viewProperties.isEmpty {
            members.append(initializer(
                view, access: access, parameters: view.valueProperties + view.viewProperties, viewsAsBuilders: true))
        }
        let arguments = view.valueProperties.map { "\($0.name): \($0.isBinding ? "$" : "")\($0.name)" }
        var styledBody = "\(view.body)(configuration: \(view.configuration)(\(arguments.joined(separator: ", "))))"
        for property in view.viewProperties {
            styledBody += "\n        .viewAlias(\(view.alias(of: property)).self) { \(property.name) }"
        }
        members.append("""
            \(access)var _styledBody: some View {
                \(styledBody)
            }
            """)
        return members
    }

    private static func initializer(
        _ view: StyledViewDeclaration, access: String, parameters: [StyledViewDeclaration.Property],
        viewsAsBuilders: Bool
    ) -> String {
        let declared = parameters.map { property -> String in
            if property.isView && viewsAsBuilders { return "@ViewBuilder \(property.name): () -> \(property.type)" }
            if property.isBinding { return "\(property.name): Binding<\(property.type)>" }
            if property.isClosure { return "\(property.name): @escaping \(property.type)" }
            return "\(property.name): \(property.type)\(property.isOptional ? " = nil" : "")"
        }
        let assignments = parameters.map { property -> String in
            if property.isView && viewsAsBuilders { return "self.\(property.name) = \(property.name)()" }
            if property.isBinding { return "_\(property.name) = \(property.name)" }
            return "self.\(property.name) = \(property.name)"
        }
        return """
            \(access)init(\(declared.joined(separator: ", "))) {
                \(assignments.joined(separator: "\n    "))
            }
            """
    }

    // MARK: - Beside the struct

    static func peers(of view: StyledViewDeclaration) -> [String] {
        let access = view.access
        var configuration: [String] = []
        for property in view.viewProperties {
            configuration.append("\(access)struct \(property.type): ViewAlias {}")
            configuration.append("\(access)var \(property.name): \(property.type) { \(property.type)() }")
        }
        for property in view.valueProperties {
            configuration.append(
                property.isBinding
                    ? "@Binding \(access)var \(property.name): \(property.type)"
                    : "\(access)var \(property.name): \(property.type)")
        }
        let parameters = view.valueProperties.map { property in
            property.isBinding
                ? "\(property.name): Binding<\(property.type)>"
                : "\(property.name): \(property.isClosure ? "@escaping " : "")\(property.type)"
        }
        let assignments = view.valueProperties.map { property in
            property.isBinding ? "_\(property.name) = \(property.name)" : "self.\(property.name) = \(property.name)"
        }
        if !view.valueProperties.isEmpty {
            configuration.append("""
                init(\(parameters.joined(separator: ", "))) {
                        \(assignments.joined(separator: "\n        "))
                    }
                """)
        }
        return [
            """
            /// What a `\(view.style)` is given: a view alias for each view of a `\(view.name)`, and its other properties.
            \(access)struct \(view.configuration) {
                \(configuration.joined(separator: "\n    "))
            }
            """,
            """
            /// The look of a `\(view.name)`.
            \(access)protocol \(view.style): ViewStyle where Configuration == \(view.configuration) {}
            """,
            """
            /// The look `\(view.name)`'s own `body` gives it.
            \(access)struct \(view.defaultStyle): \(view.style) {
                \(access)init() {}
                \(access)func makeBody(configuration: \(view.configuration)) -> some View {
                    _DefaultStyledView(\(view.styledType)(configuration))
                }
            }
            """,
            """
            /// Styles the `\(view.name)`s inside its content with `style`.
            \(access)struct \(view.modifier)<Style: \(view.style)>: ViewModifier {
                \(access)var style: Style
                \(access)init(_ style: Style) {
                    self.style = style
                }
                \(access)func body(content: Content) -> some View {
                    content.styledViewStyle(\(view.body).self, style: style)
                }
            }
            """,
            """
            /// A `\(view.name)` as its styles see it.
            \(access)struct \(view.body): ViewStyledView {
                \(access)var configuration: \(view.configuration)
                \(access)static var defaultStyle: \(view.defaultStyle) { \(view.defaultStyle)() }
            }
            """,
        ]
    }
}
