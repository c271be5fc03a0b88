import Foundation

/// A view for each element of a collection, identified by the element's id.
///
/// ```swift
/// ForEach(todos) { todo in TodoRow(todo: todo) }              // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach($todos) { $todo in TextField("Title", text: $todo.title) }
/// ```
///
/// When the collection changes, rows keep their identity by id: a row's state and widgets move
/// with it. Gnomon applies the fewest moves possible (swapping two rows of a thousand is two
/// moves). Ids should be unique; rows sharing an id are matched in order, with a warning.
///
/// The content closure runs only for rows that may have changed: given new data and the same
/// closure (the same code over equal captures), only new rows and rows whose element changed
/// are made again; when something the closure read changes, every row is. A closure made in a
/// `body` that captures `self` differs whenever `self` does — when `self` holds the data as a
/// plain `let` — so keep such data in `@State` or a model object, or capture what the rows use.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    @usableFromInline let identify: (Data.Element) -> ID
    /// The key path `identify` applies (nil: it reads `Identifiable.id`). Closures made in
    /// generic code cannot be compared, so this stands for `identify` in comparisons.
    @usableFromInline let idKeyPath: AnyKeyPath?
    /// `identify` over all the rows and the keyed match, specialized for `Data` and `ID` in the
    /// app that makes the `ForEach` (the initializers are inlinable).
    @usableFromInline let keys: RowKeys<Data.Element, ID>
    /// What deletes rows, in a `List` (`onDelete`).
    var deleteAction: ((IndexSet) -> Void)? = nil
    /// What moves rows, in a `List` (`onMove`).
    var moveAction: ((IndexSet, Int) -> Void)? = nil
}

extension ForEach where Content: View {
    /// Lets the user delete rows of a `List`: the Delete key deletes the selected rows, or,
    /// in a list without a selection, the row with the keyboard focus. `action` gets their
    /// positions in `data`.
    ///
    /// ```swift
    /// List {
    ///     ForEach(notes) { NoteRow(note: $0) }
    ///         .onDelete { notes.remove(atOffsets: $0) }
    /// }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var rows = self
        rows.deleteAction = action
        return rows
    }

    /// Lets the user move rows of a `List` by dragging them: a row dropped on another goes
    /// before it, or after it if dropped on its lower half; dragging a selected row moves every
    /// selected row. `action` gets their positions in `data` and the position to move them to,
    /// before the move, as `move(fromOffsets:toOffset:)` takes them.
    ///
    /// ```swift
    /// List {
    ///     ForEach(steps) { Text($0.title) }
    ///         .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
    /// }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var rows = self
        rows.moveAction = action
        return rows
    }
}

extension ForEach: View where Content: View {
    /// Rows for `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, content: content, identify: { $0[keyPath: id] }, idKeyPath: id)
    }

    /// The designated initializer: `identify` takes an element's id, which `idKeyPath` (nil:
    /// `Identifiable.id`) stands for in comparisons.
    @inlinable
    init(
        _ data: Data, content: @escaping (Data.Element) -> Content, identify: @escaping (Data.Element) -> ID,
        idKeyPath: AnyKeyPath?
    ) {
        self.data = data
        self.content = content
        self.identify = identify
        self.idKeyPath = idKeyPath
        keys = RowKeys(identify: identify)
    }

    public typealias Body = Never
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for `data`, identified by each element's `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // Not a key path: applying one to a class allocates.
        self.init(data, content: content, identify: { $0.id }, idKeyPath: nil)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Rows for a range of integers, identified by the integer.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    static func makeNode(_ view: Self, parent: Node) -> Node {
        ForEachNode(view, parent: parent)
    }

    static func isUnary(in context: UnaryContext) -> Bool { false }
}

extension ForEach: CustomViewEquality where Content: View {
    /// The same data, content closure and ids make the same rows.
    static func isSame(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
        let left = lhs.assumingMemoryBound(to: Self.self)
        let right = rhs.assumingMemoryBound(to: Self.self)
        return left.pointee.idKeyPath == right.pointee.idKeyPath
            && ViewEquality.areEqual(left.pointee.data, right.pointee.data)
            && ViewEquality.areEqual(left.pointee.content, right.pointee.content)
    }
}
