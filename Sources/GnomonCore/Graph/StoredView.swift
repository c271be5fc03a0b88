/// A node's last view value, kept out of line in memory the node owns.
///
/// A class's stored property passed `inout` — to compare the stored view in place — costs a
/// dynamic exclusivity check (the runtime's access set, reached through thread-local storage):
/// about 200 instructions, more than comparing a table row. Through a pointer, reading,
/// comparing and replacing the view need no check; the node is the only owner, so nothing can
/// overlap.
///
/// ```swift
/// private let stored: StoredView<V>
/// if ViewEquality.isSame(stored.pointer, as: newView, plan: equality) { return }
/// stored.pointer.pointee = newView
/// ```
struct StoredView<V>: ~Copyable {
    let pointer: UnsafeMutablePointer<V>

    init(_ view: V) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: view)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
}
