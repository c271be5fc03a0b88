/// A value with its label: the label at the leading edge, the value at the trailing edge in the
/// secondary style, as preferences rows show them.
///
/// ```swift
/// LabeledContent("Version", value: "46.2")
/// LabeledContent("Storage") { Gauge(value: 0.4) { EmptyView() } }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 12) {
            ControlLabel(label)
            Spacer(minLength: 12)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init { Text(value) } label: { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<Title: StringProtocol, S: StringProtocol>(_ title: Title, value: S) {
        self.init { Text(value) } label: { Text(title) }
    }
}
