/// A single line of editable text: a `GtkEntry` bound to a string.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Search", text: $query, prompt: Text("Type to search"))
/// ```
///
/// The title is shown as the placeholder while the field is empty (a `prompt` replaces it).
/// It expands sideways, like SwiftUI's. What the user is typing is never reset by an update
/// that does not change the bound string. A field bound to a value with a format
/// (`TextField("Tip", value: $tip, format: .percent)`) is in `TextField+Format.swift`.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let label: Label
    let prompt: Text?
    var editing = FieldEditing()

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

    /// SwiftUI's first text field: `onEditingChanged` hears true when the focus comes into the
    /// field and false when it leaves; `onCommit` runs when the user presses Enter.
    ///
    /// ```swift
    /// TextField("Name", text: $name, onEditingChanged: { editing = $0 }, onCommit: save)
    /// ```
    @available(*, deprecated, message: "use onSubmit(_:) for onCommit, and focused(_:) for onEditingChanged")
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text) { Text(titleKey) }
        editing = FieldEditing(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// SwiftUI's first text field, titled by a string (see the `LocalizedStringKey` form).
    @available(*, deprecated, message: "use onSubmit(_:) for onCommit, and focused(_:) for onEditingChanged")
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text) { Text(title) }
        editing = FieldEditing(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

/// What a text field does as the user edits it beyond writing its binding: SwiftUI's first
/// callbacks, and a formatted field taking its text only when the user finishes.
struct FieldEditing {
    /// Hears true when the focus comes into the field, false when it leaves.
    var onEditingChanged: ((Bool) -> Void)?
    /// Runs when the user presses Enter.
    var onCommit: (() -> Void)?
    /// Whether the binding takes the text only when the user finishes editing (Enter, or the
    /// focus leaving the field) rather than at each key: a formatted value's binding, whose
    /// text written back at each key would reformat what the user is typing.
    var takesTextWhenFinished = false

    /// Whether the field must report the focus coming and going.
    var reportsEditing: Bool { onEditingChanged != nil || takesTextWhenFinished }
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
    var editing: FieldEditing { get }
}

extension TextEntryView {
    var editing: FieldEditing { FieldEditing() }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: .horizontal)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        addEntryProperties(to: &list)
        // GTK 4.8's search and password entries take no purpose or hints (a password entry's
        // purpose is its own).
        if Self.widgetClass.maps(.inputPurpose) { context.environment.addTextInputProperties(to: &list) }
        if Self.widgetClass.maps(.hasFrame) && !context.environment.textFieldHasFrame { list.add(.hasFrame, false) }
    }

    /// The bound text, and what the field shows while empty: its prompt, or else its title if
    /// that is text. Text longer than a field holds is shown cut, and the field cannot be
    /// edited, so no edit of the cut text replaces the whole; the log says so.
    func addEntryProperties(to list: inout PropertyList) {
        let value = text.wrappedValue
        if let shown = Self.fitting(value) {
            WarnOnce.check("field too long \(value.hashValue)", isProblem: { true },
                "a text field holds \(textFieldCapacity) bytes of text and was given \(value.utf8.count); it shows the start and cannot be edited, so that nothing is lost (TextEditor holds any length)")
            list.add(.text, shown)
            list.add(.editable, false)
        } else {
            list.add(.text, value)
        }
        list.add(.placeholderText, prompt?.content ?? Text.plainContent(of: label))
        if editing.reportsEditing { list.add(.reportsEditing, true) }
    }

    /// The start of `value` that a field holds, if it holds less than all of it.
    static func fitting(_ value: String) -> String? {
        guard value.utf8.count > textFieldCapacity else { return nil }
        var bytes = 0
        let end = value.unicodeScalars.firstIndex { scalar in
            bytes += UTF8.width(scalar)
            return bytes > textFieldCapacity
        } ?? value.endIndex
        return String(value.unicodeScalars[..<end])
    }

    /// The field's title, as SwiftUI names a field by it, else its prompt.
    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? {
        Text.plainContent(of: label) ?? prompt?.content
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    func handle(_ event: WidgetEvent) {
        switch event {
        case .edited:
            guard !editing.takesTextWhenFinished, let newText = event.value(of: .text) else { return }
            if Self.fitting(text.wrappedValue) == nil { text.wrappedValue = newText }
        case .submitted: editing.onCommit?()
        case .editingChanged(let began): editing.onEditingChanged?(began)
        default: break
        }
    }

    var takesTextWhenFinished: Bool { editing.takesTextWhenFinished }

    func takeFinishedText(_ shown: String) {
        text.wrappedValue = shown
    }
}

/// The bytes of text a field holds: GTK's entry buffer, 65,535 with the C string's end.
let textFieldCapacity = 65_534
