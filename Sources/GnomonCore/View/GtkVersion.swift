/// A GTK release, as `major.minor`: the one the app runs on (`EnvironmentValues.gtkVersion`),
/// which decides the body a `VersionedView` shows.
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.gtkVersion = GtkVersion(4, 12)   // a TestHost emulating GTK 4.12
/// let host = TestHost(Badge(), environment: environment)
/// ```
public struct GtkVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// GTK 4.8, the oldest Gnomon runs on: what a `VersionedView`'s `v1Body` is for.
    public static let baseline = GtkVersion(4, 8)

    public static func < (lhs: GtkVersion, rhs: GtkVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }

    /// Which of a `VersionedView`'s bodies is for this release: 1 for 4.8 (and older), 2 for
    /// 4.10, … 6 for 4.18 and every later one.
    var bodyNumber: Int {
        guard major == 4 else { return major < 4 ? 1 : 6 }
        return min(max((minor - 6) / 2, 1), 6)
    }
}

private struct GtkVersionKey: EnvironmentKey {
    static var defaultValue: GtkVersion { .baseline }
}

extension EnvironmentValues {
    /// The GTK release the app runs on: set by the GTK host from the running library; the
    /// baseline, 4.8, in a `TestHost` unless the test sets another to emulate.
    public var gtkVersion: GtkVersion {
        get { self[GtkVersionKey.self] }
        set { self[GtkVersionKey.self] = newValue }
    }
}
