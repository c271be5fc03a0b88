/// How much contrast the system's colours have: GNOME's high-contrast style is `.increased`.
public enum ColorSchemeContrast: Hashable, Sendable {
    case standard, increased
}

private struct ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ScreenReaderKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

extension EnvironmentValues {
    /// Whether the user asked for less motion: GNOME's "Reduce Animation" (GTK's
    /// `gtk-enable-animations` off).
    ///
    /// ```swift
    /// @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// …
    /// withAnimation(reduceMotion ? nil : .spring) { expanded.toggle() }
    /// ```
    public package(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether a screen reader runs: GNOME's Orca, as its setting
    /// (`org.gnome.desktop.a11y.applications screen-reader-enabled`) says. SwiftUI's name
    /// for it is VoiceOver's.
    public package(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[ScreenReaderKey.self] }
        set { self[ScreenReaderKey.self] = newValue }
    }

    /// Whether assistive technology is in use: on GNOME, a screen reader.
    public var accessibilityEnabled: Bool { accessibilityVoiceOverEnabled }

    /// Whether colour alone should not tell things apart. GNOME has no such setting, but
    /// its high-contrast style asks for as much: true while it is on.
    public var accessibilityDifferentiateWithoutColor: Bool { colorSchemeContrast == .increased }

    /// Whether the user asked for less see-through surfaces; GNOME's high-contrast style does.
    public var accessibilityReduceTransparency: Bool { colorSchemeContrast == .increased }

    /// Whether the system inverts colours: GNOME's magnifier can, for the whole screen, and
    /// apps do nothing about it: always false.
    public var accessibilityInvertColors: Bool { false }

    /// The contrast of the system's colours: `.increased` with GNOME's high-contrast style.
    public package(set) var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }
}
