/// What a `List` over data lets the user select, through the binding given to
/// `List(_:selection:)`: one row (`Binding<ID?>`) or any number (`Binding<Set<ID>>`), each row
/// by its element's id. The binding is the selection: GTK asks it which rows to show selected
/// and writes the user's clicks to it, so a selection survives every change to the data (a
/// selected row that moves stays selected; one that leaves stays in the binding until the app
/// drops it).
///
/// ```swift
/// @State private var chosen: Contact.ID?
/// List(contacts, selection: $chosen) { Text($0.name) }
/// ```
@MainActor
protocol ListSelection {
    /// Whether more than one row can be selected.
    var allowsMultiple: Bool { get }
    /// The selection as it is now. Reading it makes the reader depend on it.
    var current: AnyHashable { get }
    /// Whether the row with `id` is selected.
    func contains<ID: Hashable>(_ id: ID) -> Bool
    /// The user selected the rows with `ids`, in addition to those selected already unless
    /// `exclusively`. A single selection takes the last.
    func select<ID: Hashable>(_ ids: [ID], exclusively: Bool)
    /// The user deselected the rows with `ids`.
    func deselect<ID: Hashable>(_ ids: [ID])
    /// The user deselected every row.
    func deselectAll()
    /// Whether rows identified by `ID` can be selected through this binding (rows identified
    /// by `AnyHashable`s may be, each by its own).
    func selects<ID: Hashable>(_ type: ID.Type) -> Bool
    /// The value that selects a static row: its tag, or its element's id, of the binding's type.
    func value(of row: Subview) -> AnyHashable?
}

extension Subview {
    /// The subview's tag, or else its `ForEach` element's id or `.id(_:)`, as a `T`: what
    /// selects it in a `List` (never its position, as in SwiftUI).
    func listSelection<T: Hashable>(as type: T.Type) -> AnyHashable? {
        if let tag = tag(as: type) { return AnyHashable(tag) }
        guard let id = explicitID?.base as? T else { return nil }
        return AnyHashable(id)
    }
}

extension ListSelection {
    /// Whether `ID` is the binding's `Value`, or type-erased.
    func selects<ID: Hashable, Value>(_ type: ID.Type, as value: Value.Type) -> Bool {
        ID.self == Value.self || ID.self == AnyHashable.self
    }
}

/// A selection of at most one row.
struct SingleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Value?>

    var allowsMultiple: Bool { false }

    var current: AnyHashable { AnyHashable(binding.wrappedValue) }

    func contains<ID: Hashable>(_ id: ID) -> Bool {
        guard let value = binding.wrappedValue else { return false }
        return id as? Value == value
    }

    func select<ID: Hashable>(_ ids: [ID], exclusively: Bool) {
        guard let value = ids.last as? Value, binding.wrappedValue != value else { return }
        binding.wrappedValue = value
    }

    func deselect<ID: Hashable>(_ ids: [ID]) {
        if let value = binding.wrappedValue, ids.contains(where: { $0 as? Value == value }) {
            binding.wrappedValue = nil
        }
    }

    func deselectAll() {
        if binding.wrappedValue != nil { binding.wrappedValue = nil }
    }

    func selects<ID: Hashable>(_ type: ID.Type) -> Bool { selects(type, as: Value.self) }

    func value(of row: Subview) -> AnyHashable? { row.listSelection(as: Value.self) }
}

/// A selection of any number of rows.
struct MultipleListSelection<Value: Hashable>: ListSelection {
    let binding: Binding<Set<Value>>

    var allowsMultiple: Bool { true }

    var current: AnyHashable { AnyHashable(binding.wrappedValue) }

    func contains<ID: Hashable>(_ id: ID) -> Bool {
        guard let value = id as? Value else { return false }
        return binding.wrappedValue.contains(value)
    }

    func select<ID: Hashable>(_ ids: [ID], exclusively: Bool) {
        var selection: Set<Value> = exclusively ? [] : binding.wrappedValue
        for id in ids {
            if let value = id as? Value { selection.insert(value) }
        }
        if selection != binding.wrappedValue { binding.wrappedValue = selection }
    }

    func deselect<ID: Hashable>(_ ids: [ID]) {
        var selection = binding.wrappedValue
        for id in ids {
            if let value = id as? Value { selection.remove(value) }
        }
        if selection.count != binding.wrappedValue.count { binding.wrappedValue = selection }
    }

    func deselectAll() {
        if !binding.wrappedValue.isEmpty { binding.wrappedValue = [] }
    }

    func selects<ID: Hashable>(_ type: ID.Type) -> Bool { selects(type, as: Value.self) }

    func value(of row: Subview) -> AnyHashable? { row.listSelection(as: Value.self) }
}
