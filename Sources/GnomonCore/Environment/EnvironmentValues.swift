/// The values a view inherits from its ancestors: styles, settings, actions.
///
/// ```swift
/// ContentView().environment(\.accent, "green")
/// ```
///
/// Stored as a persistent list: setting a value shares everything set above it, so passing the
/// environment to a child is one reference.
public struct EnvironmentValues: CustomStringConvertible {
    private var head: Entry?

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            var entry = head
            let id = ObjectIdentifier(key)
            while let current = entry {
                if current.key == id { return current.value as! Key.Value }
                entry = current.next
            }
            return Key.defaultValue
        }
        set {
            head = Entry(key: ObjectIdentifier(key), name: "\(key)", value: newValue, next: head)
        }
    }

    public var description: String {
        var names: [String] = []
        var entry = head
        while let current = entry {
            if !names.contains(current.name) { names.append(current.name) }
            entry = current.next
        }
        return "EnvironmentValues(\(names.joined(separator: ", ")))"
    }

    private final class Entry {
        let key: ObjectIdentifier
        let name: String
        let value: Any
        let next: Entry?

        init(key: ObjectIdentifier, name: String, value: Any, next: Entry?) {
            self.key = key
            self.name = name
            self.value = value
            self.next = next
        }
    }
}
