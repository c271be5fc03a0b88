/// One of two modifiers, chosen by a `StaticCondition` when the modifier is made: the
/// modifier counterpart of `StaticConditionalContent`.
///
/// ```swift
/// Text("Item").modifier(
///     StaticConditionalModifier(IsDebug.self) { DebugOutline() } otherwise: { EmptyModifier() })
/// ```
public struct StaticConditionalModifier<Condition: StaticCondition, TrueModifier: ViewModifier, FalseModifier: ViewModifier>:
    ViewModifier
{
    private enum Storage {
        case trueModifier(TrueModifier)
        case falseModifier(FalseModifier)
    }

    private let storage: Storage

    /// `then` when `Condition` holds, `otherwise` when it does not; only that one is built.
    public init(
        _ condition: Condition.Type = Condition.self,
        @ViewModifierBuilder then: () -> TrueModifier, @ViewModifierBuilder otherwise: () -> FalseModifier
    ) {
        storage = Condition.value ? .trueModifier(then()) : .falseModifier(otherwise())
    }

    public func body(content: Content) -> some View {
        switch storage {  // always the same case for this modifier's life
        case .trueModifier(let modifier): content.modifier(modifier)
        case .falseModifier(let modifier): content.modifier(modifier)
        }
    }
}

extension StaticConditionalModifier where FalseModifier == EmptyModifier {
    /// `then` when `Condition` holds, no change otherwise.
    public init(_ condition: Condition.Type = Condition.self, @ViewModifierBuilder then: () -> TrueModifier) {
        self.init(condition, then: then, otherwise: { EmptyModifier() })
    }
}
