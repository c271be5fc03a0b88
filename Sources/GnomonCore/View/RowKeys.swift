/// The per-row work of `ForEach`'s keyed diff — every element's id, and the match of the new
/// ids against the old — made where the element and id types are known.
///
/// `ForEachNode` is generic code compiled once in GnomonCore: there, taking a row's id is a
/// closure call through a reabstraction thunk with the id copied by the runtime's value
/// witnesses, and comparing two ids is a call to `Hashable`'s witness, some 300 instructions a
/// row for a swap or a removal of one row of a thousand. `ForEach`'s initializers are inlinable,
/// so this value is made in the app, where `Data.Element` and `ID` are concrete types and the
/// two loops below are specialized for them.
///
/// ```swift
/// let keys = RowKeys<TableRow, Int> { $0.id }
/// let ids = keys.identifyAll(rows)                        // [1, 2, 3]
/// let match = keys.match(oldIDs, ids, false).sources      // [0, -1, 1]
/// ```
@usableFromInline
struct RowKeys<Element, ID: Hashable> {
    /// The id of every element, in order.
    @usableFromInline let identifyAll: ([Element]) -> [ID]
    /// Which old row (by its id) each new row continues; the flag says whether ids may repeat.
    @usableFromInline let match: (_ old: [ID], _ new: [ID], _ keysMayRepeat: Bool) -> KeyedMatch

    @inlinable
    init(identify: @escaping (Element) -> ID) {
        identifyAll = { $0.map(identify) }
        match = { KeyedMatch(old: $0, new: $1, keysMayRepeat: $2) }
    }
}
