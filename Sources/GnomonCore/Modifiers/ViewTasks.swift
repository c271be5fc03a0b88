/// The tasks views started with `.task` that have not finished yet.
///
/// A task is cancelled when its view goes; it ends when its code sees that. An app that quits
/// gives its cancelled tasks a moment to end (`GtkApplicationRunner`), so what they do on
/// cancellation — saving a file, say — is done.
///
/// ```swift
/// while ViewTasks.running > 0 { runOneMainLoopIteration() }
/// ```
@MainActor
package enum ViewTasks {
    /// How many `.task` tasks are running.
    package private(set) static var running = 0

    /// Starts `action` as a view's task, counted until it returns.
    static func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
        running += 1
        return Task(priority: priority) {
            await action()
            running -= 1
        }
    }
}
