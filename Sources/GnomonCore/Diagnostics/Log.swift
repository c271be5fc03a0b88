import Logging

/// The logger every Gnomon diagnostic goes through (label `Gnomon`).
///
/// Bad input — duplicate ids, state written during `body`, a binding whose source is gone —
/// is reported here and the app keeps running.
package let log = Logger(label: "Gnomon")
