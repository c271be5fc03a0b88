/// A modifier that changes nothing: what an empty `@ViewModifierBuilder` block makes.
///
/// ```swift
/// Text("Unchanged").modifier(EmptyModifier())
/// ```
public struct EmptyModifier: ViewModifier {
    /// The one empty modifier.
    nonisolated public static let identity = EmptyModifier()

    nonisolated public init() {}

    public func body(content: Content) -> Content {
        content
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// `content`'s change, then `modifier`'s.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ViewModifier {
    /// This modifier, then `modifier`: `Card().concat(Highlight())`.
    nonisolated public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
