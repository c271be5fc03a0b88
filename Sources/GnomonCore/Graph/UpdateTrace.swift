import Foundation

/// `GNOMON_DEBUG=updates`: logs, for every update, which views re-ran and what changed that
/// they had read, and the mutations applied.
///
/// ```
/// GNOMON_DEBUG=updates swift run Counter
/// info Gnomon: update: CounterView (_count) — set GnomonLabel#2 label="1"; set GtkButton#4 sensitive=true
/// ```
@MainActor
enum UpdateTrace {
    static var isEnabled = isRequested(by: ProcessInfo.processInfo.environment)

    /// Whether `GNOMON_DEBUG` (a comma-separated list) asks for `updates`.
    static func isRequested(by environment: [String: String]) -> Bool {
        (environment["GNOMON_DEBUG"] ?? "").split(separator: ",").contains("updates")
    }

    private static var evaluations: [String] = []
    private static var mutations: [Mutation] = []

    static func noteEvaluation(of type: Any.Type, reasons: [String]) {
        guard isEnabled else { return }
        evaluations.append("\(_typeName(type, qualified: false)) (\(reasons.joined(separator: ", ")))")
    }

    static func note(_ mutation: Mutation) {
        guard isEnabled else { return }
        mutations.append(mutation)
    }

    /// Logs what the update that just finished did.
    static func flush() {
        guard isEnabled, !evaluations.isEmpty || !mutations.isEmpty else { return }
        let ran = evaluations.isEmpty ? "no view re-ran" : evaluations.joined(separator: ", ")
        let applied = mutations.isEmpty ? "no mutations" : mutations.map(\.description).joined(separator: "; ")
        log.info("update: \(ran) — \(applied)")
        evaluations.removeAll()
        mutations.removeAll()
    }
}
