extension ForEach where Content: View {
    /// Rows for a binding to a collection, each given a binding to its element.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in
    ///     Toggle(todo.title, isOn: $todo.isDone)
    /// }
    /// ```
    ///
    /// An element binding follows its element by id, not by position: it stays correct when
    /// rows move, and when its element is deleted it reads the last value it saw and drops
    /// writes (with a warning) instead of reaching past the end of the collection.
    public init<C>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == ElementBindings<C, ID>, C: MutableCollection & RandomAccessCollection,
        C.Element: Identifiable, ID == C.Element.ID
    {
        self.init(data, id: \.id, content: content)
    }

    /// Rows for a binding to a collection, identified by the key path `id`.
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == ElementBindings<C, ID>, C: MutableCollection & RandomAccessCollection {
        let idPath = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.init(ElementBindings(base: data, id: id), content: content, identify: { $0[keyPath: idPath] }, idKeyPath: id)
    }
}

/// The elements of a bound collection as bindings that follow their element by id; the data
/// of `ForEach($collection)`.
public struct ElementBindings<C: MutableCollection & RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    private let base: Binding<C>
    private let snapshot: C
    private let id: KeyPath<C.Element, ID>

    init(base: Binding<C>, id: KeyPath<C.Element, ID>) {
        self.base = base
        self.snapshot = base.wrappedValue
        self.id = id
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { snapshot.count }

    public subscript(position: Int) -> Binding<C.Element> {
        let element = snapshot[snapshot.index(snapshot.startIndex, offsetBy: position)]
        return Binding(
            location: ElementLocation(
                base: base.location, id: element[keyPath: id], idPath: id, offset: position, value: element))
    }
}

/// One element of a collection behind a location, found by id.
final class ElementLocation<C: MutableCollection & RandomAccessCollection, ID: Hashable>: AnyLocation<C.Element> {
    private let base: AnyLocation<C>
    private let id: ID
    private let idPath: KeyPath<C.Element, ID>
    private var offset: Int
    private var lastValue: C.Element

    init(base: AnyLocation<C>, id: ID, idPath: KeyPath<C.Element, ID>, offset: Int, value: C.Element) {
        self.base = base
        self.id = id
        self.idPath = idPath
        self.offset = offset
        self.lastValue = value
    }

    override func get() -> C.Element {
        let collection = base.get()
        if let index = find(in: collection) {
            lastValue = collection[index]
        }
        return lastValue
    }

    override func set(_ value: C.Element) {
        var collection = base.get()
        guard let index = find(in: collection) else {
            log.warning("A binding to the element with id \(id) was written after the element left its collection; the write is dropped")
            return
        }
        collection[index] = value
        lastValue = value
        base.set(collection)
    }

    override func isSameSource(as other: AnyLocation<C.Element>) -> Bool {
        guard let other = other as? ElementLocation<C, ID> else { return false }
        return id == other.id && idPath == other.idPath && base.isSameSource(as: other.base)
    }

    /// The element's index: where it was last time, or else wherever it is now.
    private func find(in collection: C) -> C.Index? {
        if offset < collection.count {
            let index = collection.index(collection.startIndex, offsetBy: offset)
            if collection[index][keyPath: idPath] == id { return index }
        }
        guard let index = collection.firstIndex(where: { $0[keyPath: idPath] == id }) else {
            return nil
        }
        offset = collection.distance(from: collection.startIndex, to: index)
        return index
    }
}
