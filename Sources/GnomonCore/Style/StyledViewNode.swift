extension ViewStyledView {
    static func makeStyledNode<V: View>(erased view: V, parent: Node) -> Node {
        StyledViewNode(reinterpret(view, as: Self.self), parent: parent)
    }

    /// Unary when every view it may resolve to is: its body, each style set above it, and its
    /// default style. An instance met again inside one of them is among those same choices.
    static func isStyledUnary(in context: UnaryContext) -> Bool {
        if Body.self != Never.self, !isUnary(Body.self, in: context) { return false }
        let stack = context.node.environmentForChildren[ViewStyleStack<Self>.Key.self]
        return stack.styles.allSatisfy { $0.isUnary(in: context) }
            && isUnary(StyleBody<DefaultStyle>.self, in: context)
    }
}

/// The node of a styled view: shows its body, the nearest style, or its default style (see
/// `ViewStyledView`), and gives what it shows the rest of the style stack.
///
/// It depends on its type's style stack: a new style value of the same type updates what it
/// shows in place; a style of another type replaces it.
@MainActor
final class StyledViewNode<StyledView: ViewStyledView>: EnvironmentChoiceNode<StyledView, StyledViewNode<StyledView>.Shown> {
    private typealias Stack = ViewStyleStack<StyledView>

    /// What the node shows.
    enum Shown {
        case body
        case style(AnyViewStyleBox)
        /// The default style, whose type the node knows statically.
        case defaultStyle
    }

    override func choose() -> (Shown, EnvironmentValues) {
        var stack = read(Stack.Key.self)
        let shown: Shown
        if StyledView.Body.self != Never.self, !stack.isBodyApplied {
            stack.isBodyApplied = true
            shown = .body
        } else if let nearest = stack.popNearest() {
            shown = .style(nearest)
        } else {
            shown = .defaultStyle
        }
        var environment = environment
        environment[Stack.Key.self] = stack
        return (shown, environment)
    }

    override func isSameKind(_ new: Shown, _ old: Shown) -> Bool {
        switch (new, old) {
        case (.body, .body), (.defaultStyle, .defaultStyle): true
        case (.style(let new), .style(let old)): new.styleType == old.styleType
        default: false
        }
    }

    override func makeChild() -> Node {
        switch choice! {
        case .body: CompositeNode(view, parent: self)
        case .style(let style): style.makeNode(configuration: view.configuration, parent: self)
        case .defaultStyle: StyledView.defaultStyle.makeBodyNode(configuration: view.configuration, parent: self)
        }
    }

    override func updateChild() {
        switch choice! {
        case .body: child!.update(to: view)
        case .style(let style): style.update(child!, configuration: view.configuration)
        case .defaultStyle: StyledView.defaultStyle.updateBodyNode(child!, configuration: view.configuration)
        }
    }
}

extension StyledViewNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(StyledView.self, qualified: false) }
}
