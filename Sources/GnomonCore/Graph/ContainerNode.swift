/// A node whose widget holds the widgets of its content: an element such as a `VStack` or a
/// `Button`, or the root of the graph (a window).
///
/// Content splices into it: all the top-level widgets of the content subtree become its
/// widget's children, in order.
@MainActor
class ContainerNode: SingleChildNode {
    /// The container's widget; nil only while an element is being built.
    var widget: HostWidget!
    /// True from creation until the widget is inserted into its own container. Operations on
    /// a widget under construction are part of its creation and not reported as mutations.
    var isConstructing: Bool
    /// How children that do not fill their space are placed.
    var childPlacement: ChildPlacement = .center
    /// The axis children are stacked along, for stacks: a `Spacer` expands along it and a
    /// `Divider` lies across it.
    var childAxis: Axis?
    /// How many child widgets expand, per axis; a container expands if any child does.
    private(set) var expandingChildren: (horizontal: Int, vertical: Int) = (0, 0)
    /// How many child widgets ask for SwiftUI's stack rules (a layout priority, an alignment
    /// guide), which a stack then lays them out by.
    private var childrenAskingForSwiftUIStack = 0

    init(parent: Node, isConstructing: Bool) {
        self.isConstructing = isConstructing
        super.init(parent: parent)
    }

    init(rootOf graph: ViewGraph, widget: HostWidget, environment: EnvironmentValues) {
        self.widget = widget
        isConstructing = false
        super.init(rootOf: graph, environment: environment)
    }

    override var containerForChildren: ContainerNode { self }

    /// Whether the container is a window (the graph's root, or a sheet's), which takes a
    /// header bar as its title bar.
    var isWindow: Bool { false }

    /// Content widgets come first in the container.
    override func anchor(before child: Node) -> WidgetNode? { nil }

    /// Whether any child widget expands along each axis.
    var childrenExpand: (horizontal: Bool, vertical: Bool) {
        (expandingChildren.horizontal > 0, expandingChildren.vertical > 0)
    }

    /// Whether any child widget asks for SwiftUI's stack rules.
    var childrenNeedSwiftUIStack: Bool { childrenAskingForSwiftUIStack > 0 }

    /// A child widget was inserted (`sign` 1) or removed (`sign` -1); a widget already
    /// counted in (or out) is not counted again.
    final func countChild(_ widget: WidgetNode, sign: Int) {
        guard widget.isCounted != (sign > 0) else { return }
        widget.isCounted = sign > 0
        if widget.needsSwiftUIStack { childStackNeedChanged(sign) }
        let expands = widget.expands
        if expands.horizontal || expands.vertical {
            childExpansionChanged(
                horizontal: expands.horizontal ? sign : 0, vertical: expands.vertical ? sign : 0)
        }
    }

    /// A child widget started or stopped expanding (or was added or removed while expanding).
    func childExpansionChanged(horizontal: Int, vertical: Int) {
        expandingChildren.horizontal += horizontal
        expandingChildren.vertical += vertical
        assert(expandingChildren.horizontal >= 0 && expandingChildren.vertical >= 0)
    }

    /// A child widget started (`delta` 1) or stopped (-1) asking for SwiftUI's stack rules, or
    /// was added or removed while asking.
    func childStackNeedChanged(_ delta: Int) {
        childrenAskingForSwiftUIStack += delta
        assert(childrenAskingForSwiftUIStack >= 0)
    }

    /// The axis of the implicit stack the content is in, if it is in one.
    private var contentStackAxis: Axis?

    /// The axis of the implicit stack content of type `Content` needs in a container that
    /// names `implicitStackAxis`: none if the content is always at most one widget.
    private func stackAxis<Content: View>(for content: Content.Type, implicitStackAxis: Axis?) -> Axis? {
        guard let implicitStackAxis else { return nil }
        return isUnary(Content.self, in: UnaryContext(node: self)) ? nil : implicitStackAxis
    }

    /// Mounts `content` as this container's content. A single-child container (one that
    /// names `implicitStackAxis`) holds content that may produce several widgets in an
    /// implicit stack along that axis, as SwiftUI does for a button's label or a scroll view.
    final func mountContent<Content: View>(_ content: Content, implicitStackAxis: Axis?) -> Node {
        contentStackAxis = stackAxis(for: Content.self, implicitStackAxis: implicitStackAxis)
        switch contentStackAxis {
        case nil: return makeNode(content, parent: self)
        case .vertical: return makeNode(VStack(content: content), parent: self)
        case .horizontal: return makeNode(HStack(content: content), parent: self)
        }
    }

    /// Updates content mounted by `mountContent(_:implicitStackAxis:)`; content that now needs
    /// a different implicit stack is mounted anew.
    final func updateContent<Content: View>(_ content: Content, implicitStackAxis: Axis?) {
        guard let child, stackAxis(for: Content.self, implicitStackAxis: implicitStackAxis) == contentStackAxis else {
            return replaceChild { mountContent(content, implicitStackAxis: implicitStackAxis) }
        }
        switch contentStackAxis {
        case nil: child.update(to: content)
        case .vertical: child.update(to: VStack(content: content))
        case .horizontal: child.update(to: HStack(content: content))
        }
    }
}

/// The root of a graph: the host's top-level container (a window's content, or the test
/// host's root). It places content like a window does in SwiftUI: centered, unless it expands.
@MainActor
final class RootNode<Content: View>: ContainerNode {
    init(graph: ViewGraph, content: Content, widget: HostWidget, environment: EnvironmentValues) {
        super.init(rootOf: graph, widget: widget, environment: environment)
        child = mountContent(content, implicitStackAxis: .vertical)
        _ = child!.attach(after: nil)
    }

    override var isWindow: Bool { true }

    override func update<V: View>(to view: V) {
        precondition(V.self == Content.self, "the root shows \(Content.self), not \(V.self)")
        updateContent(reinterpret(view, as: Content.self), implicitStackAxis: .vertical)
    }
}
