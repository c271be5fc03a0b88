/// A line or paragraph of read-only text: a `GtkLabel` that wraps.
///
/// As in SwiftUI, its natural width is its whole text on one line (GTK's
/// `natural-wrap-mode=none`); it wraps only when given less.
///
/// ```swift
/// Text("Hello, world")
/// Text("Count: \(count)").styleClass("title-1")
/// Text(verbatim: userInput)      // shown exactly as given
/// ```
///
/// The text is shown literally — `<b>` and `&` appear as typed; it is never parsed as markup.
public struct Text: View, Hashable, Sendable {
    let content: String

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text from a literal, with any interpolated values.
    public init(_ key: LocalizedStringKey) {
        content = key.text
    }

    public typealias Body = Never
}

extension Text: ElementView {
    static var widgetClass: WidgetClass { .label }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.label(content))
        list.add(.wrap(true))
        list.add(.naturalWrapMode(.none))
        if let align = layout.horizontal.contentAlign { list.add(.xalign(align.fraction)) }
        if let align = layout.vertical.contentAlign { list.add(.yalign(align.fraction)) }
    }
}

extension WidgetAlign {
    /// The alignment as a fraction of the free space before the content (a label's `xalign`).
    var fraction: Double {
        switch self {
        case .start, .fill, .baseline: 0
        case .center: 0.5
        case .end: 1
        }
    }
}
