/// Which old row each new row continues, matching rows by key: the first step of `ForEach`'s
/// keyed diff.
///
/// ```swift
/// KeyedMatch(old: ["a", "b", "c"], new: ["c", "b", "d"]).sources   // [2, 1, -1]
/// ```
///
/// In the manner of Inferno, ivi and Vue 3, the common prefix and suffix are matched in place
/// first. In the middle, a row whose key is at the same position as before is matched there
/// (a swap of two rows of thousands hashes two keys, not thousands); the rest are matched
/// through a table of the new keys. Repeated keys match in order — the n-th old row with a key
/// continues as the n-th new one — so rows that ever had repeated keys skip the same-position
/// shortcut, which could pair them differently.
///
/// Inlinable, so that `ForEach`'s initializers, inlined into an app, make a match specialized
/// for the app's id type (see `RowKeys`): compared through `Hashable`'s witnesses, a row's key
/// costs several times more.
@usableFromInline
struct KeyedMatch {
    /// For each new row, the index of the old row it continues, or -1 for a new row.
    @usableFromInline var sources: [Int]
    /// Whether the new keys repeat a key (in the part of the rows that needed the table).
    @usableFromInline var foundDuplicates = false
    /// Whether some continued rows changed their order relative to one another.
    @usableFromInline var moved = false
    /// The new rows outside the common prefix and suffix.
    @usableFromInline var middle: Range<Int>

    @inlinable
    init<ID: Hashable>(old: [ID], new: [ID], keysMayRepeat: Bool = false) {
        sources = Array(repeating: -1, count: new.count)
        middle = 0..<0
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                match(old, new, keysMayRepeat: keysMayRepeat)
            }
        }
    }

    @inlinable
    mutating func match<ID: Hashable>(
        _ old: UnsafeBufferPointer<ID>, _ new: UnsafeBufferPointer<ID>, keysMayRepeat: Bool
    ) {
        var start = 0
        var oldEnd = old.count
        var newEnd = new.count
        while start < oldEnd, start < newEnd, old[start] == new[start] {
            sources[start] = start
            start += 1
        }
        while start < oldEnd, start < newEnd, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
            sources[newEnd] = oldEnd
        }
        middle = start..<newEnd
        guard start < oldEnd, start < newEnd else { return }
        var matchedOld = [Bool](repeating: false, count: oldEnd - start)
        var unmatchedNew = 0
        for index in start..<newEnd {
            if !keysMayRepeat, index < oldEnd, old[index] == new[index] {
                sources[index] = index
                matchedOld[index - start] = true
            } else {
                unmatchedNew += 1
            }
        }
        if unmatchedNew > 0 {
            matchThroughTable(
                old, new, oldRange: start..<oldEnd, newRange: start..<newEnd, matchedOld: matchedOld,
                unmatchedNew: unmatchedNew)
        }
        var furthest = -1
        for index in start..<newEnd where sources[index] >= 0 {
            if sources[index] < furthest { moved = true; break }
            furthest = sources[index]
        }
    }

    /// Matches the new rows the shortcuts left, through a table from key to new position. A
    /// repeated key chains to its next position, so old rows with that key take the positions
    /// in order.
    @inlinable
    mutating func matchThroughTable<ID: Hashable>(
        _ old: UnsafeBufferPointer<ID>, _ new: UnsafeBufferPointer<ID>,
        oldRange: Range<Int>, newRange: Range<Int>, matchedOld: [Bool], unmatchedNew: Int
    ) {
        var position = [ID: Int](minimumCapacity: unmatchedNew)
        var nextWithSameKey: [Int: Int] = [:]
        for index in newRange.reversed() where sources[index] < 0 {
            if let later = position.updateValue(index, forKey: new[index]) {
                nextWithSameKey[index] = later
                foundDuplicates = true
            }
        }
        for oldIndex in oldRange where !matchedOld[oldIndex - oldRange.lowerBound] {
            guard let entry = position.index(forKey: old[oldIndex]) else { continue }
            let newIndex = position.values[entry]
            if let next = nextWithSameKey[newIndex] {
                position.values[entry] = next
            } else {
                position.remove(at: entry)
            }
            sources[newIndex] = oldIndex
        }
    }
}
