/// The node of a `ForEach`: one child per element, in the order of the data, keyed by id.
///
/// Making the rows' views — calling the content closure — is this node's evaluation unit
/// (see `DependencyTracking`): what the closure reads (`store.selectedID`, say) makes the
/// `ForEach` evaluate its rows again when it changes, and rows whose views did not change stay
/// as they are.
///
/// A new value of the `ForEach` with the same closure and nothing read changed — new data, as
/// when rows are added, removed or swapped — calls the closure only for the new rows and the
/// rows whose element changed: a row made from an equal element, by the same closure, over
/// unchanged reads, would be the same view. Those evaluations add to what the node depends on
/// (`DependencyTracking.evaluate(_:continuing:_:)`), so the kept rows' reads still count.
@MainActor
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ListNode {
    /// The last value. Unchecked for exclusivity: passing a class's stored property `inout` (to
    /// compare it in place) otherwise costs a dynamic check, more than comparing a table row;
    /// only this node touches it, on the main thread, and never in overlapping accesses.
    @exclusivity(unchecked) private var view: ForEach<Data, ID, Content>
    /// The id of each child, in order.
    private var keys: [ID] = []
    /// The element each child was made from.
    private var elements: [Data.Element] = []
    private var reportedDuplicates = false
    private let equality = ViewEquality.plan(for: ForEach<Data, ID, Content>.self)
    private let contentEquality = ViewEquality.plan(for: ((Data.Element) -> Content).self)
    private let elementEquality = ViewEquality.plan(for: Data.Element.self)

    /// A row by its element's id, or a view inside a row by its own.
    override func node(identifiedBy id: AnyHashable) -> Node? {
        if let key = id.base as? ID, let index = keys.firstIndex(of: key) { return children[index] }
        return super.node(identifiedBy: id)
    }

    init(_ view: ForEach<Data, ID, Content>, parent: Node) {
        self.view = view
        super.init(parent: parent)
        let views = DependencyTracking.evaluate(self) { () -> [Content] in
            elements = Array(view.data)
            keys = view.keys.identifyAll(elements)
            return makeViews(for: nil)
        }
        if Set(keys).count != keys.count {
            reportDuplicates()
        }
        children = views.withUnsafeBufferPointer { views in views.map { makeNode($0, parent: self) } }
    }

    /// Takes the parent's new value. The same data and the same content closure make the same
    /// rows, so nothing is evaluated; with the same closure and new data, only new and changed
    /// rows are.
    override func update<V: View>(to newView: V) {
        if !isDirty && ViewEquality.isSame(&view, as: newView, plan: equality) { return }
        let newView = reinterpret(newView, as: ForEach<Data, ID, Content>.self)
        let keepsUnchangedRows = !isDirty && view.idKeyPath == newView.idKeyPath
            && ViewEquality.areEqual(view.content, newView.content, plan: contentEquality)
        view = newView
        rerender(keepingUnchangedRows: keepsUnchangedRows)
    }

    /// Something the rows read changed: every row's view is made again.
    override func rerender() {
        rerender(keepingUnchangedRows: false)
    }

    private func rerender(keepingUnchangedRows: Bool) {
        isDirty = false
        let oldElements = elements
        let (match, made) = DependencyTracking.evaluate(self, continuing: keepingUnchangedRows) {
            () -> (KeyedMatch, MadeViews) in
            elements = Array(view.data)
            let newKeys = view.keys.identifyAll(elements)
            let match = view.keys.match(keys, newKeys, reportedDuplicates)
            keys = newKeys
            let rows = keepingUnchangedRows ? changedRows(match.sources, oldElements: oldElements) : nil
            return (match, MadeViews(rows: rows, views: makeViews(for: rows)))
        }
        if match.foundDuplicates { reportDuplicates() }
        apply(match, made)
    }

    /// The rows that are new or whose element differs from the element of the row they
    /// continue, in order. Elements are compared where they lie: copying one in this generic
    /// code costs more than comparing it. Elements compared as one word (a class reference, an
    /// `Int`) are compared inline, without calling the plan.
    private func changedRows(_ sources: [Int], oldElements: [Data.Element]) -> [Int] {
        let plan = elementEquality
        let isWord = plan.bitCount == MemoryLayout<UInt>.size
        let stride = MemoryLayout<Data.Element>.stride
        var rows: [Int] = []
        sources.withUnsafeBufferPointer { sources in
            oldElements.withUnsafeBytes { oldElements in
                elements.withUnsafeBytes { elements in
                    for index in 0..<sources.count {
                        let source = sources[index]
                        guard source >= 0 else {
                            rows.append(index)
                            continue
                        }
                        let old = oldElements.baseAddress! + source * stride
                        let new = elements.baseAddress! + index * stride
                        let same = isWord
                            ? old.loadUnaligned(as: UInt.self) == new.loadUnaligned(as: UInt.self) : plan.compare(old, new)
                        if !same { rows.append(index) }
                    }
                }
            }
        }
        return rows
    }

    /// The views of the rows at `rows` (nil: every row), in order.
    private func makeViews(for rows: [Int]?) -> [Content] {
        let content = view.content
        return elements.withUnsafeBufferPointer { elements in
            let count = rows?.count ?? elements.count
            return [Content](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    (buffer.baseAddress! + index).initialize(to: content(elements[rows?[index] ?? index]))
                }
                initialized = count
            }
        }
    }

    /// Brings the children in line with the match: updates the continued rows that have a new
    /// view, removes the rows nothing continues, then walks the new order — rows on a longest
    /// increasing subsequence of old positions stay, every other continued row moves once
    /// (the fewest moves there are), and new rows are created in place.
    private func apply(_ match: KeyedMatch, _ made: MadeViews) {
        // A reorder is finished once `place` has let go of the old order, so that the children
        // array is changed in place.
        if let placed = place(match, made) { placeChildren(placed) }
    }

    /// Does `apply`'s work, except that for a reorder (no row made or removed) it returns the
    /// rows that changed places instead of writing them.
    private func place(_ match: KeyedMatch, _ made: MadeViews) -> [(index: Int, node: Node)]? {
        let old = children
        let count = match.sources.count
        var continued = [Bool](repeating: false, count: old.count)
        var continuedCount = 0
        match.sources.withUnsafeBufferPointer { sources in
            for index in 0..<count where sources[index] >= 0 {
                continued[sources[index]] = true
                continuedCount += 1
            }
            made.views.withUnsafeBufferPointer { views in
                for position in 0..<views.count {
                    let source = sources[made.row(at: position)]
                    if source >= 0 { old[source].update(to: views[position]) }
                }
            }
        }
        for index in 0..<old.count where !continued[index] {
            old[index].remove()
        }
        guard match.moved || continuedCount != old.count || continuedCount != count else { return nil }

        // The new order: continued rows from `old`, new rows from `created` as they are made.
        var created: [Int: Node] = [:]
        let node = { (index: Int) -> Node in
            let source = match.sources[index]
            return source >= 0 ? old[source] : created[index]!
        }
        let middle = match.middle
        let stays = match.moved ? longestIncreasingSubsequence(Array(match.sources[middle])) : nil
        var position = made.firstPosition(atOrAfter: middle.lowerBound)
        for index in middle {
            let source = match.sources[index]
            if source >= 0 {
                if let stays, !stays[index - middle.lowerBound] {
                    _ = old[source].move(after: anchor(before: index, node: node))
                }
            } else {
                while made.row(at: position) < index { position += 1 }
                let new = makeNode(made.views[position], parent: self)
                created[index] = new
                _ = new.attach(after: anchor(before: index, node: node))
            }
        }
        if created.isEmpty && continuedCount == old.count {
            // A reorder: only the rows that moved change places.
            var placed: [(index: Int, node: Node)] = []
            match.sources.withUnsafeBufferPointer { sources in
                for index in middle where sources[index] != index { placed.append((index, old[sources[index]])) }
            }
            return placed
        }
        children = [Node](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count { (buffer.baseAddress! + index).initialize(to: node(index)) }
            initialized = count
        }
        return nil
    }

    /// The views an evaluation made: one for each row in `rows`, or for every row.
    private struct MadeViews {
        /// The rows that have a view, in increasing order; nil: all of them.
        let rows: [Int]?
        let views: [Content]

        /// The row the view at `position` belongs to.
        func row(at position: Int) -> Int {
            rows?[position] ?? position
        }

        /// The position of the first view for a row at or after `row`.
        func firstPosition(atOrAfter row: Int) -> Int {
            guard let rows else { return row }
            var low = 0
            var high = rows.count
            while low < high {
                let mid = (low + high) / 2
                if rows[mid] < row { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// The widget a row placed at `index` of the new order follows: the last widget of the rows
    /// before it (all in their final places by then), or whatever precedes this `ForEach`.
    private func anchor(before index: Int, node: (Int) -> Node) -> WidgetNode? {
        var index = index - 1
        while index >= 0 {
            if let widget = node(index).lastWidget { return widget }
            index -= 1
        }
        return parent!.anchor(before: self)
    }

    private func reportDuplicates() {
        guard !reportedDuplicates else { return }
        reportedDuplicates = true
        log.warning(
            "ForEach over \(Data.self) has elements with the same id; rows with one id are matched in order. Give each element a unique id.")
    }
}
