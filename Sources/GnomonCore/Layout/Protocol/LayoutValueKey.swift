import Foundation

/// A value a view hands the `Layout` that places it (`layoutValue(key:value:)`), read through
/// `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// What the modifiers on a view tell the layout that places it: its `layoutPriority` and its
/// `layoutValue`s. A widget property (`layout-child`), so a layout container reads it from
/// each child widget in either host.
///
/// ```swift
/// LayoutChildTraits(priority: 1).description   // "priority 1"
/// ```
public struct LayoutChildTraits: Hashable, Sendable, CustomStringConvertible {
    /// `layoutPriority`'s value; 0 by default.
    public var priority: Double = 0
    /// The values set, innermost first, one per key.
    var values: [LayoutValueEntry] = []

    public init(priority: Double = 0) {
        self.priority = priority
    }

    /// Whether nothing is set: no property to write.
    var isEmpty: Bool { priority == 0 && values.isEmpty }

    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        for entry in values {
            if let typed = entry as? TypedLayoutValueEntry<K> { return typed.value }
        }
        return K.defaultValue
    }

    /// Sets `key` unless a modifier nearer the view already did.
    mutating func set<K: LayoutValueKey>(_ key: K.Type, to value: K.Value) {
        guard !values.contains(where: { $0 is TypedLayoutValueEntry<K> }) else { return }
        values.append(TypedLayoutValueEntry<K>(value))
    }

    public var description: String {
        let number = priority == priority.rounded() ? String(Int(priority)) : String(priority)
        return (["priority \(number)"] + values.map(\.description)).joined(separator: " ")
    }
}

/// One layout value, typed by its key; equal to another of the same key with an equal value.
class LayoutValueEntry: Hashable, @unchecked Sendable, CustomStringConvertible {
    func isEqual(to other: LayoutValueEntry) -> Bool { fatalError("abstract") }
    var key: ObjectIdentifier { fatalError("abstract") }
    var description: String { fatalError("abstract") }

    static func == (lhs: LayoutValueEntry, rhs: LayoutValueEntry) -> Bool {
        lhs === rhs || lhs.isEqual(to: rhs)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}

private final class TypedLayoutValueEntry<K: LayoutValueKey>: LayoutValueEntry, @unchecked Sendable {
    let value: K.Value

    init(_ value: K.Value) { self.value = value }

    override var key: ObjectIdentifier { ObjectIdentifier(K.self) }
    override var description: String { "\(_typeName(K.self, qualified: false))=\(value)" }

    override func isEqual(to other: LayoutValueEntry) -> Bool {
        guard let other = other as? TypedLayoutValueEntry<K> else { return false }
        return ViewEquality.areEqual(value, other.value)
    }
}

extension View {
    /// Hands the `Layout` that places this view `value` for `key`.
    ///
    /// ```swift
    /// Text("Gold").layoutValue(key: Rank.self, value: 1)
    /// ```
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }

    /// Gives this view a share of a layout's room before views of lower priority: a `Layout`'s
    /// stacks (`HStackLayout`, `VStackLayout`) offer it what is left once the others have
    /// their least. The default is 0.
    ///
    /// ```swift
    /// HStackLayout { Text(title).layoutPriority(1); Text(detail) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }
}

/// `layoutValue(key:value:)`: an attribute of the content's widgets.
public struct _LayoutValueModifier<K: LayoutValueKey>: ViewModifier {
    let value: K.Value
    public typealias Body = Never
}

extension _LayoutValueModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.layoutChild.set(K.self, to: value)
    }
}

/// `layoutPriority(_:)`: an attribute of the content's widgets; the innermost wins.
public struct _LayoutPriorityModifier: ViewModifier, Equatable {
    let priority: Double
    public typealias Body = Never
}

extension _LayoutPriorityModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if !layout.hasLayoutPriority {
            layout.layoutChild.priority = priority
            layout.hasLayoutPriority = true
        }
    }
}
