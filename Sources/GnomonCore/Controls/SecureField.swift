/// A single line of text whose characters are hidden, for passwords: a `GtkPasswordEntry`
/// bound to a string, with the icon that shows what was typed.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
/// Like `TextField`, it expands sideways, shows its title while empty, and what the user is
/// typing survives updates that do not change the bound string.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let prompt: Text?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: TextEntryView {
    static var widgetClass: WidgetClass { .passwordEntry }

    /// A password entry's own property, after those of every text field: the icon that shows
    /// what was typed.
    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        addEntryProperties(to: &list)
        list.add(.showPeekIcon, true)
    }
}
