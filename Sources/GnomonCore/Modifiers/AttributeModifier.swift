/// A built-in modifier that sets layout attributes of the widgets its content produces
/// (margins, size requests, sensitivity, tooltip, CSS classes) without a widget of its own.
///
/// It applies to every top-level widget of its content, so `.padding()` on a `Group` pads each
/// member, as in SwiftUI.
@MainActor
protocol AttributeModifier: PrimitiveModifier where Body == Never {
    /// Adds this modifier's effect; modifiers apply innermost first.
    func apply(to layout: inout LayoutAttributes)
}

extension AttributeModifier {
    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        AttributeModifierNode(modifier: modifier, content: content, parent: parent)
    }
}

/// The node of an attribute modifier. Widgets below it read its attributes when they resolve
/// their properties (`WidgetNode.layoutAttributes`), so it has no widget of its own.
@MainActor
final class AttributeModifierNode<Content: View, Modifier: AttributeModifier>: SingleChildNode {
    private var modifier: Modifier

    init(modifier: Modifier, content: Content, parent: Node) {
        self.modifier = modifier
        super.init(parent: parent)
        child = makeNode(content, parent: self)
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, Modifier>.self)
        // Store first: updating the content refreshes the widgets, which read it.
        modifier = view.modifier
        refreshEnvironment()
        child!.update(to: view.content)
    }

    override func applyAttributes(to layout: inout LayoutAttributes) {
        modifier.apply(to: &layout)
    }
}
