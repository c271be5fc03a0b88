/// A piece of user interface, described as a value.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         Text("Hello, \(name)!")
///     }
/// }
/// ```
///
/// Gnomon evaluates `body` into its shadow tree and keeps real GTK widgets in step with it.
/// Views Gnomon implements itself (`Text`, `VStack`, …) have `Body == Never`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension View where Body == Never {
    /// Primitive views have no body; Gnomon handles them directly.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension Never: View {
    public typealias Body = Never

    /// `Never` is the body type of primitive views and scenes; there is never a value of it.
    public var body: Never { fatalError("Never has no body") }
}

/// A view Gnomon implements with its own kind of node instead of a `body`.
///
/// Built-in views conform internally, so the public `View` protocol has nothing but `body`.
/// Which kind of node a view gets is decided once, when its node is created.
@MainActor
protocol PrimitiveView: View {
    /// Creates the node for `view` under `parent`. The node's widgets are created but not yet
    /// attached to the container; the caller attaches them (`Node.attach(after:)`).
    static func makeNode(_ view: Self, parent: Node) -> Node
    /// Whether this view always produces at most one widget. Single-child containers (a
    /// button's label, a scroll view, a window) wrap content that may produce more in an
    /// implicit stack, as SwiftUI does.
    static func isUnary(in context: UnaryContext) -> Bool
}

extension Never: PrimitiveView {
    static func makeNode(_ view: Never, parent: Node) -> Node {}
    static func isUnary(in context: UnaryContext) -> Bool { true }
}

extension PrimitiveView {
    fileprivate static func makeNode<V: View>(erased view: V, parent: Node) -> Node {
        makeNode(reinterpret(view, as: Self.self), parent: parent)
    }
}

/// Creates the node for any view: its own kind for primitives, styled views (`ViewStyledView`,
/// `StyledView`) and view aliases (public protocols, which cannot refine the internal
/// `PrimitiveView`), a `CompositeNode` (which evaluates `body`) for everything else.
@MainActor
func makeNode<V: View>(_ view: V, parent: Node) -> Node {
    switch NodeKind.of(V.self) {
    case .primitive(let primitive): primitive.makeNode(erased: view, parent: parent)
    case .styled(let styled): styled.makeStyledNode(erased: view, parent: parent)
    case .alias(let alias): alias.makeAliasNode(erased: view, parent: parent)
    case .styledRoot(let styled): styled.makeStyledRootNode(erased: view, parent: parent)
    case .representable(let representable): representable.makeRepresentableNode(erased: view, parent: parent)
    case .composite: CompositeNode(view, parent: parent)
    }
}

/// Which kind of node a view type gets, found once per type: asking the runtime whether a
/// type conforms costs more than creating a small node, and a composite view's type is asked
/// about four protocols.
@MainActor
private enum NodeKind {
    case primitive(any PrimitiveView.Type)
    case styled(any ViewStyledView.Type)
    case alias(any ViewAlias.Type)
    case styledRoot(any StyledView.Type)
    case representable(any WidgetRepresentable.Type)
    case composite

    private static var known: [ObjectIdentifier: NodeKind] = [:]

    static func of(_ type: any View.Type) -> NodeKind {
        let key = ObjectIdentifier(type)
        if let kind = known[key] { return kind }
        let kind: NodeKind =
            if let primitive = type as? any PrimitiveView.Type { .primitive(primitive) }
            else if let styled = type as? any ViewStyledView.Type { .styled(styled) }
            else if let alias = type as? any ViewAlias.Type { .alias(alias) }
            else if let styled = type as? any StyledView.Type { .styledRoot(styled) }
            else if let representable = type as? any WidgetRepresentable.Type { .representable(representable) }
            else { .composite }
        known[key] = kind
        return kind
    }
}

/// Where the question "does this view type produce at most one widget?" is asked.
@MainActor
struct UnaryContext {
    /// The node the view would be mounted under: a modifier's `content` there stands for that
    /// modifier's content.
    let node: Node
    /// While analysing a modifier's body (not mounted), whether each modifier type's `content`
    /// is unary.
    var placeholders: [ObjectIdentifier: Bool] = [:]
}

/// Types whose unary analysis is under way: a type met again contains itself (a recursive
/// view, or a modifier that applies itself to its content).
@MainActor private var typesBeingAnalysed: Set<ObjectIdentifier> = []

/// Whether views of type `V` always produce at most one widget.
///
/// A type met again while it is being analysed contains itself (a recursive view, or a
/// modifier applying itself to its content); it is assumed unary there. That is sound: a view
/// produces several widgets only through some finite unfolding that reaches a tuple, a
/// `ForEach` or an `AnyView`, and the analysis meets that unfolding elsewhere.
@MainActor
func isUnary<V: View>(_ type: V.Type, in context: UnaryContext) -> Bool {
    let key = ObjectIdentifier(type)
    guard typesBeingAnalysed.insert(key).inserted else { return true }
    defer { typesBeingAnalysed.remove(key) }
    if let primitive = type as? any PrimitiveView.Type {
        return primitive.isUnary(in: context)
    }
    if let styled = type as? any ViewStyledView.Type {
        return styled.isStyledUnary(in: context)
    }
    if let alias = type as? any ViewAlias.Type {
        return alias.isAliasUnary(in: context)
    }
    if let styled = type as? any StyledView.Type {
        return styled.isStyledRootUnary(in: context)
    }
    if type is any WidgetRepresentable.Type { return true }
    return isUnary(V.Body.self, in: context)
}

/// Reads `value` as `U`, which must be its own type. Nodes are typed by the view they were made
/// for and receive new values through generic methods; this is the cast back.
@inline(__always)
func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
    assert(T.self == U.self, "a node for \(U.self) was given a \(T.self)")
    return unsafeBitCast(value, to: U.self)
}
