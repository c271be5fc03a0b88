/// A value owned by a view's identity: it lives as long as the view keeps its place in the
/// tree, and every write updates the views that use it.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The initial value is evaluated once per identity (when the view first appears), not every
/// time the parent re-creates the view value. Writes within one turn of the main loop make one
/// update; writing the value it already has (for `Equatable` values) updates nothing.
///
/// As in SwiftUI, state declared with no default takes its initial value from the memberwise
/// initializer, and an optional with no default starts as `nil`:
///
/// ```swift
/// struct Reorder: View {
///     @State var order: [Int]            // Reorder(order: [3, 1, 2]): used once, then the view's
///     @State var selection: Int?         // nil
///     var body: some View { … }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: () -> Value
    fileprivate var box: StateBox<Value>?

    /// State that starts as `value`.
    public init(wrappedValue value: @autoclosure @escaping () -> Value) {
        initialValue = value
    }

    /// State that starts as `value`; use in an initializer: `_count = State(initialValue: start)`.
    public init(initialValue value: @autoclosure @escaping () -> Value) {
        initialValue = value
    }

    /// The current value. Reading before the view is mounted gives the initial value.
    public var wrappedValue: Value {
        get {
            if let box { return box.get() }
            return initialValue()
        }
        nonmutating set {
            guard let box else {
                log.warning("State<\(Value.self)> was written before its view was mounted; the write is ignored")
                return
            }
            box.set(newValue)
        }
    }

    /// A binding to the value, for child views that edit it: `TextField("Name", text: $name)`.
    public var projectedValue: Binding<Value> {
        guard let box else {
            log.warning("A binding to State<\(Value.self)> was made before its view was mounted; it is constant")
            return .constant(initialValue())
        }
        return Binding(location: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as `nil`: what `@State var selection: Item.ID?` with no default gets.
    ///
    /// It is declared here, in a constrained extension, and not beside the other initializers:
    /// Swift treats an `init()` in the type itself as every property's default, so
    /// `@State var order: [Int]` (no default) would fail to compile and its memberwise
    /// parameter would take a `State<[Int]>` instead of an `[Int]`.
    public init() {
        initialValue = { nil }
    }
}

extension State: LinkedProperty {
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage) {
        let state = pointer.assumingMemoryBound(to: State<Value>.self)
        state.pointee.box = storage.nextSlot {
            StateBox(state.pointee.initialValue(), name: name, owner: storage.owner)
        }
    }
}

/// Storage that can be cut off from its node when the node goes away.
protocol StateStorage: AnyObject {
    /// Whether the value was ever changed after its initial value.
    var wasWritten: Bool { get }
    func detach()
}

/// The storage of one `@State`: the value, and the evaluations that read it.
///
/// A write of a new value (for `Equatable` values, a different one) invalidates exactly the
/// evaluations that read the state; those record themselves again when they re-evaluate. Once
/// its view is gone, the state is detached: writes still store, but update nothing.
///
/// Only ever used on the main actor (views, their actions and bindings run there; every access
/// asserts it), hence `@unchecked Sendable`.
final class StateBox<Value>: AnyLocation<Value>, StateStorage, @unchecked Sendable {
    private var value: Value
    /// The state's property name, such as `_count`, for `_printChanges()`.
    private let name: String
    private let owner: NodeReference
    private var dependents = Dependents()
    private var isDetached = false
    private(set) var wasWritten = false
    private let isEqual: ((Value, Value) -> Bool)?

    init(_ value: Value, name: String, owner: Node) {
        self.value = value
        self.name = name
        self.owner = owner.reference
        isEqual = equality(for: Value.self)
    }

    override func get() -> Value {
        dependents.recordRead()
        return value
    }

    override func set(_ newValue: Value) {
        if let isEqual, isEqual(value, newValue) { return }
        value = newValue
        changed()
    }

    /// Changes the stored value itself (a text edit applied in place), and updates its readers.
    override func modify(_ body: (inout Value) -> Void) {
        body(&value)
        changed()
    }

    private func changed() {
        wasWritten = true
        guard !isDetached else { return }
        MainActor.assumeIsolated { dependents.invalidate(because: name, owner: owner.node) }
    }

    func detach() {
        isDetached = true
        MainActor.assumeIsolated { dependents = Dependents() }
    }
}

/// `==` for `T` if it is `Equatable`, found once per state.
private func equality<T>(for type: T.Type) -> ((T, T) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return equatable.equalityFunction() as? (T, T) -> Bool
}

private extension Equatable {
    static func equalityFunction() -> Any {
        { (lhs: Self, rhs: Self) in lhs == rhs } as (Self, Self) -> Bool
    }
}
