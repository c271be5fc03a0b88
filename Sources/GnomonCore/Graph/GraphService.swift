/// A feature's state kept per graph, beside the reconciler rather than in it — as Flutter keeps
/// a Navigator's and the focus's state outside its `Element` tree: made the first time the
/// feature asks for it (`ViewGraph.service(_:)`), and gone with the graph. The graph itself
/// names no feature.
///
/// ```swift
/// final class WindowCloseConfirmations: GraphService {
///     init(graph: ViewGraph) {}
/// }
/// node.graph.service(WindowCloseConfirmations.self).set(confirmation, for: node)
/// ```
@MainActor
package protocol GraphService: AnyObject {
    init(graph: ViewGraph)
}

extension ViewGraph {
    /// The graph's `Service`, made now if this is the first time it is asked for.
    package func service<Service: GraphService>(_ type: Service.Type) -> Service {
        if let made = existingService(type) { return made }
        let made = Service(graph: self)
        add(made)
        return made
    }
}

extension ViewGraph {
    /// The `Service` of the graph whose view is evaluating now, made if need be; nil outside
    /// an evaluation. How a view of a module beside GnomonCore reaches its window's feature
    /// state from its `body`.
    ///
    /// ```swift
    /// let windows = ViewGraph.evaluatingService(RoutedWindows.self)
    /// ```
    package static func evaluatingService<Service: GraphService>(_ type: Service.Type) -> Service? {
        DependencyTracking.current?.graph.service(type)
    }
}
