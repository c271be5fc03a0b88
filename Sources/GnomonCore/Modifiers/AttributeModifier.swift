/// A built-in modifier that needs no widget of its own: it sets layout attributes of the
/// widgets its content produces (margins, size requests, sensitivity, tooltip, CSS classes),
/// writes the environment its content sees, or both (`.disabled` does both).
///
/// It applies to every top-level widget of its content, so `.padding()` on a `Group` pads each
/// member, as in SwiftUI.
@MainActor
protocol AttributeModifier: PrimitiveModifier where Body == Never {
    /// Adds this modifier's effect on layout; modifiers apply innermost first.
    func apply(to layout: inout LayoutAttributes)
    /// Writes what this modifier puts in its content's environment.
    func write(into environment: inout EnvironmentValues)
    /// Whether `apply(to:)` does anything (environment-only modifiers say no).
    static var appliesAttributes: Bool { get }
    /// Handles a gesture on a widget of its content; true if it took it (gesture modifiers).
    func handle(_ event: WidgetEvent) -> Bool
    /// Whether it describes its content as one element (accessibility, a keyboard shortcut,
    /// focus), which passes through a layout modifier's widget to the widget inside
    /// (`AttributeScope`): `Button("Go").frame(width: 80).keyboardShortcut(.defaultAction)`.
    static var describesContent: Bool { get }
}

extension AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {}
    func write(into environment: inout EnvironmentValues) {}
    static var appliesAttributes: Bool { true }
    func handle(_ event: WidgetEvent) -> Bool { false }
    static var describesContent: Bool { false }

    static func makeNode<Content: View>(_ modifier: Self, content: Content, parent: Node) -> Node {
        AttributeModifierNode(modifier: modifier, content: content, parent: parent)
    }
}

/// The node of an attribute modifier. Widgets below it read its attributes when they resolve
/// their properties (`WidgetNode.layoutAttributes`); nodes below it see its environment.
///
/// When the modifier changes, the widgets below are refreshed and the views below that read a
/// changed environment value are updated — even where the content itself is unchanged and so
/// not updated.
@MainActor
final class AttributeModifierNode<Content: View, Modifier: AttributeModifier>: SingleChildNode {
    private var modifier: Modifier
    private var childEnvironment: EnvironmentValues
    private let equality = ViewEquality.plan(for: Modifier.self)

    init(modifier: Modifier, content: Content, parent: Node) {
        self.modifier = modifier
        childEnvironment = EnvironmentValues()
        super.init(parent: parent)
        childEnvironment = written(into: environment)
        child = makeNode(content, parent: self)
    }

    override var environmentForChildren: EnvironmentValues { childEnvironment }

    override func refreshEnvironment() {
        super.refreshEnvironment()
        childEnvironment = written(into: environment)
    }

    /// A change from above does not reach readers below for the keys this modifier writes.
    override func keysPassedToChildren(_ keys: [ObjectIdentifier]) -> [ObjectIdentifier] {
        let written = childEnvironment.changedKeys(since: environment)
        return keys.filter { !written.contains($0) }
    }

    override func update<V: View>(to view: V) {
        let view = reinterpret(view, as: ModifiedContent<Content, Modifier>.self)
        let changed = !ViewEquality.areEqual(modifier, view.modifier, plan: equality)
        if changed {
            modifier = view.modifier
            let old = childEnvironment
            childEnvironment = written(into: environment)
            let keys = childEnvironment.changedKeys(since: old)
            if !keys.isEmpty {
                forEachChild { $0.propagateEnvironment(changed: keys) }
            }
        }
        child!.update(to: view.content)
        if changed && Modifier.appliesAttributes {
            forEachTopLevelWidget { Modifier.describesContent ? $0.refreshThroughWrappers() : $0.refresh() }
        }
    }

    override func applyAttributes(to layout: inout LayoutAttributes, _ scope: AttributeScope) {
        if scope.takes(describingContent: Modifier.describesContent) { modifier.apply(to: &layout) }
    }

    override func handleGesture(_ event: WidgetEvent) -> Bool {
        modifier.handle(event)
    }

    private func written(into environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        modifier.write(into: &environment)
        return environment
    }
}

/// Which of the attributes around a widget it takes. A layout modifier's widget (a frame's, an
/// offset's: `ElementView.passesContentAttributes`) is no element of its own, as in SwiftUI:
/// it takes the layout the modifiers around it say, and the widget inside takes what they
/// say of their content as one element (`AttributeModifier.describesContent`).
enum AttributeScope {
    /// All of them: a widget that is an element of its own.
    case all
    /// All but what describes the content: a layout modifier's widget.
    case layout
    /// Only what describes the content: the widget inside a layout modifier's widget, from
    /// the modifiers around that.
    case content

    func takes(describingContent: Bool) -> Bool {
        switch self {
        case .all: true
        case .layout: !describingContent
        case .content: describingContent
        }
    }
}
