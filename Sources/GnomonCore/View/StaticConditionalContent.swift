/// One of two views, chosen by a `StaticCondition` when the view is made: only that branch
/// is built, and the same branch is kept for the view's life.
///
/// ```swift
/// StaticConditionalContent(IsEqual<Label, Text>.self) {
///     Text("A text label")
/// } otherwise: {
///     label
/// }
/// ```
///
/// Unlike `if`, there is no value to watch: the condition is the type's, so the view never
/// changes branch, and the branch not taken is never evaluated.
public struct StaticConditionalContent<Condition: StaticCondition, TrueContent: View, FalseContent: View>: View {
    let content: _ConditionalContent<TrueContent, FalseContent>

    /// `then` when `Condition` holds, `otherwise` when it does not; only that one is evaluated.
    public init(
        _ condition: Condition.Type = Condition.self,
        @ViewBuilder then: () -> TrueContent, @ViewBuilder otherwise: () -> FalseContent
    ) {
        content = .choosing(Condition.value, then, otherwise)
    }

    /// `then` when `Condition` holds, `otherwise` when it does not, given as views.
    public init(_ condition: Condition.Type = Condition.self, then: TrueContent, otherwise: FalseContent) {
        content = .choosing(Condition.value, { then }, { otherwise })
    }

    public var body: _ConditionalContent<TrueContent, FalseContent> { content }
}

extension StaticConditionalContent where FalseContent == EmptyView {
    /// `then` when `Condition` holds, nothing otherwise.
    public init(_ condition: Condition.Type = Condition.self, @ViewBuilder then: () -> TrueContent) {
        self.init(condition, then: then, otherwise: { EmptyView() })
    }
}
