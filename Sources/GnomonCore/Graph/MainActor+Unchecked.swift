import Foundation

extension MainActor {
    /// Runs `body` as main-actor code without asking the runtime whether it is: for the reads
    /// every evaluation makes (an `@Environment` or `@State` value), where
    /// `assumeIsolated`'s check costs more than the work. When the GLib loop rather than a
    /// task runs the main actor, that check takes about 1,400 instructions a call.
    ///
    /// The caller is on the main thread, as everything that evaluates views is; debug builds
    /// check it.
    ///
    /// ```swift
    /// MainActor.assumeIsolatedUnchecked { dependents.recordRead() }
    /// ```
    @inline(__always)
    static func assumeIsolatedUnchecked<T>(_ body: @MainActor () -> T) -> T {
        assert(Thread.isMainThread, "main-actor state used off the main thread")
        return withoutActuallyEscaping(body) { body in
            unsafeBitCast(body, to: (() -> T).self)()
        }
    }
}
