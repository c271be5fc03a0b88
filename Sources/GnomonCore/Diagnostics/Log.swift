import Logging

/// The logger every Gnomon diagnostic goes through (label `Gnomon`).
///
/// Bad input — duplicate ids, state written during `body`, a binding whose source is gone —
/// is reported here and the app keeps running. The logger is made on each use (diagnostics
/// are rare), so a logging backend bootstrapped at any time receives them.
package var log: Logger { Logger(label: "Gnomon") }

/// Checks of values a body may produce on every evaluation (a markup string, a file path):
/// each value is checked, and warned about, the first time only.
///
/// ```swift
/// WarnOnce.check("image file " + path, isProblem: !readable(path), "No image file at \(path)")
/// ```
@MainActor
package enum WarnOnce {
    private static var checked: Set<String> = []

    /// Evaluates `isProblem` and logs `message` if it holds, unless `subject` was checked
    /// before.
    package static func check(
        _ subject: String, isProblem: () -> Bool, _ message: @autoclosure () -> String
    ) {
        if checked.insert(subject).inserted && isProblem() { log.warning("\(message())") }
    }
}
