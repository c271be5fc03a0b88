/// Content the user shows or hides by clicking its title: a `GtkExpander`.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// DisclosureGroup("Details", isExpanded: $showsDetails) { Text(details) }
/// DisclosureGroup { Text(log) } label: { Label("Log", systemImage: "text-x-generic-symbolic") }
/// ```
///
/// Without a binding the group keeps whether it is open itself, closed at first. Hidden
/// content stays mounted, so what the user did inside it survives closing and opening. More
/// than one view of content is stacked vertically, from the leading edge.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: Content
    @State private var isExpandedHere = false

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isExpanded: isExpanded, content: content())
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(label: label(), isExpanded: nil, content: content())
    }

    private init(label: Label, isExpanded: Binding<Bool>?, content: Content) {
        self.label = label
        self.isExpanded = isExpanded
        self.content = content
    }

    /// A text title is the expander's `label`; any other view is its label widget. The choice
    /// is the type's, made once (`StaticConditionalContent`).
    public var body: some View {
        let isExpanded = isExpanded ?? $isExpandedHere
        return StaticConditionalContent(IsEqual<Label, Text>.self) {
            _Expander(title: reinterpret(label, as: Text.self).content, isExpanded: isExpanded, content: content)
        } otherwise: {
            _LabeledContainer<_ExpanderLook, Label, VStack<Content>>(
                label: label, isExpanded: isExpanded, content: VStack(alignment: .leading) { content })
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), isExpanded: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), isExpanded: nil, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), isExpanded: isExpanded, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), isExpanded: isExpanded, content: content())
    }
}

/// A `GtkExpander` bound to whether it is open; part of `DisclosureGroup`.
struct _Expander<Content: View>: View, ElementView {
    let title: String?
    let isExpanded: Binding<Bool>
    let content: Content
    typealias Body = Never

    /// GTK 4.8 names an expander by its class: its title is its name.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    static var widgetClass: WidgetClass { .expander }

    /// The content stacked from the leading edge, below the title.
    var childContent: VStack<Content>? { VStack(alignment: .leading) { content } }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    static var storedContentType: Any.Type { Content.self }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.label, title)
        list.add(.expanded, isExpanded.wrappedValue)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    func handle(_ event: WidgetEvent) {
        if let open = event.value(of: .expanded) { isExpanded.wrappedValue = open }
    }
}
