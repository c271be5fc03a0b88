#if canImport(Glibc)
import Glibc
#endif

/// Room on the main thread's stack for deep view trees.
///
/// Mounting and updating recurse a few calls per level of views, on the main thread, and so
/// does GTK's layout of nested widgets; an 8 MiB stack (Linux's usual limit) holds about a
/// thousand levels of a simple view in a debug build. Linux grows the main thread's stack on
/// demand up to the *current* soft limit, so raising that limit when the first graph is made
/// lets trees thousands of levels deep mount. Threads of this process keep glibc's default
/// size; processes it starts inherit the raised limit.
///
/// ```swift
/// MainThreadStack.reserve()   // ViewGraph.init does this once
/// ```
enum MainThreadStack {
    /// The soft stack limit Gnomon asks for: 64 MiB, or the hard limit if lower.
    static let wanted: UInt = 64 << 20

    /// Raises the soft stack limit to `wanted` once, if it is lower; says so in the log if it
    /// cannot.
    static func reserve() {
        _ = reserved
    }

    private static let reserved: Bool = {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_STACK.rawValue)
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return false }
        let target = min(rlim_t(wanted), limit.rlim_max)
        guard limit.rlim_cur < target else { return true }  // RLIM_INFINITY is the largest value
        limit.rlim_cur = target
        if setrlimit(resource, &limit) != 0 {
            log.notice("Could not raise the stack limit to \(target) bytes; very deep view trees may not fit")
            return false
        }
        #endif
        return true
    }()
}
