/// One change the user made to a text view's text: the UTF-8 bytes `range` of the text the
/// widget showed, replaced by `replacement`. A key press is an insertion (an empty range), a
/// Backspace a deletion (an empty replacement), a paste over a selection both.
///
/// A host reports each change as it happens (`WidgetEvent.textEdited`), so that a keystroke
/// in a long text costs the keystroke, not the text: the host never reads the whole text back,
/// and the bound string is changed where it lies.
///
/// ```swift
/// var text = "Hello GNOME"
/// TextEdit(replacing: 5..<6, with: ", ").apply(to: &text)   // "Hello, GNOME"
/// ```
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
    /// The bytes replaced, as UTF-8 offsets into the text before the change.
    public let range: Range<Int>
    /// What the user put in their place.
    public let replacement: String

    /// The change of the UTF-8 bytes `range` to `replacement`: `TextEdit(replacing: 3..<3, with: "!")`
    /// types "!" after the third byte.
    public init(replacing range: Range<Int>, with replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies the change to `text`, which must be the text the widget showed; a range past
    /// its end is clamped to it, and an offset inside a Unicode scalar's bytes moves to the
    /// scalar's start. Only the changed bytes and those after them move: when nothing else holds
    /// `text`'s storage, nothing is copied.
    public func apply(to text: inout String) {
        // No view of `text` is kept past this line: one would hold its storage, and the change
        // would copy it.
        let (lower, upper) = Self.indices(of: range, in: text)
        text.replaceSubrange(lower..<upper, with: replacement)
    }

    /// The string indices of the UTF-8 offsets `range`, clamped to the text.
    private static func indices(of range: Range<Int>, in text: String) -> (String.Index, String.Index) {
        let utf8 = text.utf8
        let end = Swift.min(range.upperBound, utf8.count)
        return (utf8.index(utf8.startIndex, offsetBy: Swift.min(range.lowerBound, end)), utf8.index(utf8.startIndex, offsetBy: end))
    }

    /// Whether `text` is a text of `count` UTF-8 bytes with this change applied as the user
    /// made it, judged by its length and its changed bytes alone (so in the time of the change,
    /// not of the text): a binding that refused the change, or put something else in its
    /// place, fails it.
    func isApplied(in text: String, toTextOf count: Int) -> Bool {
        let added = replacement.utf8.count
        let utf8 = text.utf8
        guard range.upperBound <= count, utf8.count == count - range.count + added else { return false }
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return utf8[start..<utf8.index(start, offsetBy: added)].elementsEqual(replacement.utf8)
    }

    /// The change that makes `old` into `new` as a person editing it would: what lies between
    /// the parts the two share at the start and at the end, replaced — what the test hosts'
    /// `type(_:into:)` makes in a text view.
    ///
    /// ```swift
    /// TextEdit(changing: "Hello", to: "Hello, GNOME")   // 5..<5 → ", GNOME"
    /// ```
    package init(changing old: String, to new: String) {
        let old = Array(old.utf8), new = Array(new.utf8)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, prefix < old.count, UTF8.isContinuation(old[prefix]) { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        while suffix > 0, UTF8.isContinuation(old[old.count - suffix]) { suffix -= 1 }
        self.init(replacing: prefix..<(old.count - suffix), with: String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self))
    }

    /// The change as a text view reports it: the range deleted, then the replacement inserted
    /// (each left out if empty).
    package var asReported: [TextEdit] {
        var changes: [TextEdit] = []
        if !range.isEmpty { changes.append(TextEdit(replacing: range, with: "")) }
        if !replacement.isEmpty { changes.append(TextEdit(replacing: range.lowerBound..<range.lowerBound, with: replacement)) }
        return changes
    }

    /// The range and the replacement: `5..<6 → ", "`.
    public var description: String {
        "\(range.lowerBound)..<\(range.upperBound) → \(String(reflecting: replacement))"
    }
}
