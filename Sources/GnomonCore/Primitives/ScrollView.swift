/// A scrollable view: a `GtkScrolledWindow`. It expands to the space it is given; its content
/// keeps its natural size along the scrolling axes.
///
/// ```swift
/// ScrollView {
///     ForEach(items) { item in Row(item: item) }
/// }
/// ```
///
/// Content of several views is stacked along the scroll axis, as in SwiftUI. The scroll
/// position survives every update.
public struct ScrollView<Content: View>: View {
    public var content: Content
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scrollbars are shown (GTK's `external` policy scrolls without them).
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

extension ScrollView: ElementView {
    static var widgetClass: WidgetClass { .scrolledWindow }
    var resolveReadsObservables: Bool { false }
    static var storedContentType: Any.Type { Content.self }
    var childContent: ModifiedContent<Content, ContainerStyleContext<ScrollViewStyleContext>>? {
        content.modifier(ContainerStyleContext())
    }
    var implicitStackAxis: Axis? { axes == .horizontal ? .horizontal : .vertical }

    /// Content starts at the beginning of a scrolling axis and is centered across it.
    var childPlacement: ChildPlacement {
        ChildPlacement(
            horizontal: axes.contains(.horizontal) ? .start : .center,
            vertical: axes.contains(.vertical) ? .start : .center)
    }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        ContainerStyleContext<ScrollViewStyleContext>.addClass(to: &classes)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.hscrollbarPolicy, policy(scrolls: axes.contains(.horizontal)))
        list.add(.vscrollbarPolicy, policy(scrolls: axes.contains(.vertical)))
        if let snapping = context.environment.scrollTargetBehavior { list.add(.scrollTargetBehavior, snapping) }
    }

    private func policy(scrolls: Bool) -> ScrollbarPolicy {
        scrolls ? (showsIndicators ? .automatic : .external) : .never
    }
}
