/// A key for a value in the environment, with the value views see when nobody set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
