/// A read-write reference to a value owned by someone else.
///
/// ```swift
/// struct NameField: View {
///     @Binding var name: String
///     var body: some View { TextField("Name", text: $name) }
/// }
/// NameField(name: $model.name)      // a field of other state
/// NameField(name: .constant("Ada")) // a preview that cannot change
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let location: AnyLocation<Value>

    init(location: AnyLocation<Value>) {
        self.location = location
    }

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        location = FunctionLocation(get: get, set: set)
    }

    /// A binding from a binding (what `@Binding var x` receives as `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set { location.set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a field of the value: `$settings.volume`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the value, so that `ForEach($items) { $item in … }` keys rows by it.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: CustomViewEquality {
    /// Bindings are the same when they reach the same source.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        lhs.assumingMemoryBound(to: Self.self).pointee.location
            .isSameSource(as: rhs.assumingMemoryBound(to: Self.self).pointee.location)
    }
}
