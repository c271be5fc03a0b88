import GnomonCore

/// The screens a window shows, kept beside its view graph: the state of each map the window
/// shows, made the first time it shows it, and gone with the window.
@MainActor
final class RoutedWindows: GraphService {
    private var states: [ObjectIdentifier: AnyScreenState] = [:]

    init(graph: ViewGraph) {}

    /// The state of `map` in this window: made now, with its root made with `context`, if the
    /// window did not show it yet.
    func state<Root: Screen>(of map: InitialScreen<Root>, context: Root.Context) -> ContentScreenState<InitialScreen<Root>> {
        if let shown = states[ObjectIdentifier(map.windows)] as? ContentScreenState<InitialScreen<Root>> { return shown }
        let state = ContentScreenState<InitialScreen<Root>>(previous: nil)
        state.surface = ()
        _ = state.reach(RootTransition(to: map.root), at: .position(0), with: context)
        states[ObjectIdentifier(map.windows)] = state
        map.windows.add(state)
        return state
    }
}

/// The windows that show one map, the last shown last; held weakly, as their graphs hold them.
@MainActor
final class MapWindows: Sendable {
    private var windows: [Weak] = []

    nonisolated init() {}

    /// The state of the window that showed the map last, if it is still open.
    var last: AnyScreenState? {
        windows.removeAll { $0.state == nil }
        return windows.last?.state
    }

    func add(_ state: AnyScreenState) {
        windows.append(Weak(state: state))
    }

    private struct Weak {
        weak var state: AnyScreenState?
    }
}
