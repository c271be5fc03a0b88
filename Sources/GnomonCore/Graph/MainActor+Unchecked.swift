import Foundation

extension MainActor {
    /// Runs `body` as main-actor code without asking the runtime whether it is, for a caller
    /// that has just checked it is on the main thread (an Observation change, which arrives on
    /// whatever thread made it). `assumeIsolated` would ask again: about 1,400 instructions a
    /// call when the GLib loop rather than a task runs the main actor. Debug builds check.
    ///
    /// Like `assumeIsolated`, this allocates the closure's context; the reads every evaluation
    /// makes (`@Environment`, `@State`) instead record themselves through state that only the
    /// main thread writes, with no closure at all.
    ///
    /// ```swift
    /// if Thread.isMainThread { MainActor.assumeIsolatedUnchecked { invalidate() } }
    /// ```
    @inline(__always)
    static func assumeIsolatedUnchecked<T>(_ body: @MainActor () -> T) -> T {
        assert(Thread.isMainThread, "main-actor state used off the main thread")
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
