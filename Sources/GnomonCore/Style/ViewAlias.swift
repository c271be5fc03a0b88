/// A placeholder view whose content an ancestor supplies with `.viewAlias(_:source:)`: a slot
/// in a style's configuration that keeps the real view's type, without `AnyView`.
///
/// ```swift
/// struct StepperViewStyleConfiguration {
///     struct Label: ViewAlias {}
///     var label: Label { Label() }
/// }
/// StepperViewBody(configuration: …).viewAlias(StepperViewStyleConfiguration.Label.self) { label }
/// ```
///
/// The nearest definition above the alias shows; with none, `defaultBody` (empty unless the
/// alias says otherwise). A definition whose source contains the alias resolves it to the
/// definition further out.
@MainActor @preconcurrency
public protocol ViewAlias: View where Body == Never {
    associatedtype DefaultBody: View = EmptyView
    /// What shows where no ancestor defines the alias.
    @ViewBuilder var defaultBody: DefaultBody { get }
}

extension ViewAlias where DefaultBody == EmptyView {
    public var defaultBody: EmptyView { EmptyView() }
}

extension View {
    /// Defines `alias` as `source` for the views inside this one.
    ///
    /// ```swift
    /// LabeledViewBody(configuration: configuration)
    ///     .viewAlias(LabeledViewStyleConfiguration.Label.self) { label }
    /// ```
    public func viewAlias<Alias: ViewAlias, Source: View>(
        _ alias: Alias.Type, @ViewBuilder source: () -> Source
    ) -> some View {
        modifier(ViewAliasSourceModifier(alias, source: source))
    }
}

/// Defines a view alias for its content; see `View.viewAlias(_:source:)`.
///
/// ```swift
/// content.modifier(ViewAliasSourceModifier(Header.self) { Text("Title") })
/// ```
public struct ViewAliasSourceModifier<Alias: ViewAlias, Source: View>: ViewModifier {
    let source: Source

    public init(_ alias: Alias.Type = Alias.self, @ViewBuilder source: () -> Source) {
        self.source = source()
    }

    public typealias Body = Never
}

extension ViewAliasSourceModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    /// Defining an alias as itself changes nothing.
    func write(into environment: inout EnvironmentValues) {
        guard Source.self != Alias.self else { return }
        let outer = environment[ViewAliasKey<Alias>.self]
        environment[ViewAliasKey<Alias>.self] = ViewAliasSourceBox(source, outer: outer)
    }
}

/// Where a view alias's definition lives in the environment: one key per alias type.
struct ViewAliasKey<Alias: ViewAlias>: EnvironmentKey {
    static var defaultValue: AnyViewAliasSource? { nil }
}

/// An alias's source view with its static type, and the definition it shadows. Immutable.
class AnyViewAliasSource: @unchecked Sendable {
    /// The definition further out, which an alias inside this source resolves to.
    let outer: AnyViewAliasSource?

    init(outer: AnyViewAliasSource?) {
        self.outer = outer
    }

    var sourceType: ObjectIdentifier { fatalError("abstract") }
    @MainActor func makeNode(parent: Node) -> Node { fatalError("abstract") }
    @MainActor func update(_ node: Node) { fatalError("abstract") }
    @MainActor func isUnary(in context: UnaryContext) -> Bool { fatalError("abstract") }
}

private final class ViewAliasSourceBox<Source: View>: AnyViewAliasSource, @unchecked Sendable {
    let source: Source

    init(_ source: Source, outer: AnyViewAliasSource?) {
        self.source = source
        super.init(outer: outer)
    }

    override var sourceType: ObjectIdentifier { ObjectIdentifier(Source.self) }
    @MainActor override func makeNode(parent: Node) -> Node { GnomonCore.makeNode(source, parent: parent) }
    @MainActor override func update(_ node: Node) { node.update(to: source) }
    @MainActor override func isUnary(in context: UnaryContext) -> Bool { GnomonCore.isUnary(Source.self, in: context) }
}

extension ViewAlias {
    static func makeAliasNode<V: View>(erased view: V, parent: Node) -> Node {
        ViewAliasNode(reinterpret(view, as: Self.self), parent: parent)
    }

    static func isAliasUnary(in context: UnaryContext) -> Bool {
        if let source = context.node.environmentForChildren[ViewAliasKey<Self>.self] {
            return source.isUnary(in: context)
        }
        return isUnary(DefaultBody.self, in: context)
    }
}

/// The node of a view alias: shows the nearest definition's source (which sees the
/// definitions further out), or the alias's default body. It depends on its alias's key: a new
/// source of the same type updates what it shows, one of another type replaces it.
@MainActor
final class ViewAliasNode<Alias: ViewAlias>: EnvironmentChoiceNode<Alias, AnyViewAliasSource?> {

    override func choose() -> (AnyViewAliasSource?, EnvironmentValues) {
        let definition = read(ViewAliasKey<Alias>.self)
        var environment = environment
        if let definition { environment[ViewAliasKey<Alias>.self] = definition.outer }
        return (definition, environment)
    }

    override func isSameKind(_ new: AnyViewAliasSource?, _ old: AnyViewAliasSource?) -> Bool {
        new?.sourceType == old?.sourceType
    }

    override func makeChild() -> Node {
        choice!?.makeNode(parent: self) ?? GnomonCore.makeNode(view.defaultBody, parent: self)
    }

    override func updateChild() {
        if let source = choice! { source.update(child!) } else { child!.update(to: view.defaultBody) }
    }
}

extension ViewAliasNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(Alias.self, qualified: false) }
}
