/// Where a binding reads and writes its value. Subclasses are the kinds of source a binding can
/// have: state, a closure pair, a constant, a field of another binding.
class AnyLocation<Value> {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value) { fatalError("abstract") }

    /// Changes the value with `body`. Storage (state, a field of it, an object's property)
    /// lets `body` change the stored value where it lies, so a large value nothing else holds
    /// is not copied; other locations read the value, change it and write it back.
    func modify(_ body: (inout Value) -> Void) {
        var value = get()
        body(&value)
        set(value)
    }

    /// Whether `other` reads and writes the same value as this location: two bindings made on
    /// separate evaluations to the same state (or the same field of it) are the same.
    func isSameSource(as other: AnyLocation<Value>) -> Bool {
        self === other
    }
}

/// A location made of a getter and a setter (`Binding(get:set:)`).
final class FunctionLocation<Value>: AnyLocation<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value) { setter(value) }

    /// The same getter and setter closures: the same code over the same captures.
    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? FunctionLocation<Value> else { return false }
        return self === other
            || (ViewEquality.areEqual(getter, other.getter) && ViewEquality.areEqual(setter, other.setter))
    }
}

/// A location that always reads the same value and ignores writes (`Binding.constant`).
final class ConstantLocation<Value>: AnyLocation<Value> {
    private let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value) {}

    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return ViewEquality.areEqual(value, other.value)
    }
}

/// A field of another location (`$model.name`).
final class KeyPathLocation<Root, Value>: AnyLocation<Value> {
    private let base: AnyLocation<Root>
    private let keyPath: WritableKeyPath<Root, Value>

    init(base: AnyLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }

    override func set(_ value: Value) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root)
    }

    override func modify(_ body: (inout Value) -> Void) {
        base.modify { body(&$0[keyPath: keyPath]) }
    }

    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Root, Value> else { return false }
        return keyPath == other.keyPath && base.isSameSource(as: other.base)
    }
}

/// A property of an object (`$model.title`, with `@Bindable var model`).
final class ReferenceKeyPathLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }
    override func modify(_ body: (inout Value) -> Void) { body(&object[keyPath: keyPath]) }

    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ReferenceKeyPathLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// A property of an `ObservableObject` (`$order.quantity`, through `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject`), remembering the value it had when the binding was
/// made, as SwiftUI's bindings do. The object tells its changes to the view that observes it,
/// not to the views that view hands bindings to; so a binding made after a change is another
/// binding (`isSameSource`), and a child given it updates.
final class ObservedPropertyLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>
    private let snapshot: Value

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
        snapshot = object[keyPath: keyPath]
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value) { object[keyPath: keyPath] = value }

    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObservedPropertyLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath && ViewEquality.areEqual(snapshot, other.snapshot)
    }
}

/// Another location's value, converted both ways (`Binding(_:)`: optional, unwrapped,
/// type-erased). A write that converts to nil leaves the base as it is.
final class ConvertedLocation<Base, Value>: AnyLocation<Value> {
    private let base: AnyLocation<Base>
    private let read: (Base) -> Value
    private let write: (Value) -> Base?

    init(base: AnyLocation<Base>, get: @escaping (Base) -> Value, set: @escaping (Value) -> Base?) {
        self.base = base
        read = get
        write = set
    }

    override func get() -> Value { read(base.get()) }

    override func set(_ value: Value) {
        if let converted = write(value) { base.set(converted) }
    }

    /// Each pair of types has one conversion, so the same base is the same source.
    override func isSameSource(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ConvertedLocation<Base, Value> else { return false }
        return self === other || base.isSameSource(as: other.base)
    }
}
