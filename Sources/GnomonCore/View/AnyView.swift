/// A view of any type, for when the type is only known at run time.
///
/// ```swift
/// func icon(for file: File) -> AnyView {
///     file.isFolder ? AnyView(Image(systemName: "folder")) : AnyView(Text(file.name))
/// }
/// ```
///
/// While the wrapped type stays the same the view updates in place; when it changes, the old
/// view is removed (with its state) and the new one created. Prefer `if`/`else`, which keeps
/// both types visible to Gnomon.
public struct AnyView: View {
    let storage: AnyViewStorageBase

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = AnyViewStorage(view)
        }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// A view from a value that may be a view; nil if it is not.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    static func makeNode(_ view: AnyView, parent: Node) -> Node {
        AnyViewNode(view, parent: parent)
    }

    /// The wrapped type is not known statically, so an `AnyView` may produce several widgets.
    static func isUnary(in context: UnaryContext) -> Bool { false }
}

extension AnyView: CustomViewEquality {
    /// Two erased views are the same when they wrap the same type and equal values.
    nonisolated static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let left = lhs.assumingMemoryBound(to: AnyView.self).pointee.storage
        let right = rhs.assumingMemoryBound(to: AnyView.self).pointee.storage
        return left === right || left.isSame(as: right)
    }
}

/// Holds the wrapped view with its static type. Immutable once made, and its view is only
/// mounted or updated on the main actor, hence `@unchecked Sendable`.
class AnyViewStorageBase: @unchecked Sendable {
    var viewType: ObjectIdentifier { fatalError("abstract") }
    @MainActor func makeNode(parent: Node) -> Node { fatalError("abstract") }
    @MainActor func update(_ node: Node) { fatalError("abstract") }
    @MainActor func visitSubviews(context: SubviewContext, into sink: SubviewSink) { fatalError("abstract") }
    func isSame(as other: AnyViewStorageBase) -> Bool { fatalError("abstract") }
    /// The view's text, if it is plain text (a `Text`, or a `Label` whose title is one).
    @MainActor var plainText: String? { fatalError("abstract") }
    /// The menu item the view is, if it is one (a `Button`, a `Toggle`, a `Menu`, a `Divider`).
    @MainActor var menuEntry: MenuEntry? { fatalError("abstract") }
}

final class AnyViewStorage<V: View>: AnyViewStorageBase, @unchecked Sendable {
    let view: V
    init(_ view: V) { self.view = view }
    override var viewType: ObjectIdentifier { ObjectIdentifier(V.self) }
    @MainActor override func makeNode(parent: Node) -> Node { GnomonCore.makeNode(view, parent: parent) }
    @MainActor override func update(_ node: Node) { node.update(to: view) }

    @MainActor override func visitSubviews(context: SubviewContext, into sink: SubviewSink) {
        GnomonCore.visitSubviews(of: view, context: context, into: sink)
    }

    override func isSame(as other: AnyViewStorageBase) -> Bool {
        guard let other = other as? AnyViewStorage<V> else { return false }
        return ViewEquality.areEqual(view, other.view)
    }

    @MainActor override var plainText: String? { (view as? PlainTextView)?.plainText }
    @MainActor override var menuEntry: MenuEntry? { (view as? MenuItemView)?.menuEntry }
}

/// The node of an `AnyView`: the wrapped view's node, replaced when the wrapped type changes.
@MainActor
final class AnyViewNode: SingleChildNode {
    private var viewType: ObjectIdentifier

    init(_ view: AnyView, parent: Node) {
        viewType = view.storage.viewType
        super.init(parent: parent)
        child = view.storage.makeNode(parent: self)
    }

    override func update<V: View>(to view: V) {
        let storage = reinterpret(view, as: AnyView.self).storage
        if storage.viewType == viewType {
            storage.update(child!)
        } else {
            viewType = storage.viewType
            replaceChild { storage.makeNode(parent: self) }
        }
    }
}

/// A view that is plain text, as a drop-down or a window title shows it.
@MainActor
protocol PlainTextView {
    var plainText: String? { get }
}

extension Text: PlainTextView {
    var plainText: String? { content }
}

extension Label: PlainTextView {
    var plainText: String? { (title as? Text)?.content }
}
