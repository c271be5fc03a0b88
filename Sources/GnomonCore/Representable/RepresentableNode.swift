import Foundation
import OpenCombine

/// The node of a `WidgetRepresentable`: it keeps the view's coordinator and the widget it
/// made, and runs `updateWidget` as its evaluation unit — when the view's value changes, and
/// when what `updateWidget` read (the environment, an `@Observable` property, an
/// `ObservableObject` coordinator) changes; nothing else runs it.
///
/// Its child, an `AdoptedWidgetNode`, holds the widget in the host's tree and writes the
/// layout the modifiers around the view give it. The two are separate evaluation units, so
/// a change of layout does not run `updateWidget`, and `updateWidget` writes no layout.
@MainActor
final class RepresentableNode<Representable: WidgetRepresentable>: SingleChildNode {
    /// The last value. Unchecked for exclusivity, as `CompositeNode`'s.
    @exclusivity(unchecked) private var view: Representable
    private let equality = ViewEquality.plan(for: Representable.self)
    private let coordinator: Representable.Coordinator
    /// The widget `makeWidget` made; set once, as the node is made.
    private var widget: Representable.WidgetType!
    private let teardown = RepresentableTeardown()
    /// The coordinator's `objectWillChange`, when it is an `ObservableObject`.
    private var coordinatorObservation: ObjectObservation?
    /// The graphs made inside the widget, which follow this node's environment.
    private var nestedGraphs = NestedGraphList()

    init(_ view: Representable, parent: Node) {
        self.view = view
        coordinator = DependencyTracking.untracked { view.makeCoordinator() }
        super.init(parent: parent)
        if let object = coordinator as? any ObservableObject {
            let observation = ObjectObservation(name: "coordinator", owner: self)
            observation.observe(object)
            coordinatorObservation = observation
        }
        let context = context
        widget = NestedGraphs.running(in: self) { DependencyTracking.untracked { view.makeWidget(context: context) } }
        sizesItself = DependencyTracking.untracked { view.sizeThatFits(.unspecified, widget: widget, context: context) } != nil
        child = sizesItself ? makeNode(sizedContent, parent: self) : AdoptedWidgetNode(adopting: widget!, parent: self)
        updateWidget()
    }

    /// Whether the representable sizes its widget (`sizeThatFits`): then the widget is inside
    /// a layout that asks it.
    private var sizesItself = false
    /// Bumped at each `updateWidget`, after which the size is asked again.
    private var sizeRevision = 0

    /// The widget inside the layout that asks the representable its size.
    private var sizedContent: some View {
        _LayoutContainer(layout: RepresentableSizing(node: self, revision: sizeRevision), content: _AdoptedWidget(made: widget!))
    }

    /// The size the representable gives its widget for `proposal`, if it gives one.
    fileprivate func size(for proposal: ProposedViewSize) -> CGSize? {
        let view = view, widget = widget!, context = context
        return DependencyTracking.untracked { view.sizeThatFits(proposal, widget: widget, context: context) }
    }

    private var context: Representable.Context {
        Representable.Context(coordinator: coordinator, environment: environment, teardown: teardown)
    }

    /// Takes the parent's new value; an equal one (and nothing read changed) updates nothing.
    override func update<V: View>(to newView: V) {
        if !isDirty && ViewEquality.isSame(&view, as: newView, plan: equality) { return }
        view = reinterpret(newView, as: Representable.self)
        noteChange("@self")
        rerender()
    }

    override func rerender() {
        isDirty = false
        updateWidget()
    }

    /// Runs `updateWidget` as this node's evaluation, recording what it reads; a widget the
    /// representable sizes is then measured again.
    private func updateWidget() {
        defer {
            if sizesItself, let child {
                sizeRevision += 1
                child.update(to: sizedContent)
            }
        }
        let view = view, widget = widget!, context = context
        let reasons = changeReasons.isEmpty ? ["@identity"] : changeReasons
        DependencyTracking.evaluate(self) {
            graph.noteBodyEvaluation(of: Representable.self, reasons: reasons)
            EnvironmentValues.reading(as: self) {
                NestedGraphs.running(in: self) { view.updateWidget(widget, context: context) }
            }
        }
        changeReasons.removeAll(keepingCapacity: true)
    }

    /// Takes the new environment, and passes it to the graphs inside the widget.
    override func refreshEnvironment() {
        super.refreshEnvironment()
        nestedGraphs.pass(environment)
    }

    /// Lets go of what the context connected, dismantles the widget, then releases it (the
    /// host has taken it out of its container already).
    override func unmount() {
        coordinatorObservation?.detach()
        teardown.run()
        Representable.dismantleWidget(widget, coordinator: coordinator)
        super.unmount()
    }
}

extension RepresentableNode: EnclosingRepresentable {
    func enclose(_ owner: any NestedGraphOwner) -> EnvironmentValues {
        nestedGraphs.add(owner)
        return environment
    }
}

extension RepresentableNode: CustomStringConvertible {
    nonisolated var description: String { _typeName(Representable.self, qualified: false) }
}

/// A widget the app made (a representable's), in the host's tree: it writes the layout, the
/// style classes and the accessibility the modifiers around its view give it, as an element
/// does, and nothing else of the widget's.
@MainActor
final class AdoptedWidgetNode: WidgetNode {
    private let made: Any

    init(adopting made: Any, parent: Node) {
        self.made = made
        super.init(parent: parent, widgetClass: .representable)
        createWidget()
    }

    override func makeHostWidget(properties: [Property], classes: [String]) -> HostWidget {
        graph.adoptWidget(made, for: self, properties: properties, classes: classes)
    }

    /// The widget takes the room it is offered, as a SwiftUI representable does: it grows to
    /// a frame around it and shares a stack's room to spare. `.fixedSize()` keeps it to its
    /// natural size.
    override func resolve() -> ResolvedWidget {
        let layout = layoutAttributes(intrinsic: IntrinsicLayout(expand: [.horizontal, .vertical], fill: [.horizontal, .vertical]))
        var list = PropertyList(widgetClass)
        addLayoutProperties(layout, to: &list)
        return ResolvedWidget(
            properties: list.properties, classes: layout.classes,
            expands: (layout.horizontal.expands, layout.vertical.expands),
            needsSwiftUIStack: layout.layoutChild.needsSwiftUIStack)
    }

    override var resolveReadsObservables: Bool { false }

    /// The widget is the one made; a new value of its view changes nothing.
    override func update<V: View>(to view: V) {}
}

/// The widget a representable made, as a view: inside the layout that sizes it.
struct _AdoptedWidget: PrimitiveView {
    let made: Any
    typealias Body = Never

    static func makeNode(_ view: Self, parent: Node) -> Node {
        AdoptedWidgetNode(adopting: view.made, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { true }
}

/// The layout around a widget whose representable sizes it: its size is the representable's
/// answer (the widget's own where it has none), and the widget fills it. A modifier layout, so
/// the widget takes what the modifiers around the view say of their content.
struct RepresentableSizing<Representable: WidgetRepresentable>: ModifierLayout {
    unowned let node: RepresentableNode<Representable>
    /// Differs after each `updateWidget`, so the host lays the widget out again.
    let revision: Int

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        node.size(for: proposal) ?? subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

extension WidgetRepresentable {
    static func makeRepresentableNode<V: View>(erased view: V, parent: Node) -> Node {
        RepresentableNode(reinterpret(view, as: Self.self), parent: parent)
    }
}
