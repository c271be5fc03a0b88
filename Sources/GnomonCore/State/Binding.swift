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

    /// Changes the value with `body`, in place where the source is storage (see
    /// `AnyLocation.modify`): `text.modify { edit.apply(to: &$0) }`.
    func modify(_ body: (inout Value) -> Void) {
        location.modify(body)
    }

    /// A binding to a field of the value: `$settings.volume`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath))
    }
}

extension Binding {
    /// An optional view of a binding: `Binding<Int?>(count)`. Writing `nil` leaves the base
    /// as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        location = ConvertedLocation(base: base.location, get: { $0 }, set: { $0 })
    }

    /// A binding to the value inside an optional binding, or nil if it holds none now:
    /// `if let name = Binding($draft.name) { TextField("Name", text: name) }`. Should the base
    /// become `nil` later, the binding reads the last value it saw.
    public init?(_ base: Binding<Value?>) {
        guard var last = base.wrappedValue else { return nil }
        location = ConvertedLocation(
            base: base.location,
            get: { value in
                if let value { last = value }
                return last
            },
            set: { $0 })
    }

    /// A type-erased view of a binding, as pickers' tags use: writing a value of another type
    /// leaves the base as it is.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        location = ConvertedLocation(base: base.location, get: { AnyHashable($0) }, set: { $0.base as? V })
    }
}

extension Binding where Value == Double {
    /// A binding to any floating-point value as a `Double`, as a slider or stepper holds it.
    init<V: BinaryFloatingPoint>(converting base: Binding<V>) {
        location = ConvertedLocation(base: base.location, get: { Double($0) }, set: { V($0) })
    }

    /// A binding to any integer as a `Double`, as a stepper holds it: a value written is
    /// rounded, and one the integer type cannot hold leaves the base as it is.
    init<V: BinaryInteger>(converting base: Binding<V>) {
        location = ConvertedLocation(base: base.location, get: { Double($0) }, set: { V(exactly: $0.rounded()) })
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
