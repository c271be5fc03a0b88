import Observation

extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// SettingsPane().environment(\.locale, Locale(identifier: "de"))
    /// ```
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes an environment value for this view and everything inside it, starting from the
    /// value above.
    ///
    /// ```swift
    /// Rows().transformEnvironment(\.lineLimit) { limit in limit = min(limit ?? 3, 3) }
    /// ```
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Puts an observable object in the environment of this view and everything inside it, for
    /// `@Environment(Type.self)` to read.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentObjectWritingModifier(object: object))
    }
}

/// Writes one environment value for its content; see `View.environment(_:_:)`.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var value: Value

    public typealias Body = Never
}

extension _EnvironmentKeyWritingModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// Changes one environment value for its content; see `View.transformEnvironment(_:transform:)`.
public struct _EnvironmentTransformModifier<Value>: ViewModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, Value>
    var transform: (inout Value) -> Void

    public typealias Body = Never
}

extension _EnvironmentTransformModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }
}

/// Puts an observable object in the environment of its content; see `View.environment(_:)`.
public struct _EnvironmentObjectWritingModifier<T: AnyObject & Observable>: ViewModifier {
    var object: T?

    public typealias Body = Never
}

extension _EnvironmentObjectWritingModifier: AttributeModifier {
    static var appliesAttributes: Bool { false }

    func write(into environment: inout EnvironmentValues) {
        environment[object: T.self] = object
    }
}
