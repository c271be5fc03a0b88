import Foundation
import Synchronization

/// Strings as they cross into a host's C API: whole. C ends a string at its first NUL byte, so
/// GTK would show, and send back as the user's edit, only what comes before it; a NUL is given
/// as "␀" (U+2400) instead, visibly, and reported once per string. Every string property
/// passes here (`String.propertyValue`).
///
/// ```swift
/// HostString.whole("a\u{0}b")   // "a␀b", and a warning in the log
/// ```
enum HostString {
    /// What a NUL byte shows as.
    static let nulStandIn = "\u{2400}"

    static func whole(_ string: String) -> String {
        let hasNul = string.utf8.withContiguousStorageIfAvailable { bytes in bytes.isEmpty ? false : memchr(bytes.baseAddress!, 0, bytes.count) != nil }
            ?? string.utf8.contains(0)
        guard hasNul else { return string }
        if reported.withLock({ $0.insert(string.hashValue).inserted }) {
            log.warning("a string holds a NUL byte, which GTK would cut it at; it shows as \(nulStandIn): \(string.prefix(60).debugDescription)")
        }
        return string.replacingOccurrences(of: "\0", with: nulStandIn)
    }

    /// The strings reported, by hash.
    private static let reported = Mutex<Set<Int>>([])
}
