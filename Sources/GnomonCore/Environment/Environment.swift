import Observation

/// Reads a value from the environment of the view it is declared in.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.colorScheme) private var colorScheme
///     @Environment(Library.self) private var library      // an object put there with .environment(_:)
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// The view depends on what it reads: it updates when that value changes, and not otherwise.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// An object by its type; `optional` when `Value` is the optional of that type.
        case object(read: (EnvironmentValues) -> Any?, name: String, optional: Bool)
    }

    private let source: Source
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// The object of type `Value` that an ancestor put in the environment with
    /// `.environment(_:)`. It must be there.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(read: { $0[object: objectType] }, name: "\(objectType)", optional: false)
    }

    /// The object of type `T` that an ancestor put in the environment, or nil.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(read: { $0[object: objectType] }, name: "\(objectType)", optional: true)
    }

    /// The value, as of the last evaluation of the view's body.
    public var wrappedValue: Value {
        if let value { return value }
        guard case .keyPath(let keyPath) = source else {
            fatalError("@Environment was read before its view was mounted")
        }
        log.warning("@Environment was read before its view was mounted; using the default value")
        return EnvironmentValues()[keyPath: keyPath]
    }

    fileprivate func read(_ environment: EnvironmentValues) -> Value {
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let read, let name, let optional):
            if let object = read(environment) { return object as! Value }
            if optional { return Optional<Any>.none as! Value }
            fatalError("No \(name) in the environment: put one there with .environment(_:) on an ancestor view")
        }
    }
}

extension Environment: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: Environment<Value>.self)
        let node: Node = storage.owner
        property.pointee.value = EnvironmentValues.reading(as: node) { property.pointee.read(node.environment) }
    }
}

extension Environment: CustomViewEquality {
    /// A value handed down by a parent is not linked yet: it will read the same environment
    /// as the one it replaces (changes to which the node follows), so it is the same. Two
    /// linked values — `self` captured by a closure in two evaluations of a `body` — are the
    /// same if they read the same value: a `ForEach` whose rows use the environment through
    /// `self` makes them again when it changes.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let left = lhs.assumingMemoryBound(to: Self.self).pointee.value
        let right = rhs.assumingMemoryBound(to: Self.self).pointee.value
        guard let left, let right else { return true }
        return ViewEquality.areEqual(left, right)
    }
}
