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
        if string.utf8.count >= vouchedLength, isVouchedFor(string) { return string }
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

    /// Says that `string` holds no NUL, so that the next `whole(_:)` of it — the same string —
    /// scans nothing (for a string of `vouchedLength` bytes or more): a text view's text after
    /// the user's keystroke, which the node knows to be its whole text with the keystroke in it
    /// (`WidgetNode`), so that a keystroke in a long text costs the keystroke.
    ///
    /// The string is held until that `whole(_:)`, or until the next string is vouched for:
    /// while it is held, its storage can be neither changed in place nor freed, so a string
    /// with the same storage and length is this string.
    static func vouch(for string: String) {
        guard string.utf8.count >= vouchedLength else { return }
        vouched.withLock { $0 = string }
    }

    /// How long a string must be to be vouched for: a shorter one costs less to scan than the
    /// lock, so every other string property passes here without it.
    static let vouchedLength = 4096

    /// Lets go of the string vouched for, if any: it is about to be changed in place.
    static func withdrawVouch() {
        vouched.withLock { $0 = nil }
    }

    /// Whether `string` is the one vouched for; if so, it is let go of.
    private static func isVouchedFor(_ string: String) -> Bool {
        vouched.withLock { vouched in
            guard let held = vouched, isSameString(held, string) else { return false }
            vouched = nil
            return true
        }
    }

    /// Whether two strings are the same string: the same bits, which for a short string are its
    /// bytes, and for a long one its storage and length. (A long string held — as the one
    /// vouched for is — cannot change in place nor be freed, so the same storage is the same
    /// text.)
    static func isSameString(_ a: String, _ b: String) -> Bool {
        unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self)
    }

    private static let vouched = Mutex<String?>(nil)
}
