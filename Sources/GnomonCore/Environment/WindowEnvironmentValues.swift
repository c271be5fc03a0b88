/// Whether a scene's window is in use: `@Environment(\.scenePhase)`.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// .onChange(of: scenePhase) { _, phase in if phase != .active { store.save() } }
/// ```
///
/// On GNOME a window is `.active` while it has the keyboard focus (GTK's `is-active`),
/// `.inactive` while another window has it, and `.background` while it is minimized.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// How much room a window gives along one axis: `.compact` in a narrow (or short) window, as
/// on a phone, `.regular` otherwise. Adaptive code takes its compact branch in a narrow
/// window.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
/// …
/// if sizeClass == .compact { VStack { content } } else { HStack { content } }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The class of a window `length` pixels across: compact below `compactBelow`.
    package init(length: Int, compactBelow: Int) {
        self = length < compactBelow ? .compact : .regular
    }

    /// The widths below which a window is compact: GNOME's adaptive apps change layout
    /// around 600 pixels, where a phone in portrait is 360 to 450.
    package static let compactWidth = 600
    /// The heights below which a window is compact: a phone in landscape.
    package static let compactHeight = 500
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// Whether the window is in use: active, inactive or in the background (see `ScenePhase`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the window is narrow (`.compact`, below 600 pixels) or not (`.regular`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// Whether the window is short (`.compact`, below 500 pixels) or not (`.regular`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
