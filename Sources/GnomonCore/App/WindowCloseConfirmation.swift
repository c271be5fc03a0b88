extension View {
    /// Keeps the window open when the user closes it (its close button, Ctrl+W) or quits the
    /// app (Ctrl+Q) while `isActive`, and calls `ask` instead, to ask what to do — as a GNOME
    /// app asks before it closes a document with changes it could not save. The answer that
    /// lets the window go calls the attempt's `proceed()`; any other leaves it open.
    ///
    /// ```swift
    /// @State private var closing: WindowCloseAttempt?
    ///
    /// EditorView(document: document)
    ///     .confirmsWindowClose(when: document.hasUnsavedChanges) { closing = $0 }
    ///     .alert("Close without saving?", isPresented: .constant(closing != nil)) {
    ///         Button("Close Anyway", role: .destructive) { closing?.proceed() }
    ///         Button("Cancel", role: .cancel) { closing = nil }
    ///     }
    /// ```
    ///
    /// With several views asking, the one that appeared first asks.
    public func confirmsWindowClose(when isActive: Bool, ask: @escaping (WindowCloseAttempt) -> Void) -> some View {
        modifier(_WindowCloseConfirmationModifier(isActive: isActive, ask: ask))
    }
}

/// The user's attempt to close a window, or to quit the app, that a view holds back
/// (`confirmsWindowClose(when:ask:)`) to ask first.
///
/// ```swift
/// Button(attempt.isQuitting ? "Quit Anyway" : "Close Anyway", role: .destructive) { attempt.proceed() }
/// ```
public struct WindowCloseAttempt {
    /// Whether the user is quitting the app (Ctrl+Q), not closing this window alone.
    public let isQuitting: Bool
    let close: @MainActor () -> Void

    /// The attempt a host makes: `close` closes the window without asking again and, if the
    /// app was quitting, goes on quitting.
    package init(isQuitting: Bool, close: @escaping @MainActor () -> Void) {
        self.isQuitting = isQuitting
        self.close = close
    }

    /// Lets the window close after all (and the app go on quitting, if it was), once the
    /// action under way has finished: what "Close Anyway" or "Quit Anyway" does.
    @MainActor public func proceed() {
        close()
    }
}

/// See `View.confirmsWindowClose(when:ask:)`.
public struct _WindowCloseConfirmationModifier: ViewModifier {
    let isActive: Bool
    let ask: (WindowCloseAttempt) -> Void
    public typealias Body = Never
}

extension _WindowCloseConfirmationModifier: LifecycleModifier {
    func appeared(_ node: LifecycleNode) {
        node.graph.service(WindowCloseConfirmations.self).set(self, for: node)
    }

    func changed(from old: Self, _ node: LifecycleNode) {
        node.graph.service(WindowCloseConfirmations.self).set(self, for: node)
    }

    func disappeared(_ node: LifecycleNode) {
        node.graph.existingService(WindowCloseConfirmations.self)?.remove(node)
    }
}

/// The views of a window that confirm its closing, in the order they appeared.
@MainActor
final class WindowCloseConfirmations: GraphService {
    private var confirmations = NodeRegistry<_WindowCloseConfirmationModifier>()

    init(graph: ViewGraph) {}

    func set(_ confirmation: _WindowCloseConfirmationModifier, for node: Node) {
        confirmations.set(confirmation, for: node)
    }

    func remove(_ node: Node) {
        confirmations.remove(node)
    }

    /// Asks the first view whose confirmation is active about `attempt`; false if none is.
    func ask(_ attempt: WindowCloseAttempt) -> Bool {
        guard let active = confirmations.values.first(where: \.isActive) else { return false }
        active.ask(attempt)
        return true
    }
}

extension ViewGraph {
    /// Whether the window may close now, as the user asked (`isQuitting`: by quitting the
    /// app): false if a view holds the attempt back to ask them first
    /// (`confirmsWindowClose`). If they then let it go, `close` runs after the action under way
    /// — it closes the window without asking again, and goes on quitting if the app was.
    package func mayClose(isQuitting: Bool, closing close: @escaping @MainActor () -> Void) -> Bool {
        closeRequestQuits = isQuitting
        let attempt = WindowCloseAttempt(isQuitting: isQuitting) { [host] in host.scheduleCleanup(close) }
        return !(existingService(WindowCloseConfirmations.self)?.ask(attempt) ?? false)
    }
}
