import GnomonCore
import Observation

/// The pages of a routed navigation stack: the screens pushed on its root, each a page
/// (`ViewDestination`) whose identity is its state, and any value a `NavigationLink` inside
/// pushed, which has no state and shows as the stack's destinations say.
/// The stack's path is bound to it, so its back button and Alt+Left pop screens here too.
@MainActor
@Observable
final class NavigationRoute {
    private(set) var pages: [AnyHashable] = []
    @ObservationIgnored private var states: [AnyScreenState?] = []

    /// The stack's path: the pages, which the stack pops (its back button) and a
    /// `NavigationLink` pushes onto.
    var path: Binding<[AnyHashable]> {
        Binding(get: { self.pages }, set: { self.follow($0) })
    }

    func push(_ state: AnyScreenState, content: AnyView) {
        pages.append(ViewDestination(id: ObjectIdentifier(state), content: content))
        states.append(state)
    }

    /// Pops `state`'s page and those above it.
    func pop(_ state: AnyScreenState) {
        guard let index = states.firstIndex(where: { $0 === state }) else { return }
        truncate(to: index)
    }

    /// Keeps the first `count` pages; the screens above go, with their states.
    private func truncate(to count: Int) {
        guard count < pages.count else { return }
        let popped = states[count...].compactMap { $0 }
        pages.removeSubrange(count...)
        states.removeSubrange(count...)
        for state in popped { state.detach() }
    }

    /// Takes the path as the stack set it: popped pages go, a link's page joins.
    private func follow(_ path: [AnyHashable]) {
        let kept = zip(pages, path).prefix { $0 == $1 }.count
        truncate(to: kept)
        pages.append(contentsOf: path.dropFirst(kept))
        states.append(contentsOf: repeatElement(nil, count: path.count - kept))
    }
}
