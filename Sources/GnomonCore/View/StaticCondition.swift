/// A condition known from types alone, fixed for the life of the process: what
/// `StaticConditionalContent` and `StaticConditionalModifier` choose their branch by.
///
/// ```swift
/// enum IsDebug: StaticCondition {
///     static var value: Bool { _isDebugAssertConfiguration() }
/// }
/// StaticConditionalContent(IsDebug.self) { Text("Debug") } otherwise: { Text("Release") }
/// ```
public protocol StaticCondition {
    /// Whether the condition holds. Read when a view using it is made; it must not change.
    static var value: Bool { get }
}

/// A condition that always holds.
///
/// ```swift
/// StaticConditionalContent(TrueStaticCondition.self) { Text("always") }
/// ```
public enum TrueStaticCondition: StaticCondition {
    public static var value: Bool { true }
}

/// A condition that never holds.
///
/// ```swift
/// StaticConditionalContent(FalseStaticCondition.self) { Text("never") } otherwise: { Text("shown") }
/// ```
public enum FalseStaticCondition: StaticCondition {
    public static var value: Bool { false }
}

/// Holds when `LHS` and `RHS` are the same type: for generic views that specialize on a type
/// parameter.
///
/// ```swift
/// StaticConditionalContent(IsEqual<Label, Text>.self) { Text("plain") } otherwise: { label }
/// ```
public enum IsEqual<LHS, RHS>: StaticCondition {
    public static var value: Bool { LHS.self == RHS.self }
}
