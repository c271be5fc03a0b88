import Logging

/// The logger every Gnomon diagnostic goes through (label `Gnomon`).
///
/// Bad input — duplicate ids, state written during `body`, a binding whose source is gone —
/// is reported here and the app keeps running. The logger is made on each use (diagnostics
/// are rare), so a logging backend bootstrapped at any time receives them.
package var log: Logger { Logger(label: "Gnomon") }
