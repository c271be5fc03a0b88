/// How the lines of a text of several lines line up.
///
/// ```swift
/// Text(poem).multilineTextAlignment(.center)
/// ```
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Where a text cut short shows "…": at its start, in its middle, or at its end.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }
}

/// Whether the user can select a text, to copy it.
///
/// ```swift
/// Text(errorMessage).textSelection(.enabled)
/// ```
public struct TextSelectability: Hashable, Sendable {
    let isEnabled: Bool

    /// The user can select and copy the text: GTK's selectable label.
    public static let enabled = TextSelectability(isEnabled: true)
    /// The text cannot be selected.
    public static let disabled = TextSelectability(isEnabled: false)
}

extension View {
    /// Lines up the lines of each text of several lines inside: a label's `justify`.
    ///
    /// ```swift
    /// Text(poem).multilineTextAlignment(.center)
    /// ```
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Where text inside that is cut short (see `lineLimit`) shows "…": a label's `ellipsize`.
    ///
    /// ```swift
    /// Text(file.path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Lets the user select, and copy, the text inside: a label's `selectable`.
    ///
    /// ```swift
    /// Text(commit.hash).textSelection(.enabled)
    /// ```
    public func textSelection(_ selectability: TextSelectability) -> some View {
        environment(\.isTextSelectable, selectability.isEnabled)
    }
}

/// How text inside lays out beyond its font: read by every `Text` as one value, so a label
/// depends on one environment key for all three.
struct TextOptions: Hashable, Sendable {
    var alignment = TextAlignment.leading
    var truncation = Text.TruncationMode.tail
    var isSelectable = false
}

private struct TextOptionsKey: EnvironmentKey {
    static var defaultValue: TextOptions { TextOptions() }
}

extension EnvironmentValues {
    /// How the lines of each text of several lines line up. Set it with
    /// `.multilineTextAlignment(_:)`.
    public var multilineTextAlignment: TextAlignment {
        get { textOptions.alignment }
        set { textOptions.alignment = newValue }
    }

    /// Where text cut short shows "…". Set it with `.truncationMode(_:)`.
    public var truncationMode: Text.TruncationMode {
        get { textOptions.truncation }
        set { textOptions.truncation = newValue }
    }

    /// Whether the user can select text inside. Set it with `.textSelection(_:)`.
    var isTextSelectable: Bool {
        get { textOptions.isSelectable }
        set { textOptions.isSelectable = newValue }
    }

    var textOptions: TextOptions {
        get { self[TextOptionsKey.self] }
        set { self[TextOptionsKey.self] = newValue }
    }
}

extension TextAlignment {
    /// GTK's `GtkJustification` for the alignment.
    var justification: Justification {
        switch self {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}

extension Text.TruncationMode {
    /// Pango's ellipsizing for the mode.
    var ellipsize: EllipsizeMode {
        switch self {
        case .head: .start
        case .middle: .middle
        case .tail: .end
        }
    }
}
