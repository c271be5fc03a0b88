/// Builds one modifier from a block of modifiers, applied in order (the first innermost).
///
/// ```swift
/// Text("Note").modifier {
///     Card()
///     Highlight()
/// }
/// ```
///
/// Like Engine's, it takes up to five modifiers and no `if`: choose between modifiers with
/// `StaticConditionalModifier`.
@resultBuilder
public enum ViewModifierBuilder {
    public static func buildBlock() -> EmptyModifier {
        EmptyModifier()
    }

    public static func buildBlock<M: ViewModifier>(_ modifier: M) -> M {
        modifier
    }

    public static func buildBlock<M0: ViewModifier, M1: ViewModifier>(_ m0: M0, _ m1: M1) -> ModifiedContent<M0, M1> {
        m0.concat(m1)
    }

    public static func buildBlock<M0: ViewModifier, M1: ViewModifier, M2: ViewModifier>(
        _ m0: M0, _ m1: M1, _ m2: M2
    ) -> ModifiedContent<ModifiedContent<M0, M1>, M2> {
        m0.concat(m1).concat(m2)
    }

    public static func buildBlock<M0: ViewModifier, M1: ViewModifier, M2: ViewModifier, M3: ViewModifier>(
        _ m0: M0, _ m1: M1, _ m2: M2, _ m3: M3
    ) -> ModifiedContent<ModifiedContent<ModifiedContent<M0, M1>, M2>, M3> {
        m0.concat(m1).concat(m2).concat(m3)
    }

    public static func buildBlock<M0: ViewModifier, M1: ViewModifier, M2: ViewModifier, M3: ViewModifier, M4: ViewModifier>(
        _ m0: M0, _ m1: M1, _ m2: M2, _ m3: M3, _ m4: M4
    ) -> ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<M0, M1>, M2>, M3>, M4> {
        m0.concat(m1).concat(m2).concat(m3).concat(m4)
    }
}

extension View {
    /// Applies the modifiers of a `@ViewModifierBuilder` block, in order.
    ///
    /// ```swift
    /// Text("Note").modifier { Card(); Highlight() }
    /// ```
    public func modifier<M: ViewModifier>(@ViewModifierBuilder _ modifier: () -> M) -> ModifiedContent<Self, M> {
        self.modifier(modifier())
    }
}
