import Foundation
import OpenCombine

/// A view's subscription to an `ObservableObject`'s `objectWillChange`, for `@ObservedObject`,
/// `@StateObject` and `@EnvironmentObject`: each change of the object updates the view that
/// holds it, and no other. Made once per node and property (a linked slot); it follows the
/// object the view holds now, and is cut off when the node goes away.
///
/// ```swift
/// storage.nextSlot { ObjectObservation(name: "_model", owner: storage.owner) }.observe(model)
/// ```
///
/// Changes should come on the main actor, as SwiftUI requires; one that comes from another
/// thread is reported once and reaches the view through the main actor. Used on the main
/// actor only (views link it there), hence `@unchecked Sendable`, as `StateBox`.
final class ObjectObservation: StateStorage, @unchecked Sendable {
    private let name: String
    private let owner: NodeReference
    /// The object observed (weakly: the view's property holds it); compared by identity, as
    /// another object could come to live at a freed one's address.
    private weak var observed: AnyObject?
    private var subscription: AnyCancellable?
    /// Whether the object changed since the view first held it: a `@StateObject`'s is the
    /// view's own state, kept for a list row that scrolls away (`hasWrittenState`).
    private(set) var wasWritten = false

    init(name: String, owner: Node) {
        self.name = name
        self.owner = owner.reference
    }

    /// Observes `object`, unless it is the object observed already.
    func observe<Object: ObservableObject>(_ object: Object) {
        guard observed !== object else { return }
        observed = object
        subscription = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange() }
    }

    func detach() {
        subscription = nil
        observed = nil
    }

    /// The object is about to change: the view updates, on the main actor.
    private func objectWillChange() {
        guard MainActor.isCurrent else {
            Task { @MainActor [self] in
                WarnOnce.check(
                    "ObservableObject off the main actor: " + name, isProblem: { true },
                    "\(name): an ObservableObject changed off the main actor; SwiftUI requires its changes on the main actor. The view updates there.")
                changed()
            }
            return
        }
        MainActor.assumeIsolatedUnchecked { changed() }
    }

    @MainActor private func changed() {
        wasWritten = true
        owner.node?.invalidate(because: name)
    }
}
