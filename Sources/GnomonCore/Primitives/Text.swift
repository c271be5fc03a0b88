/// A line or paragraph of read-only text: a `GtkLabel` that wraps.
///
/// As in SwiftUI, its natural width is its whole text on one line (GTK's
/// `natural-wrap-mode=none`); it wraps only when given less. Under `.lineLimit(n)` it shows at
/// most `n` lines and ends in "…" when cut short; `.lineLimit(1)` makes a plain one-line label,
/// the cheapest kind for GTK to lay out.
///
/// ```swift
/// Text("Hello, world")
/// Text("Count: \(count)").styleClass("title-1")
/// Text(verbatim: userInput)      // shown exactly as given
/// Text(item.title).lineLimit(1)  // one line, "…" at the end if it does not fit
/// ```
///
/// The text is shown literally — `<b>` and `&` appear as typed; it is never parsed as markup,
/// unless made with `Text(markup:)`.
public struct Text: View, Hashable, Sendable {
    let content: String
    /// Whether `content` is Pango markup (checked when the text was made).
    var isMarkup = false
    /// The date a live text shows in its style as the clock goes (`Text(_:style:)`), in place of
    /// `content` (the text as it was made).
    var liveDate: LiveDate?

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// The text of `label` if it is plain text (a `Text`, or a `Label` titled by one): a
    /// control's title, as its accessible name.
    static func plainContent<Label: View>(of label: Label) -> String? {
        (label as? PlainTextView)?.plainText
    }

    /// Text from a literal, with any interpolated values.
    public init(_ key: LocalizedStringKey) {
        content = key.text
    }

    /// Text styled with Pango markup: `<b>`, `<i>`, `<span foreground="red">`, entities such as
    /// `&amp;`.
    ///
    /// ```swift
    /// Text(markup: "<b>\(name)</b> joined <i>\(room)</i>")
    /// ```
    ///
    /// Markup that is not valid (an unclosed tag, an unknown entity) is reported in the log and
    /// shown as plain text, exactly as written. Escape user input before putting it in markup.
    public init(markup: String) {
        content = markup
        if let problem = PangoMarkup.problem(in: markup) {
            WarnOnce.check(
                "markup " + markup, isProblem: { true },
                "Text(markup:) is not valid Pango markup: \(problem); showing it as plain text")
        } else {
            isMarkup = true
        }
    }

    public typealias Body = Never
}

extension Text: ElementView {
    static var widgetClass: WidgetClass { .label }
    /// Only a live date reads the clock (an `@Observable`) as it resolves.
    var resolveReadsObservables: Bool { liveDate != nil }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        let lineLimit = context.environment.lineLimit
        let content = liveDate?.text(now: TextClock.shared.now) ?? content
        list.add(.label, isMarkup ? content : Self.shown(content, lineLimit: lineLimit))
        list.add(.useMarkup, isMarkup)
        if lineLimit != 1 {
            list.add(.wrap, true)
            list.add(.naturalWrapMode, .none)
        }
        let options = context.environment.textOptions
        if let lineLimit {
            list.add(.ellipsize, options.truncation.ellipsize)
            if lineLimit > 1 { list.add(.lines, lineLimit) }
        }
        // Rarely set: checked before the list compares them with their defaults.
        if options.alignment != .leading { list.add(.justify, options.alignment.justification) }
        if options.isSelectable { list.add(.labelSelectable, true) }
        if let align = layout.horizontal.contentAlign {
            list.add(.xalign, align.fraction)
        } else if lineLimit != 1, case let align = layout.horizontal.alignment(placement: context.horizontalPlacement),
            align == .start || align == .end
        {
            // Wrapped, it takes all the width it is given: its lines start at its edge, where a
            // stack aligns it, not in the middle (GTK's xalign is mirrored right to left).
            list.add(.xalign, align.fraction)
        }
        if let align = layout.vertical.contentAlign { list.add(.yalign, align.fraction) }
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    /// The most characters of one line a label under a line limit is given: more than the
    /// widest window shows on `lineLimit` lines.
    static let shownLineLength = 2000

    /// What a label under `lineLimit` is given: its first `lineLimit` lines, each cut to
    /// `shownLineLength` characters per line allowed, and "…" after the last if lines follow.
    /// GTK lays out every line a label holds before it cuts them, so a limited label costs what
    /// it shows, not the length of its text (a 1 MB note's one-line preview).
    static func shown(_ content: String, lineLimit: Int?) -> String {
        guard let lineLimit else { return content }
        var shown: [Substring] = []
        var rest = content[...]
        while shown.count < lineLimit {
            // Bytes, not characters: finding the end of a long line stays a memory scan.
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            var line = rest[..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = line[..<line.utf8.index(before: line.utf8.endIndex)] }  // "\r\n"
            shown.append(line.prefix(shownLineLength * lineLimit))
            guard end < rest.endIndex else { return shown.joined(separator: "\n") }
            rest = rest[rest.index(after: end)...]
        }
        return shown.joined(separator: "\n") + (rest.isEmpty ? "" : "…")
    }
}

extension View {
    /// Shows at most `number` lines of each `Text` inside, ending in "…" when cut short; nil
    /// lifts the limit.
    ///
    /// ```swift
    /// Text(message.body).lineLimit(3)
    /// List(files) { Text($0.name) }.lineLimit(1)
    /// ```
    public func lineLimit(_ number: Int?) -> some View {
        var limit = number
        if let number, number < 1 {
            log.warning("lineLimit(\(number)) must be at least 1; showing every line")
            limit = nil
        }
        return environment(\.lineLimit, limit)
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
