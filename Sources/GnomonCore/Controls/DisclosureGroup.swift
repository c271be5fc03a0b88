/// Content the user shows or hides by clicking its title: a `GtkExpander`.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Debug logging", isOn: $debug)
/// }
/// DisclosureGroup("Details", isExpanded: $showsDetails) { Text(details) }
/// ```
///
/// Without a binding the group keeps whether it is open itself, closed at first. Hidden
/// content stays mounted, so what the user did inside it survives closing and opening. More
/// than one view of content is stacked vertically, from the leading edge.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let title: String?
    let isExpanded: Binding<Bool>?
    let content: Content
    @State private var isExpandedHere = false

    public var body: some View {
        _Expander(title: title, isExpanded: isExpanded ?? $isExpandedHere, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey).content, isExpanded: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), isExpanded: nil, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey).content, isExpanded: isExpanded, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), isExpanded: isExpanded, content: content())
    }
}

/// A `GtkExpander` bound to whether it is open; part of `DisclosureGroup`.
struct _Expander<Content: View>: View, ElementView {
    let title: String?
    let isExpanded: Binding<Bool>
    let content: Content
    typealias Body = Never

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
