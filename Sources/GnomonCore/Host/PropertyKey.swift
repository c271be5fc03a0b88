import Synchronization

/// A widget property Gnomon maps, declared once: its GTK name, its value type and its default
/// (see `WidgetProperty`). Everything else follows from the declaration: both hosts write it,
/// read it back and print it by its name, and a `WidgetClass` lists the keys it maps.
///
/// Keys are compared by identity. A `WidgetClass` orders its keys by name, the order in which
/// they are written (a label's `label` before its `use-markup`) and dumped.
public class PropertyKey: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The property's GTK name, such as `tooltip-text`.
    public let name: String
    /// The same name, as the C string GObject looks properties up by.
    public let gtkName: StaticString
    /// The value a widget has until Gnomon writes one: GTK's default for the property.
    public let defaultValue: PropertyValue
    /// Whether the user changes the property too (an entry's text, a check button's state).
    /// Hosts write it with the widget's handlers blocked, so a model write never reaches the
    /// user's handlers, and the model's value is written only when the model changed.
    public let isEditedByUser: Bool
    /// The key's position among all keys (in the order they were first used), for per-class
    /// tables.
    package let index: Int

    private static let keyCount = Atomic<Int>(0)
    /// Every key declared. Keys are never freed, so `Property` can refer to its key without
    /// counting references.
    private static let declared = Mutex<[PropertyKey]>([])

    fileprivate init(_ name: StaticString, defaultValue: PropertyValue, isEditedByUser: Bool) {
        self.name = name.description
        gtkName = name
        self.defaultValue = defaultValue
        self.isEditedByUser = isEditedByUser
        index = Self.keyCount.add(1, ordering: .relaxed).oldValue
        Self.declared.withLock { $0.append(self) }
    }

    /// How many keys exist so far; every key's `index` is below it.
    static var count: Int { keyCount.load(ordering: .relaxed) }

    /// `value`, as a host read it, in the form Gnomon writes: GTK's `""` for a title is no title.
    public func canonical(_ value: PropertyValue) -> PropertyValue {
        preconditionFailure("a PropertyKey is a WidgetProperty")
    }

    public var description: String { name }

    public static func == (lhs: PropertyKey, rhs: PropertyKey) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A widget property whose values are `Value`s.
///
/// Declare one as a static member of `PropertyKey`, with GTK's name and default; list it in
/// the `WidgetClass`es that have it, and add it in the views that set it:
///
/// ```swift
/// extension PropertyKey {
///     public static let maxWidthChars = WidgetProperty<Int>("max-width-chars", default: -1)
/// }
/// list.add(.maxWidthChars, 20)
/// ```
public final class WidgetProperty<Value: WidgetPropertyValue>: PropertyKey, @unchecked Sendable {
    /// - Parameter editedByUser: whether the user changes the property too (see `isEditedByUser`).
    public init(_ name: StaticString, default defaultValue: Value, editedByUser: Bool = false) {
        super.init(name, defaultValue: defaultValue.propertyValue, isEditedByUser: editedByUser)
    }

    public override func canonical(_ value: PropertyValue) -> PropertyValue {
        Value.from(value)?.propertyValue ?? value
    }

    /// The typed value `value` holds; nil if it is not one of `Value`'s.
    public func value(of value: PropertyValue) -> Value? {
        Value.from(value)
    }
}
