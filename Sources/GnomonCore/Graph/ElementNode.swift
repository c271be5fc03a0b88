/// A view that is one GTK widget: `Text` is a `GtkLabel` (`GnomonLabel`), `VStack` a vertical `GtkBox`.
///
/// An element view says which class it is, which properties it sets, what content goes inside
/// it and what it does with the user's events; `ElementNode` does the rest.
@MainActor
protocol ElementView: PrimitiveView {
    /// The view whose widgets go inside this one; `Never` for leaves.
    associatedtype Content: View = Never

    static var widgetClass: WidgetClass { get }

    /// The content to mount inside the widget, if any.
    var childContent: Content? { get }

    /// For single-child containers: the axis of the implicit stack that holds content
    /// producing more than one widget. Nil for containers that take any number of children.
    var implicitStackAxis: Axis? { get }

    /// How children that do not fill their space are placed.
    var childPlacement: ChildPlacement { get }

    /// The axis children are stacked along, for stacks.
    var childAxis: Axis? { get }

    /// Whether the widget expands or fills before any modifier applies.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout

    /// Adds the widget's own properties (those other than layout).
    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList)

    /// Adds the CSS classes the view itself asks for (before any `.styleClass`); those read
    /// from the environment (a font) make the element depend on them.
    func addClasses(in context: ElementContext, to classes: inout [String])

    /// Reacts to what the user did to the widget.
    func handle(_ event: WidgetEvent)

    /// The text the user edits, as the model holds it now: a text view's bound string.
    var editedText: String? { get }

    /// Whether the element's binding takes the text the user edits only when they finish
    /// (Enter, or the focus leaving): a formatted field's. The node then hands it the text
    /// the widget shows (`takeFinishedText`) and shows the model's text again.
    var takesTextWhenFinished: Bool { get }

    /// Takes the text the user finished editing, for an element that `takesTextWhenFinished`.
    func takeFinishedText(_ shown: String)

    /// The name assistive technologies read out when no `accessibilityLabel` gives one and GTK
    /// would find none in the widget's text (an icon-only button's).
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String?

    /// Whether the widget only decorates (`Image(decorative:)`, a shape): assistive
    /// technologies skip it, unless an `accessibilityLabel` names it.
    var isDecorative: Bool { get }

    /// The type of the field holding the content the element shows (`Content` unless it wraps
    /// that field in `childContent`); compared by the child, not by the element.
    static var storedContentType: Any.Type { get }

    /// Whether the widget is a layout modifier's (a frame's, an effect's) rather than an
    /// element of its own: the widget inside then takes what the modifiers around it say of
    /// their content (`AttributeScope`).
    var passesContentAttributes: Bool { get }

    /// Whether resolving the widget may read an `@Observable` property: true (the default) for
    /// elements holding a binding or a closure they call while resolving. Elements made only
    /// of values (a label, a stack, a button's title) say false and resolve without
    /// Observation's tracking, which costs more than resolving a label. A label of a live
    /// date (`Text(_:style:)`) reads the clock, and says true.
    var resolveReadsObservables: Bool { get }
}

/// What an element can see of where it is mounted.
struct ElementContext {
    /// The stack axis of the container, if it is a stack.
    var containerAxis: Axis?
    /// Where the container puts its children across, unless they say (a stack's alignment).
    var horizontalPlacement: WidgetAlign
    /// The element's environment; what it reads there, it depends on.
    var environment: EnvironmentValues
}

extension ElementView {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ElementNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }

    var childContent: Content? { nil }
    var implicitStackAxis: Axis? { nil }
    var childPlacement: ChildPlacement { .center }
    var childAxis: Axis? { nil }
    func addClasses(in context: ElementContext, to classes: inout [String]) {}
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout { .none }
    func handle(_ event: WidgetEvent) {}
    var editedText: String? { nil }
    var takesTextWhenFinished: Bool { false }
    func takeFinishedText(_ shown: String) {}
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { nil }
    var isDecorative: Bool { false }
    static var storedContentType: Any.Type { Content.self }
    var resolveReadsObservables: Bool { true }
    var passesContentAttributes: Bool { false }
}

/// The node of an element view: one widget, plus the content inside it.
@MainActor
final class ElementNode<Element: ElementView>: WidgetNode {
    /// The last value. Unchecked for exclusivity: passing a class's stored property `inout` (to
    /// compare it in place) otherwise costs a dynamic check, more than comparing a table row;
    /// only this node touches it, on the main thread, and never in overlapping accesses.
    @exclusivity(unchecked) private var view: Element
    /// How to tell whether a new value is the same as the last; made at the first update, so
    /// that creating a widget does not pay for it.
    private lazy var equality = ViewEquality.plan(for: Element.self)
    /// How to compare values without the content they store, which the child compares: a
    /// stack whose rows changed has the same properties and needs no refresh. Nil for
    /// elements that do not store their content.
    private lazy var attributeEquality = Element.storedContentType == Never.self
        ? nil : ViewEquality.attributePlan(for: Element.self, excluding: Element.storedContentType)

    init(_ view: Element, parent: Node) {
        self.view = view
        super.init(parent: parent, widgetClass: Element.widgetClass)
        childPlacement = view.childPlacement
        childAxis = view.childAxis
        if let content = view.childContent {
            child = mountContent(content, implicitStackAxis: view.implicitStackAxis)
        }
        createWidget()
    }

    /// Takes the parent's new value; an equal value (and nothing read changed) resolves to the
    /// same widget and content, so nothing is done. What else a widget depends on — its
    /// environment, the modifiers around it, its container's placement — refreshes it directly.
    override func update<V: View>(to newView: V) {
        if !isDirty && ViewEquality.isSame(&view, as: newView, plan: equality) { return }
        let newView = reinterpret(newView, as: Element.self)
        var sameAttributes = false
        if !isDirty, let attributeEquality {
            sameAttributes = ViewEquality.isSame(&view, as: newView, plan: attributeEquality)
        }
        // Read from the new value before storing it: each read of the stored view copies it.
        let placementChanged = childPlacement != newView.childPlacement || childAxis != newView.childAxis
        childPlacement = newView.childPlacement
        childAxis = newView.childAxis
        if Element.Content.self == Never.self {
            // A leaf: no content to read (an optional of the content type costs a metadata
            // lookup in this generic code, more than the rest of a label's update).
            view = newView
            if !sameAttributes { refresh() }
        } else {
            update(withContentOf: newView, sameAttributes: sameAttributes)
        }
        // Children place themselves by this container's placement; those whose own view did
        // not change were not updated, so they are refreshed here.
        if placementChanged {
            child?.forEachTopLevelWidget { $0.refresh() }
        }
    }

    /// Stores `newView`, refreshes the widget unless its attributes are the same, and brings
    /// the content up to date.
    private func update(withContentOf newView: Element, sameAttributes: Bool) {
        // Read from the new value before storing it: each read of the stored view copies it.
        let content = newView.childContent
        let stackAxis = newView.implicitStackAxis
        view = newView
        if !sameAttributes { refresh() }
        if let content, child != nil {
            updateContent(content, implicitStackAxis: stackAxis)
        } else {
            replaceChild { content.map { mountContent($0, implicitStackAxis: stackAxis) } }
        }
    }

    override var resolveReadsObservables: Bool { view.resolveReadsObservables }

    override var passesContentAttributes: Bool { view.passesContentAttributes }

    override func resolve() -> ResolvedWidget {
        // One copy for the whole resolve: a call on the stored view may copy it (a stack with
        // all its content).
        let view = view
        let context = ElementContext(
            containerAxis: container.childAxis, horizontalPlacement: container.childPlacement.horizontal, environment: environment)
        var layout = layoutAttributes(intrinsic: view.intrinsicLayout(in: context))
        if view.isDecorative && layout.accessibility.label == nil { layout.accessibility.isHidden = true }
        // A widget hidden from screen readers needs no name for them, not even a fallback one.
        if layout.accessibility.isHidden {
            if layout.accessibilityLabelIsFallback { layout.accessibility.label = nil }
        } else if layout.accessibility.label == nil {
            layout.accessibility.label = view.fallbackAccessibilityLabel(layout: layout)
        }
        var list = PropertyList(widgetClass)
        var classes: [String] = []
        EnvironmentValues.reading(as: self) {
            view.addProperties(in: context, layout: layout, to: &list)
            view.addClasses(in: context, to: &classes)
            if widgetClass.traits.contains(.sizedControl), let size = environment.controlSize.styleClass {
                classes.append(size)
            }
        }
        addLayoutProperties(layout, to: &list)
        for name in layout.classes where !classes.contains(name) {
            classes.append(name)
        }
        return ResolvedWidget(
            properties: list.properties, classes: classes,
            expands: (layout.horizontal.expands, layout.vertical.expands),
            needsSwiftUIStack: layout.layoutChild.needsSwiftUIStack)
    }

    override var editedText: String? { view.editedText }

    /// Passes `event` to the view; Enter in a text field runs the `onSubmit` actions around
    /// it, innermost first. A field that takes its text when the user finishes takes what they
    /// typed first (so `onSubmit` sees the value), then shows the model's text: the value
    /// formatted again, or the last good value if the text did not parse.
    override func handle(_ event: WidgetEvent) {
        // Only text the user typed: the model's own text parsed back could lose what its
        // format does not show (a time of day, a third decimal).
        if view.takesTextWhenFinished && (event == .submitted || event == .editingChanged(false)), let typed = userText {
            view.takeFinishedText(typed)
            showModelText()
        }
        if event == .submitted {
            for action in environment.submitActions.reversed() { action.run() }
        }
        view.handle(event)
    }
}
