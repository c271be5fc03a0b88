/// The styles set for one styled view type where a node is mounted, as the environment holds
/// them: a list from the nearest, sharing its tail with the stack further out, so taking the
/// nearest style off allocates nothing.
struct ViewStyleStack<StyledView: ViewStyledView>: Equatable {
    private var nearest: Link?
    /// Whether the styled view's own `body` was applied above, so an instance inside it
    /// resolves a style.
    var isBodyApplied = false

    mutating func push(_ style: AnyViewStyleBox) {
        nearest = Link(style: style, next: nearest)
    }

    mutating func popNearest() -> AnyViewStyleBox? {
        defer { nearest = nearest?.next }
        return nearest?.style
    }

    /// Every style in the stack, nearest first.
    var styles: [AnyViewStyleBox] {
        var styles: [AnyViewStyleBox] = []
        var link = nearest
        while let current = link {
            styles.append(current.style)
            link = current.next
        }
        return styles
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.isBodyApplied == rhs.isBodyApplied else { return false }
        var left = lhs.nearest
        var right = rhs.nearest
        while let l = left, let r = right {
            if l === r { return true }
            guard l.style === r.style || l.style.isSame(as: r.style) else { return false }
            left = l.next
            right = r.next
        }
        return left == nil && right == nil
    }

    private final class Link {
        let style: AnyViewStyleBox
        let next: Link?

        init(style: AnyViewStyleBox, next: Link?) {
            self.style = style
            self.next = next
        }
    }

    /// One environment key per styled view type, so setting one type's style invalidates only
    /// the views of that type.
    struct Key: EnvironmentKey {
        static var defaultValue: ViewStyleStack { ViewStyleStack() }
    }
}

/// A style with its static type, so the view it makes keeps its type in the shadow tree.
/// Immutable once made.
class AnyViewStyleBox: @unchecked Sendable {
    var styleType: ObjectIdentifier { fatalError("abstract") }
    @MainActor func makeNode<Configuration>(configuration: Configuration, parent: Node) -> Node { fatalError("abstract") }
    @MainActor func update<Configuration>(_ node: Node, configuration: Configuration) { fatalError("abstract") }
    @MainActor func isUnary(in context: UnaryContext) -> Bool { fatalError("abstract") }
    func isSame(as other: AnyViewStyleBox) -> Bool { fatalError("abstract") }
}

final class ViewStyleBox<Style: ViewStyle>: AnyViewStyleBox, @unchecked Sendable {
    let style: Style

    init(_ style: Style) {
        self.style = style
    }

    override var styleType: ObjectIdentifier { ObjectIdentifier(Style.self) }

    @MainActor override func makeNode<Configuration>(configuration: Configuration, parent: Node) -> Node {
        style.makeBodyNode(configuration: reinterpret(configuration, as: Style.Configuration.self), parent: parent)
    }

    @MainActor override func update<Configuration>(_ node: Node, configuration: Configuration) {
        style.updateBodyNode(node, configuration: reinterpret(configuration, as: Style.Configuration.self))
    }

    @MainActor override func isUnary(in context: UnaryContext) -> Bool {
        GnomonCore.isUnary(StyleBody<Style>.self, in: context)
    }

    override func isSame(as other: AnyViewStyleBox) -> Bool {
        guard let other = other as? ViewStyleBox<Style> else { return false }
        return ViewEquality.areEqual(style, other.style)
    }
}

/// A style of Gnomon's own whose body reads nothing and keeps nothing (a built-in button,
/// toggle or label style): its view is shown without a node of the style's own.
protocol PureViewStyle: ViewStyle {}

extension ViewStyle {
    /// The node showing this style's view of `configuration`: for a pure style, its body's
    /// own; for any other, a `StyleBody`'s, which holds the style's dynamic properties and is
    /// the body's evaluation unit. A style type is one or the other, so its node is always of
    /// the same kind.
    @MainActor func makeBodyNode(configuration: Configuration, parent: Node) -> Node {
        if Self.self is any PureViewStyle.Type {
            return GnomonCore.makeNode(makeBody(configuration: configuration), parent: parent)
        }
        return GnomonCore.makeNode(StyleBody(style: self, configuration: configuration), parent: parent)
    }

    /// Brings a node made by `makeBodyNode` up to date with `configuration`.
    @MainActor func updateBodyNode(_ node: Node, configuration: Configuration) {
        if Self.self is any PureViewStyle.Type {
            node.update(to: makeBody(configuration: configuration))
        } else {
            node.update(to: StyleBody(style: self, configuration: configuration))
        }
    }
}

/// The view a style makes from a configuration. Its node holds the style's dynamic
/// properties (a style's `@State` lives where the style shows its view).
struct StyleBody<Style: ViewStyle>: View {
    var style: Style
    let configuration: Style.Configuration

    var body: Style.Body {
        style.makeBody(configuration: configuration)
    }
}
