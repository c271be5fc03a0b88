/// Views side by side, each in a pane, with a handle between panes the user drags: `GtkPaned`.
///
/// ```swift
/// HSplitView {
///     Sidebar()
///     Detail()
/// }
/// ```
///
/// Three or more views make nested panes, each view in its own.
public struct HSplitView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { panes in
            _SplitPanes(axis: .horizontal, panes: Array(panes))
        }
    }
}

/// Views one above the other, each in a pane, with a handle between panes the user drags:
/// `GtkPaned`.
///
/// ```swift
/// VSplitView {
///     Editor()
///     Console()
/// }
/// ```
///
/// Three or more views make nested panes, each view in its own.
public struct VSplitView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VariadicViewAdapter(source: content) { panes in
            _SplitPanes(axis: .vertical, panes: Array(panes))
        }
    }
}

/// The first pane beside the rest: one `GtkPaned`, nested for more than two panes.
struct _SplitPanes: View {
    let axis: Axis
    let panes: [Subview]

    var body: some View {
        if panes.count <= 1 {
            ForEach(panes) { $0 }
        } else {
            _Paned(axis: axis) {
                panes[0]
                if panes.count == 2 {
                    panes[1]
                } else {
                    AnyView(_SplitPanes(axis: axis, panes: Array(panes.dropFirst())))
                }
            }
        }
    }
}

/// A `GtkPaned` holding its content's two widgets, the first as its start child; part of the
/// split views.
struct _Paned<Content: View>: View, ElementView {
    let axis: Axis
    /// Whether the start pane keeps its width as the window resizes (a sidebar).
    var keepsStartSize = false
    let content: Content
    typealias Body = Never

    init(axis: Axis, keepsStartSize: Bool = false, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.keepsStartSize = keepsStartSize
        self.content = content()
    }

    static var widgetClass: WidgetClass { .paned }

    var childContent: Content? { content }

    var childAxis: Axis? { axis }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    /// The handle is dragged, not a Tab stop: the focus never rests on the panes themselves
    /// (GTK would put it there when a pane with the focus hides, as F9 hides a sidebar). No
    /// pane is made narrower than it asks to be, which would cut off its controls: the window
    /// is as wide as both panes need at least, and the handle stops where a pane would be cut.
    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.focusable, false)
        list.add(.orientation, axis)
        list.add(.resizeStartChild, !keepsStartSize)
        list.add(.shrinkStartChild, false)
        list.add(.shrinkEndChild, false)
    }
}
