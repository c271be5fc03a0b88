/// Where a binding reads and writes its value. Subclasses are the kinds of source a binding can
/// have: state, a closure pair, a constant, a field of another binding.
class AnyLocation<Value> {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value) { fatalError("abstract") }
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
}

/// A location that always reads the same value and ignores writes (`Binding.constant`).
final class ConstantLocation<Value>: AnyLocation<Value> {
    private let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value) {}
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
}
