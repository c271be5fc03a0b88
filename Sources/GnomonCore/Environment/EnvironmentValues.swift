/// The values a view inherits from its ancestors: settings, styles, actions.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.colorScheme) private var colorScheme
///     var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
/// }
/// ContentView().environment(\.locale, Locale(identifier: "fr"))
/// ```
///
/// Stored as a persistent list: setting a value shares everything set above it, so passing the
/// environment to a child is one reference. Views depend on the keys they read: when a value
/// changes, exactly the views that read its key update.
public struct EnvironmentValues: CustomStringConvertible {
    private var head: Entry?

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { value(for: ObjectIdentifier(key)).map { $0 as! Key.Value } ?? Key.defaultValue }
        set { write(newValue, for: ObjectIdentifier(key), named: _typeName(key, qualified: false)) }
    }

    /// The object of type `T` put in the environment with `.environment(_:)`, if any.
    public subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { value(for: ObjectIdentifier(type)).map { $0 as! T } }
        set { write(newValue, for: ObjectIdentifier(type), named: _typeName(type, qualified: false)) }
    }

    private func value(for key: ObjectIdentifier) -> Any? {
        MainActor.assumeIsolated { Self.reader?.environmentReads.append(key) }
        return entry(for: key)?.value
    }

    private func entry(for key: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == key { return current }
            entry = current.next
        }
        return nil
    }

    private mutating func write<Value>(_ value: Value, for key: ObjectIdentifier, named name: String) {
        head = Entry(key: key, name: name, value: value, next: head) { other in
            ViewEquality.areEqual(value, other as! Value)
        }
    }

    /// The keys whose values differ between `self` and `old`.
    func changedKeys(since old: EnvironmentValues) -> [ObjectIdentifier] {
        var keys: [ObjectIdentifier] = []
        var newEntry = head
        var oldEntry = old.head
        var newOnly: [Entry] = []
        var oldOnly: [Entry] = []
        // Walk both lists until they share the rest.
        while newEntry !== oldEntry {
            if let entry = newEntry { newOnly.append(entry); newEntry = entry.next }
            if let entry = oldEntry { oldOnly.append(entry); oldEntry = entry.next }
            if newEntry == nil, oldEntry == nil { break }
        }
        for key in Set(newOnly.map(\.key)).union(oldOnly.map(\.key)) {
            switch (entry(for: key), old.entry(for: key)) {
            case (let new?, let old?) where new === old || new.isSame(old.value):
                continue
            case (nil, nil):
                continue
            default:
                keys.append(key)
            }
        }
        return keys
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

    /// The node whose reads are recorded: while an `@Environment` is linked, or an element
    /// resolves its properties.
    @MainActor private static var reader: Node?

    /// Runs `body`, recording the keys it reads as `node`'s (`Node.environmentReads`).
    @MainActor static func reading<Result>(as node: Node, _ body: () -> Result) -> Result {
        let outer = reader
        reader = node
        defer { reader = outer }
        return body()
    }

    private final class Entry {
        let key: ObjectIdentifier
        let name: String
        let value: Any
        let next: Entry?
        /// Whether another value for this key is the same as this one.
        let isSame: (Any) -> Bool

        init(key: ObjectIdentifier, name: String, value: Any, next: Entry?, isSame: @escaping (Any) -> Bool) {
            self.key = key
            self.name = name
            self.value = value
            self.next = next
            self.isSame = isSame
        }
    }
}
