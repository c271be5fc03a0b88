/// A reusable change to a view.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(12).styleClass("card")
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to, as seen from inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; Gnomon applies them directly.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// A modifier Gnomon applies with its own kind of node instead of a `body`.
@MainActor
protocol PrimitiveModifier: ViewModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node
}

extension PrimitiveModifier {
    fileprivate static func makeNode<M, Content: View>(erased modifier: M, content: Content, parent: Node) -> Node {
        makeNode(reinterpret(modifier, as: Self.self), content: content, parent: parent)
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            return primitive.makeNode(erased: view.modifier, content: view.content, parent: parent)
        }
        return ModifierBodyNode(view, parent: parent)
    }

    /// A built-in modifier applies to each view its content produces, so the count is the
    /// content's. A modifier body is analysed with its `content` standing for the content.
    static func isUnary(in context: UnaryContext) -> Bool {
        let contentIsUnary = GnomonCore.isUnary(Content.self, in: context)
        if Modifier.self is any PrimitiveModifier.Type { return contentIsUnary }
        var bodyContext = context
        bodyContext.placeholders[ObjectIdentifier(Modifier.self)] = contentIsUnary
        return GnomonCore.isUnary(Modifier.Body.self, in: bodyContext)
    }
}

/// The node of a modifier with a body: evaluates `body(content:)`, where `content` stands for
/// the modified view.
///
/// When only the modified view changes, the body is not evaluated again: the nodes showing
/// `content` take the new view directly.
@MainActor
final class ModifierBodyNode<Content: View, Modifier: ViewModifier>: BodyNode {
    private var modifier: Modifier
    /// The modified view, shown wherever the body uses its `content`.
    private(set) var content: Content
    /// The nodes showing `content` in the body (descendants, which register themselves).
    private var contentNodes: [Node] = []
    private let modifierEquality = ViewEquality.plan(for: Modifier.self)
    private let contentEquality = ViewEquality.plan(for: Content.self)

    init(_ view: ModifiedContent<Content, Modifier>, parent: Node) {
        modifier = view.modifier
        content = view.content
        super.init(parent: parent, properties: DynamicPropertyStorage(for: Modifier.self))
        updateChildWithBody()
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, Modifier>.self)
        let oldContent = content
        content = view.content
        if isDirty || !ViewEquality.areEqual(modifier, view.modifier, plan: modifierEquality) {
            modifier = view.modifier
            rerenderWithNewValue()
        } else if !ViewEquality.areEqual(oldContent, content, plan: contentEquality) {
            for node in contentNodes { node.update(to: _ViewModifier_Content<Modifier>()) }
        }
    }

    override func updateChildWithBody() {
        applyBody(evaluateBody(linking: &modifier, type: Modifier.self) { $0.body(content: _ViewModifier_Content()) })
    }

}

extension ModifierBodyNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(Modifier.self, qualified: false) }
}

/// The modified view, as a modifier's `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ModifierContentNode<Modifier>(parent: parent)
    }

    /// As unary as the content it stands for.
    static func isUnary(in context: UnaryContext) -> Bool {
        if let known = context.placeholders[ObjectIdentifier(Modifier.self)] { return known }
        return contentSource(of: Modifier.self, above: context.node)?.contentIsUnary ?? false
    }
}

/// The node evaluating the body in which a `content` of `modifier` mounted under `node` was
/// written. The search is lexical: inside the content a modifier shows, `content` belongs to
/// an enclosing body, so the search skips past that modifier.
@MainActor
private func contentSource<M: ViewModifier>(of modifier: M.Type, above node: Node) -> (any ModifierContentSource)? {
    var current: Node? = node
    while let node = current {
        if let shown = node as? ModifierContentNode<M> {
            current = shown.source.parent
            continue
        }
        if let source = node as? any ModifierContentSource, source.modifierType == M.self {
            return source
        }
        current = node.parent
    }
    return nil
}

/// Shows the content of the nearest enclosing modifier of type `Modifier`.
@MainActor
final class ModifierContentNode<Modifier: ViewModifier>: SingleChildNode {
    /// The modifier body node whose content this shows; an ancestor.
    unowned(unsafe) let source: any ModifierContentSource

    override init(parent: Node) {
        guard let source = contentSource(of: Modifier.self, above: parent) else {
            preconditionFailure("\(Modifier.self).Content used outside body(content:)")
        }
        self.source = source
        super.init(parent: parent)
        source.register(contentNode: self)
        child = source.makeContentNode(parent: self)
    }

    override func update<V: View>(to view: V) {
        source.updateContentNode(child!)
    }

    override func unmount() {
        source.unregister(contentNode: self)
        super.unmount()
    }
}

/// A node that evaluates a modifier body and provides the modified content to it.
@MainActor
protocol ModifierContentSource: Node {
    /// The type of the modifier whose body this node evaluates.
    var modifierType: Any.Type { get }
    /// Whether the modified content is always at most one widget.
    var contentIsUnary: Bool { get }
    func makeContentNode(parent: Node) -> Node
    func updateContentNode(_ node: Node)
    func register(contentNode: Node)
    func unregister(contentNode: Node)
}

extension ModifierBodyNode: ModifierContentSource {
    var modifierType: Any.Type { Modifier.self }
    var contentIsUnary: Bool { isUnary(Content.self, in: UnaryContext(node: parent!)) }
    func makeContentNode(parent: Node) -> Node { makeNode(content, parent: parent) }
    func updateContentNode(_ node: Node) { node.update(to: content) }
    func register(contentNode: Node) { contentNodes.append(contentNode) }
    func unregister(contentNode: Node) { contentNodes.removeAll { $0 === contentNode } }
}
