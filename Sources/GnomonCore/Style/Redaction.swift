/// Why views show in place of their content (`.redacted(reason:)`): a placeholder while data
/// loads, or privacy while the screen may be seen by others.
///
/// ```swift
/// @Environment(\.redactionReasons) private var reasons
/// if reasons.contains(.placeholder) { ProgressView() }
/// ```
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content stands in for data not loaded yet: its text and icons show as blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Views marked `privacySensitive()` hide their content.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content shows as out of date; GNOME shows it as it is.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Why the views here show in place of their content; empty when they show it.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views here are marked `privacySensitive()`.
    public var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether text and icons here show as blocks: placeholders, or private views while privacy
    /// redacts.
    var redactsContent: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || reasons.contains(.privacy) && isPrivacySensitive
    }
}

extension View {
    /// Shows this view's text and icons as blocks of their size, for `reason`: a placeholder
    /// while its data loads, as SwiftUI does, in GNOME's colours.
    ///
    /// ```swift
    /// NoteRow(note: .sample)
    ///     .redacted(reason: isLoading ? .placeholder : [])
    /// ```
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows this view's content even inside a redacted view.
    ///
    /// ```swift
    /// VStack { Text("Total").unredacted(); Text(total) }.redacted(reason: .placeholder)
    /// ```
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks this view's content as private: it shows as blocks while privacy redacts.
    ///
    /// ```swift
    /// Text(account.number).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isPrivacySensitive, sensitive)
    }
}
