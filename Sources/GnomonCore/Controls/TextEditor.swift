/// Text of any length the user edits: a `GtkTextView` bound to a string, wrapping at word
/// boundaries, in a scrolled window that takes the space it is offered.
///
/// ```swift
/// TextEditor(text: $note.body)
/// ```
///
/// What the user is typing, and where their cursor and selection are, survive every update that
/// does not change the bound string; a new string from the model replaces the text.
public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        ScrollView {
            _TextView(text: text)
        }
        .styleClass("frame")
    }
}

/// A `GtkTextView` bound to a string; part of `TextEditor`.
struct _TextView: View, ElementView {
    let text: Binding<String>
    typealias Body = Never

    static var widgetClass: WidgetClass { .textView }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.text, text.wrappedValue)
        list.add(.wrapMode, .wordChar)
        for margin in [PropertyKey.leftMargin, .rightMargin, .topMargin, .bottomMargin] {
            list.add(margin, 6)
        }
        context.environment.addTextInputProperties(to: &list)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    var editedText: String? { text.wrappedValue }

    /// Applies the user's change to the bound string where it lies (`WidgetNode` checks that it
    /// went in as typed).
    func handle(_ event: WidgetEvent) {
        if case .textEdited(let edit) = event { text.modify { edit.apply(to: &$0) } }
    }
}
