import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as an `onDelete` action is given them.
    ///
    /// ```swift
    /// ForEach(notes) { … }.onDelete { notes.remove(atOffsets: $0) }
    /// ```
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before the element at `destination` (counted before
    /// the move), keeping their order, as an `onMove` action is given them.
    ///
    /// ```swift
    /// items.move(fromOffsets: [0, 2], toOffset: 5)
    /// ```
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.count(in: 0..<destination)
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
