import Foundation

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
        get { value(for: ObjectIdentifier(key), as: Key.Value.self) ?? Key.defaultValue }
        set { write(newValue, for: ObjectIdentifier(key), named: _typeName(key, qualified: false)) }
    }

    /// The object of type `T` put in the environment with `.environment(_:)`, if any.
    public subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { value(for: ObjectIdentifier(type), as: T?.self) ?? nil }
        set { write(newValue, for: ObjectIdentifier(type), named: _typeName(type, qualified: false)) }
    }

    /// The value stored for `key`, which is always of type `Value` (a key has one type).
    private func value<Value>(for key: ObjectIdentifier, as type: Value.Type) -> Value? {
        if let reader = Self.reader {
            assert(MainActor.isCurrent, "an evaluation read the environment off the main actor")
            reader.recordEnvironmentRead(key)
        }
        guard let entry = entry(for: key) else { return nil }
        return unsafeDowncast(entry, to: TypedEntry<Value>.self).value
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
        head = TypedEntry(key: key, name: name, value: value, next: head)
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
            case (let new?, let old?) where new === old || new.isSame(as: old):
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
    /// resolves its properties. Set and cleared on the main thread only (`reading(as:)` is
    /// main-actor code); read by every environment read, which must not pay for a check of
    /// the executor.
    nonisolated(unsafe) private static var reader: Node?

    /// Runs `body`, recording the keys it reads as `node`'s (`Node.environmentReads`).
    @MainActor static func reading<Result>(as node: Node, _ body: () -> Result) -> Result {
        let outer = reader
        reader = node
        defer { reader = outer }
        return body()
    }

    /// One value written, and the list as it was before.
    private class Entry {
        let key: ObjectIdentifier
        let name: String
        let next: Entry?

        init(key: ObjectIdentifier, name: String, next: Entry?) {
            self.key = key
            self.name = name
            self.next = next
        }

        /// Whether `other`, an entry for the same key, holds the same value.
        func isSame(as other: Entry) -> Bool {
            preconditionFailure("every entry is a TypedEntry")
        }
    }

    /// An entry holding its value as its own type, so a read is a field load rather than a
    /// cast out of `Any`.
    private final class TypedEntry<Value>: Entry {
        let value: Value

        init(key: ObjectIdentifier, name: String, value: Value, next: Entry?) {
            self.value = value
            super.init(key: key, name: name, next: next)
        }

        override func isSame(as other: Entry) -> Bool {
            ViewEquality.areEqual(value, unsafeDowncast(other, to: TypedEntry<Value>.self).value)
        }
    }
}
