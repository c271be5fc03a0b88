/// Views grouped in a box: a `GtkFrame`, with its title if it has one, and its content inset.
///
/// ```swift
/// GroupBox("Account") {
///     TextField("Name", text: $name)
///     SecureField("Password", text: $password)
/// }
/// ```
///
/// More than one view of content is stacked vertically, from the leading edge.
public struct GroupBox<Label: View, Content: View>: View {
    let title: String?
    let content: Content

    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        title = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        title = Text(titleKey).content
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }
}

extension GroupBox: ElementView {
    static var widgetClass: WidgetClass { .frame }

    /// The content stacked from the leading edge, inset by GNOME's standard margin.
    var childContent: ModifiedContent<VStack<Content>, _PaddingLayout>? {
        VStack(alignment: .leading) { content }
            .modifier(_PaddingLayout(insets: EdgeInsets(.all, _PaddingLayout.defaultLength)))
    }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    static var storedContentType: Any.Type { Content.self }

    /// It takes the width it is offered, as a box around a section does.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.label, title)
    }
}
