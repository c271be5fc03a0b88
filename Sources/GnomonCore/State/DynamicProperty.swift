@_spi(Reflection) import Swift

/// A stored property of a view that Gnomon keeps up to date before each evaluation of `body`:
/// `@State`, `@Binding`, `@Environment`, or your own struct made of them.
///
/// ```swift
/// struct Toggled: DynamicProperty {
///     @State var isOn = false
///     mutating func update() { /* runs before every body that uses it */ }
/// }
/// ```
public protocol DynamicProperty {
    /// Called before the owning view's `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property Gnomon links to per-node storage itself (`State`, `Environment`).
@MainActor
protocol LinkedProperty: DynamicProperty {
    /// Links the property at `pointer` (inside a view), the field `name`, to `storage`.
    static func link(at pointer: UnsafeMutableRawPointer, named name: String, to storage: DynamicPropertyStorage)
}

/// Where a dynamic property sits inside a view, found once per view type.
private struct DynamicField {
    enum Kind {
        /// `State`, `Environment`, …: linked directly.
        case linked(any LinkedProperty.Type)
        /// A user's `DynamicProperty` struct: its own fields are linked, then `update()` runs.
        case custom(any DynamicProperty.Type, [DynamicField])
    }
    let offset: Int
    let name: String
    let kind: Kind
}

/// The storage behind one composite node's dynamic properties, one slot per linked property,
/// in field order.
///
/// Field offsets come from the Swift runtime's reflection metadata, once per view type; after
/// that, linking is pointer arithmetic with no `Mirror` and no allocation.
@MainActor
final class DynamicPropertyStorage {
    private let fields: [DynamicField]
    private var slots: [AnyObject] = []
    private var cursor = 0
    /// The node that owns this storage; state written through it invalidates the node.
    unowned(unsafe) var owner: Node!

    private static var fieldCache: [ObjectIdentifier: [DynamicField]] = [:]

    /// The type of the view (or modifier) whose properties these are, for messages.
    let viewType: Any.Type

    /// Storage for a view of type `V`, or nil if it has no dynamic properties.
    init?<V>(for type: V.Type) {
        let fields = Self.fields(of: type)
        if fields.isEmpty { return nil }
        self.fields = fields
        viewType = type
    }

    /// Points every dynamic property of `value` at this storage.
    func link<V>(_ value: inout V) {
        cursor = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            link(fields, at: bytes.baseAddress!)
        }
        assert(cursor == slots.count, "a view's dynamic properties changed shape")
    }

    /// The next slot, made by `make` the first time (the node's first evaluation).
    func nextSlot<Slot: AnyObject>(_ make: () -> Slot) -> Slot {
        defer { cursor += 1 }
        if cursor < slots.count {
            return unsafeDowncast(slots[cursor], to: Slot.self)
        }
        let slot = make()
        slots.append(slot)
        return slot
    }

    /// Drops the state: its locations stop invalidating the node.
    /// Whether any `@State` here was changed after its initial value.
    var hasWrittenState: Bool {
        slots.contains { ($0 as? StateStorage)?.wasWritten == true }
    }

    func release() {
        for case let slot as StateStorage in slots {
            slot.detach()
        }
    }

    private func link(_ fields: [DynamicField], at base: UnsafeMutableRawPointer) {
        for field in fields {
            let pointer = base + field.offset
            switch field.kind {
            case .linked(let type):
                type.link(at: pointer, named: field.name, to: self)
            case .custom(let type, let nested):
                link(nested, at: pointer)
                callUpdate(type, at: pointer)
            }
        }
    }

    private func callUpdate<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: P.self).pointee.update()
    }

    private static func fields(of type: Any.Type) -> [DynamicField] {
        let key = ObjectIdentifier(type)
        if let cached = fieldCache[key] { return cached }
        var fields: [DynamicField] = []
        _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let name = String(cString: name)
            if let linked = fieldType as? any LinkedProperty.Type {
                fields.append(DynamicField(offset: offset, name: name, kind: .linked(linked)))
            } else if let custom = fieldType as? any DynamicProperty.Type {
                fields.append(DynamicField(offset: offset, name: name, kind: .custom(custom, Self.fields(of: fieldType))))
            }
            return true
        }
        fieldCache[key] = fields
        return fields
    }
}
