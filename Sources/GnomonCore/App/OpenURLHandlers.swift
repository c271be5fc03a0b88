import Foundation

extension View {
    /// Runs `action` with each URL the app is opened with while this view is shown: a link
    /// the user followed (`myapp://match/42`), or a file or URI given on the command line. A
    /// link that arrives while the app runs goes to the running app (GNOME activates the
    /// first instance over D-Bus), to its active window.
    ///
    /// ```swift
    /// ContentView()
    ///     .onOpenURL { url in
    ///         if url.host == "note", let id = Int(url.lastPathComponent) { selection = id }
    ///     }
    /// ```
    ///
    /// The app declares the schemes it handles in its desktop file (`MimeType=x-scheme-handler/myapp;`).
    /// A URL no view handles is logged.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OpenURLModifier(action: action))
    }
}

/// See `View.onOpenURL(perform:)`.
public struct _OpenURLModifier: ViewModifier {
    let action: (URL) -> Void
    public typealias Body = Never
}

extension _OpenURLModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        node.graph.service(OpenURLHandlers.self).handlers.set(self, for: node)
    }

    func changed(from old: Self, _ node: LifecycleNode) {
        node.graph.service(OpenURLHandlers.self).handlers.set(self, for: node)
    }

    func disappeared(_ node: LifecycleNode) {
        node.graph.existingService(OpenURLHandlers.self)?.handlers.remove(node)
    }
}

/// The views of a window that handle the URLs the app is opened with.
@MainActor
final class OpenURLHandlers: GraphService {
    var handlers = NodeRegistry<_OpenURLModifier>()

    init(graph: ViewGraph) {}
}

extension ViewGraph {
    /// Gives `url`, which the app was opened with, to every view of this window that handles
    /// such URLs (`onOpenURL`); false, and logged, if none does.
    @discardableResult
    package func openURL(_ url: URL) -> Bool {
        let handlers = existingService(OpenURLHandlers.self)?.handlers.values ?? []
        guard !handlers.isEmpty else {
            log.warning("The app was opened with \(url), but no view handles it; give one .onOpenURL")
            return false
        }
        for handler in handlers { handler.action(url) }
        return true
    }
}
