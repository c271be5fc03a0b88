import SwiftSyntax

/// What `@StyledView` reads of the struct it is attached to.
struct StyledViewDeclaration {
    /// One stored property.
    struct Property {
        let name: String
        let type: String
        /// Whether its type is one of the struct's generic `View` parameters: a view slot.
        let isView: Bool
        /// Whether it is `@Binding`: the initializers take a `Binding`, and store it in `_name`.
        let isBinding: Bool
        let isOptional: Bool
        let isClosure: Bool
    }

    let name: String
    /// `public `, `package `, … or empty: copied onto what the macro writes.
    let access: String
    let genericViewParameters: [String]
    let properties: [Property]

    var viewProperties: [Property] { properties.filter(\.isView) }
    var valueProperties: [Property] { properties.filter { !$0.isView } }

    enum Problem: Error, CustomStringConvertible {
        case notAStruct
        case notStyledView
        case unsupportedWrapper(String)
        case untyped(String)

        var description: String {
            switch self {
            case .notAStruct: "@StyledView applies to a struct"
            case .notStyledView: "@StyledView needs the struct to conform to StyledView"
            case .unsupportedWrapper(let name): "@StyledView supports @Binding and plain stored properties; '\(name)' has another wrapper"
            case .untyped(let name): "@StyledView needs the type of '\(name)' written out"
            }
        }
    }

    init(_ declaration: some DeclGroupSyntax) throws {
        guard let structure = declaration.as(StructDeclSyntax.self) else { throw Problem.notAStruct }
        let inherited = structure.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains("StyledView") else { throw Problem.notStyledView }
        name = structure.name.text
        access = structure.modifiers
            .first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text + " " } ?? ""
        genericViewParameters = structure.genericParameterClause?.parameters
            .filter { $0.inheritedType?.trimmedDescription == "View" }
            .map(\.name.text) ?? []
        var properties: [Property] = []
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            let wrappers = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                guard let type = binding.typeAnnotation?.type.trimmedDescription else { throw Problem.untyped(identifier) }
                if let other = wrappers.first(where: { $0 != "Binding" }) { throw Problem.unsupportedWrapper(other) }
                properties.append(Property(
                    name: identifier, type: type, isView: genericViewParameters.contains(type),
                    isBinding: wrappers.contains("Binding"),
                    isOptional: type.hasSuffix("?"),
                    isClosure: type.contains("->")))
            }
        }
        self.properties = properties
    }

    // MARK: - Names of what the macro writes

    var configuration: String { name + "StyleConfiguration" }
    var style: String { name + "Style" }
    var defaultStyle: String { name + "DefaultStyle" }
    var modifier: String { name + "StyleModifier" }
    var body: String { name + "Body" }

    /// The struct with each view parameter as its configuration's alias.
    var styledType: String {
        genericViewParameters.isEmpty
            ? name : "\(name)<\(genericViewParameters.map { "\(configuration).\($0)" }.joined(separator: ", "))>"
    }

    /// The view alias standing for a view property.
    func alias(of property: Property) -> String { "\(configuration).\(property.type)" }
}
