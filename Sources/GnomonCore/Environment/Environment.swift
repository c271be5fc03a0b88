/// Reads a value from the environment of the view it is declared in.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.accent) private var accent
///     var body: some View { Text(accent) }
/// }
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value, as of the last evaluation of the view's body.
    public var wrappedValue: Value {
        if let value { return value }
        log.warning("@Environment was read before its view was mounted; using the default value")
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, to storage: DynamicPropertyStorage) {
        let property = pointer.assumingMemoryBound(to: Environment<Value>.self)
        property.pointee.value = storage.owner.environment[keyPath: property.pointee.keyPath]
    }
}
