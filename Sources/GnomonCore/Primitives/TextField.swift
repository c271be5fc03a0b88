/// A single line of editable text: a `GtkEntry` bound to a string.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Search", text: $query, prompt: Text("Type to search"))
/// ```
///
/// The title is shown as the placeholder while the field is empty (a `prompt` replaces it).
/// It expands sideways, like SwiftUI's. What the user is typing is never reset by an update
/// that does not change the bound string.
public struct TextField<Label: View>: View {
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

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField: TextEntryView {
    static var widgetClass: WidgetClass { .entry }
}

/// A one-line text field bound to a string, and the element it mounts: `TextField`'s
/// `GtkEntry`, `SecureField`'s `GtkPasswordEntry`.
protocol TextEntryView: ElementView {
    associatedtype Label: View
    var text: Binding<String> { get }
    var prompt: Text? { get }
    var label: Label { get }
}

extension TextEntryView {
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        addEntryProperties(to: &list)
    }

    /// The bound text, and what the field shows while empty: its prompt, or else its title if
    /// that is text.
    func addEntryProperties(to list: inout PropertyList) {
        list.add(.text, text.wrappedValue)
        list.add(.placeholderText, prompt?.content ?? Text.plainContent(of: label))
    }

    /// The field's title, as SwiftUI names a field by it, else its prompt.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        Text.plainContent(of: label) ?? prompt?.content
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    func handle(_ event: WidgetEvent) {
        if let newText = event.value(of: .text) { text.wrappedValue = newText }
    }
}
