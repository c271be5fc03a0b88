import Logging

/// The logger every Gnomon diagnostic goes through (label `Gnomon`).
///
/// Bad input — duplicate ids, state written during `body`, a binding whose source is gone —
/// is reported here and the app keeps running. The logger is made on each use (diagnostics
/// are rare), so a logging backend bootstrapped at any time receives them.
package var log: Logger { Logger(label: "Gnomon") }

/// Warnings about a value that a body may produce on every evaluation (a malformed markup
/// string, a missing file): each is logged the first time only.
///
/// ```swift
/// WarnOnce.warn(about: path, "No image file at \(path); showing a placeholder")
/// ```
@MainActor
package enum WarnOnce {
    private static var warned: Set<String> = []

    /// Logs `message` unless a warning about `subject` was logged already.
    package static func warn(about subject: String, _ message: @autoclosure () -> String) {
        if warned.insert(subject).inserted { log.warning("\(message())") }
    }
}
