extension View {
    /// Prints why this view's body is running: `@identity` (it is new), `@self` (its parent gave
    /// it a different value), a state property such as `_count`, `@environment`, `@observable`
    /// or `@dependencies` (state it reads through a binding). Call it in `body`.
    ///
    /// ```swift
    /// var body: some View {
    ///     let _ = Self._printChanges()   // CounterView: _count changed.
    ///     Text("\(count)")
    /// }
    /// ```
    @MainActor
    public static func _printChanges() {
        print(changeDescription())
    }

    /// Like `_printChanges()`, through Gnomon's logger.
    @MainActor
    public static func _logChanges() {
        log.info("\(changeDescription())")
    }

    @MainActor
    private static func changeDescription() -> String {
        let name = _typeName(Self.self, qualified: false)
        guard let node = DependencyTracking.current as? BodyNode else {
            return "\(name): _printChanges() is only meaningful inside body"
        }
        return "\(name): \(node.evaluationReasons.joined(separator: ", ")) changed."
    }
}
