import GnomonCore

/// A screen run as a flow of its own, usually presented: its pushes go onto a navigation stack
/// of its own, and its first page has a Cancel button that goes back out of the whole flow (the
/// sheet it is in closes). ScreenUI's real-world map presents the user's edit as one.
///
/// ```swift
/// Dashboard(edit: Flow(base: UserEdit(photo: Push(PhotoPicker()))).present())
/// ```
public struct Flow<Base: Screen>: ScreenContainer where Base.Content: View {
    public typealias NestedScreen = Base.NestedScreen
    public typealias Context = Base.Context
    public typealias Content = RoutedNavigation<FlowStart<Base.Content>>
    public typealias PathFrom = Base.PathFrom

    public let root: Base

    /// A flow starting on `base`.
    public init(base: Base) {
        root = base
    }

    @MainActor
    public func makeContent(_ context: Base.Context, router: Router<Base.NestedScreen>) -> ContentResult<Self> {
        let route = NavigationRoute()
        let state = router.madeState
        state.ownedNavigation = route
        let (wrapper, content) = root.makeContent(context, router: router)
        return (RoutedNavigation(route: route, root: FlowStart(state: state, content: wrapper)), content)
    }
}

/// A flow's first page: its screen, with the Cancel button that leaves the flow.
public struct FlowStart<Content: View>: View {
    /// Held weakly: the state holds this view, as its screen's content.
    weak var state: AnyScreenState?
    let content: Content

    public var body: some View {
        content.toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { state?.back() }
            }
        }
    }
}
