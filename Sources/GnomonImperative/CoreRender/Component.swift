import GnomonCore

/// CoreRender's component: a view whose body is built from a coordinator it owns. The
/// coordinator is made when the component first appears and kept while it keeps its place;
/// each `setNeedsReconcile()` re-runs the body, and Gnomon's reconciler applies what changed.
///
/// ```swift
/// Component(CounterCoordinator.self) { coordinator in
///     VStack {
///         Text("\(coordinator.count)")
///         Node(GtkButton.self)
///             .withLayoutSpec { gtk_button_set_label($0, "Increase") }
///             .onSignal("clicked") { _ in coordinator.increase() }
///     }
/// }
/// ```
///
/// CoreRender writes `Component<CounterCoordinator>(context:) { context, coordinator in … }`;
/// here the coordinator's type is the first argument, as the body's view type is the second
/// generic parameter, which Swift infers.
public struct Component<C: Coordinator, Content: View>: View {
    @StateObject private var coordinator = C()
    private let content: (C) -> Content

    public init(_ type: C.Type = C.self, @ViewBuilder body: @escaping (C) -> Content) {
        content = body
    }

    public var body: some View {
        content(coordinator)
    }
}
