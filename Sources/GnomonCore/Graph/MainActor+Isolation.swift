import Dispatch
import Foundation

extension MainActor {
    /// Whether the caller runs as the main actor, asked without trapping and from any context.
    ///
    /// The main actor is not always the process's first thread. A GLib loop or XCTest runs it
    /// there; but on Linux an async entry point (Swift Testing's runner, top-level `await`,
    /// `static func main() async`) hands libdispatch's main queue to a worker thread, and the
    /// main actor runs wherever that queue is being drained. So this is true on the first
    /// thread — what GTK apps and XCTest pay for, one comparison — or else while the main
    /// queue runs, which dispatch tells through a value set on the queue.
    ///
    /// ```swift
    /// if MainActor.isCurrent { MainActor.assumeIsolatedUnchecked { invalidate() } }
    /// ```
    @inline(__always)
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMarker) != nil
    }

    /// Runs `body` as main-actor code without asking the runtime whether it is, for a caller
    /// that has just checked `isCurrent` (an Observation change, which arrives on whatever
    /// thread made it). `assumeIsolated` would ask again: about 1,400 instructions a call when
    /// the GLib loop rather than a task runs the main actor. Debug builds check.
    ///
    /// Like `assumeIsolated`, this allocates the closure's context; the reads every evaluation
    /// makes (`@Environment`, `@State`) instead record themselves through state that only the
    /// main actor writes, with no closure at all.
    ///
    /// ```swift
    /// if MainActor.isCurrent { MainActor.assumeIsolatedUnchecked { invalidate() } }
    /// ```
    @inline(__always)
    package static func assumeIsolatedUnchecked<T>(_ body: @MainActor () -> T) -> T {
        assert(isCurrent, "main-actor state used off the main actor")
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}

/// Marks libdispatch's main queue, so that code the queue runs on a worker thread knows it is
/// the main actor's. Set once, at the first `MainActor.isCurrent` off the first thread.
private let mainQueueMarker: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
