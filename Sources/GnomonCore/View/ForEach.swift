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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// The key path `identify` applies (nil: it reads `Identifiable.id`). Closures made in
    /// generic code cannot be compared, so this stands for `identify` in comparisons.
    let idKeyPath: AnyKeyPath?
}

extension ForEach: View where Content: View {
    /// Rows for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
        idKeyPath = id
    }

    public typealias Body = Never
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Rows for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }  // not a key path: applying one to a class allocates
        idKeyPath = nil
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Rows for a range of integers, identified by the integer.
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

/// The node of a `ForEach`: one child per element, in the order of the data, keyed by id.
///
/// Calling the content closure for every element is this node's evaluation unit: what the
/// closure reads (`item.title` of an observable item, say) makes the `ForEach` run again when
/// it changes, and the rows whose views did not change stay as they are.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListNode {
    private var view: ForEach<Data, ID, Content>
    /// The id of each child, in order.
    private var keys: [ID] = []
    private var reportedDuplicates = false
    private let equality = ViewEquality.plan(for: ForEach<Data, ID, Content>.self)

    init(_ view: ForEach<Data, ID, Content>, parent: Node) {
        self.view = view
        super.init(parent: parent)
        let (keys, rows) = evaluate()
        self.keys = keys
        if Set(keys).count != keys.count {
            reportDuplicates()
        }
        children = rows.withUnsafeBufferPointer { rows in rows.map { makeNode($0, parent: self) } }
    }

    /// Takes the parent's new value. The same data and the same content closure make the same
    /// rows, so nothing is evaluated; what the closure read is tracked, and a change to it
    /// makes this node dirty.
    override func update<V: View>(to newView: V) {
        let newView = reinterpret(newView, as: ForEach<Data, ID, Content>.self)
        if !isDirty && ViewEquality.areEqual(view, newView, plan: equality) { return }
        view = newView
        rerender()
    }

    override func rerender() {
        isDirty = false
        let (newKeys, rows) = evaluate()
        // Elements are read through buffer pointers: in this generic code an `Array` subscript
        // is a coroutine whose frame is allocated on the heap, once per access.
        newKeys.withUnsafeBufferPointer { newKeys in
            rows.withUnsafeBufferPointer { rows in
                reconcile(
                    newKeys,
                    make: { makeNode(rows[$0], parent: self) },
                    update: { node, index in node.update(to: rows[index]) })
            }
        }
        keys = newKeys
    }

    /// The id and the view of every row, from the current data.
    private func evaluate() -> (keys: [ID], rows: [Content]) {
        DependencyTracking.evaluate(self) {
            // Built in place: appending one by one would look up the array's type on every
            // element in this generic code.
            Array(view.data).withUnsafeBufferPointer { elements in
                let keys = [ID](unsafeUninitializedCapacity: elements.count) { buffer, count in
                    for index in 0..<elements.count {
                        (buffer.baseAddress! + index).initialize(to: view.identify(elements[index]))
                    }
                    count = elements.count
                }
                let rows = [Content](unsafeUninitializedCapacity: elements.count) { buffer, count in
                    for index in 0..<elements.count {
                        (buffer.baseAddress! + index).initialize(to: view.content(elements[index]))
                    }
                    count = elements.count
                }
                return (keys, rows)
            }
        }
    }

    /// Brings the children in line with `newKeys`, in the manner of Inferno, ivi and Vue 3:
    /// update the common prefix and suffix in place; in the middle, match children by id,
    /// remove the unmatched, create the new, and move only the children outside a longest
    /// increasing subsequence of old positions — the fewest moves there are.
    private func reconcile(
        _ newKeys: UnsafeBufferPointer<ID>, make: (Int) -> Node, update: (Node, Int) -> Void
    ) {
        let old = children
        keys.withUnsafeBufferPointer { keys in
            var start = 0
            var oldEnd = old.count
            var newEnd = newKeys.count
            while start < oldEnd, start < newEnd, keys[start] == newKeys[start] {
                update(old[start], start)
                start += 1
            }
            while start < oldEnd, start < newEnd, keys[oldEnd - 1] == newKeys[newEnd - 1] {
                oldEnd -= 1
                newEnd -= 1
                update(old[oldEnd], newEnd)
            }
            if start == oldEnd && start == newEnd { return }  // same ids in the same order

            var middle: [Node] = []
            if start == oldEnd {
                var anchor = anchor(at: start)
                for index in start..<newEnd {
                    let node = make(index)
                    anchor = node.attach(after: anchor)
                    middle.append(node)
                }
            } else if start == newEnd {
                for node in old[start..<oldEnd] { node.remove() }
            } else {
                middle = reconcileMiddle(
                    old: old, oldKeys: keys, oldRange: start..<oldEnd, newKeys: newKeys,
                    newRange: start..<newEnd, make: make, update: update)
            }
            children = Array(old[..<start]) + middle + Array(old[oldEnd...])
        }
    }

    private func reconcileMiddle(
        old: [Node], oldKeys keys: UnsafeBufferPointer<ID>, oldRange: Range<Int>,
        newKeys: UnsafeBufferPointer<ID>, newRange: Range<Int>,
        make: (Int) -> Node, update: (Node, Int) -> Void
    ) -> [Node] {
        let start = newRange.lowerBound
        let count = newRange.count
        // Where each id goes. A repeated id chains to its next occurrence, so the n-th old row
        // with an id takes the n-th new position with it.
        var position: [ID: Int] = Dictionary(minimumCapacity: count)
        var nextWithSameID: [Int] = []
        for index in newRange.reversed() {
            if let later = position.updateValue(index, forKey: newKeys[index]) {
                if nextWithSameID.isEmpty { nextWithSameID = Array(repeating: -1, count: count) }
                nextWithSameID[index - start] = later
                reportDuplicates()
            }
        }
        // Match old children to new positions, updating the matched ones.
        var sources = Array(repeating: -1, count: count)  // old index for each new position
        var nodes = [Node?](repeating: nil, count: count)
        var unmatched: [Node] = []
        var moved = false
        var furthest = -1
        for oldIndex in oldRange {
            let key = keys[oldIndex]
            guard let newIndex = position[key] else {
                unmatched.append(old[oldIndex])
                continue
            }
            let next = nextWithSameID.isEmpty ? -1 : nextWithSameID[newIndex - start]
            position[key] = next >= 0 ? next : nil
            sources[newIndex - start] = oldIndex
            nodes[newIndex - start] = old[oldIndex]
            if newIndex < furthest { moved = true } else { furthest = newIndex }
            update(old[oldIndex], newIndex)
        }
        for node in unmatched { node.remove() }
        // Place: children on the increasing subsequence stay; the rest move after their new
        // predecessor; new children are created there.
        let stays = moved ? longestIncreasingSubsequence(sources) : nil
        var anchor = anchor(at: start)
        for offset in 0..<count {
            if let node = nodes[offset] {
                if let stays, !stays[offset] {
                    anchor = node.move(after: anchor)
                } else {
                    anchor = node.lastWidget ?? anchor
                }
            } else {
                let node = make(start + offset)
                anchor = node.attach(after: anchor)
                nodes[offset] = node
            }
        }
        return nodes.map { $0! }
    }

    /// The widget new children at `index` follow: the last widget of the (unchanged) children
    /// before it, or whatever precedes this `ForEach`.
    private func anchor(at index: Int) -> WidgetNode? {
        lastWidget(before: index) ?? parent!.anchor(before: self)
    }

    private func reportDuplicates() {
        guard !reportedDuplicates else { return }
        reportedDuplicates = true
        log.warning(
            "ForEach over \(Data.self) has elements with the same id; rows with one id are matched in order. Give each element a unique id.")
    }
}
