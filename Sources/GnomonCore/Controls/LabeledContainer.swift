/// A container titled by a view rather than text: a `GtkFrame` (`_FrameLook`) or `GtkExpander`
/// (`_ExpanderLook`) whose label widget is its first child and whose content is its second;
/// part of `GroupBox` and `DisclosureGroup`.
struct _LabeledContainer<Look: _LabeledLook, Label: View, Content: View>: View, ElementView {
    let label: Label
    let content: Content
    /// For an expander: whether it is open.
    let isExpanded: Binding<Bool>?
    typealias Body = Never

    init(label: Label, isExpanded: Binding<Bool>? = nil, content: Content) {
        self.label = label
        self.isExpanded = isExpanded
        self.content = content
    }

    static var widgetClass: WidgetClass { Look.widgetClass }

    var childContent: TupleView<(Label, Content)>? { TupleView((label, content)) }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        Look.widgetClass == .labeledFrame ? IntrinsicLayout(fill: .horizontal) : .none
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        if let isExpanded { list.add(.expanded, isExpanded.wrappedValue) }
    }

    func handle(_ event: WidgetEvent) {
        if let isExpanded, let open = event.value(of: .expanded) { isExpanded.wrappedValue = open }
    }

    /// GTK 4.8 names an expander or a frame by its class: the title's text (a `Label`'s
    /// title), if it has one, is its name.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        Text.plainContent(of: label)
    }
}

/// The widget a `_LabeledContainer` is.
protocol _LabeledLook {
    static var widgetClass: WidgetClass { get }
}

/// A frame with a label widget.
enum _FrameLook: _LabeledLook {
    static var widgetClass: WidgetClass { .labeledFrame }
}

/// An expander with a label widget.
enum _ExpanderLook: _LabeledLook {
    static var widgetClass: WidgetClass { .labeledExpander }
}
