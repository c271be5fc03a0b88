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
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A text title is the frame's `label`, no title none; any other view is its label widget.
    /// The choice is the type's, made once (`StaticConditionalContent`).
    public var body: some View {
        StaticConditionalContent(IsEqual<Label, Text>.self) {
            _Frame(title: reinterpret(label, as: Text.self).content, content: content)
        } otherwise: {
            StaticConditionalContent(IsEqual<Label, EmptyView>.self) {
                _Frame(title: nil, content: content)
            } otherwise: {
                _LabeledContainer<_FrameLook, Label, ModifiedContent<VStack<Content>, _PaddingLayout>>(
                    label: label, content: _Frame.inset(content))
            }
        }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// A group box titled by any view: `GroupBox(label: Label("Account", systemImage: "person")) { … }`.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

/// A `GtkFrame` with an optional text title; part of `GroupBox`.
struct _Frame<Content: View>: View, ElementView {
    let title: String?
    let content: Content
    typealias Body = Never

    static var widgetClass: WidgetClass { .frame }

    /// `content` stacked from the leading edge, inset by GNOME's standard margin.
    static func inset(_ content: Content) -> ModifiedContent<VStack<Content>, _PaddingLayout> {
        VStack(alignment: .leading) { content }
            .modifier(_PaddingLayout(insets: EdgeInsets(.all, _PaddingLayout.defaultLength)))
    }

    var childContent: ModifiedContent<VStack<Content>, _PaddingLayout>? { Self.inset(content) }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    static var storedContentType: Any.Type { Content.self }

    /// It takes the width it is offered, as a box around a section does.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: .horizontal)
    }

    /// GTK 4.8 names a frame by its class; its title names it.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.label, title)
    }
}
