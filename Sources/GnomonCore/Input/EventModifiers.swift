/// The modifier keys held during a click or a key press.
///
/// ```swift
/// host.clickRow(3, in: list, modifiers: .shift)      // extends the selection to row 3
/// host.clickRow(5, in: list, modifiers: [.control])  // adds row 5, or takes it out
/// ```
///
/// On GNOME, `.control` is the primary modifier: it is what `.command` means on a Mac, and
/// Gnomon reads `.command` as Ctrl.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Alt.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The primary modifier: Ctrl on GNOME.
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]

    /// Whether Ctrl is held, as `.control` or as the Mac's `.command`.
    package var hasControl: Bool { !isDisjoint(with: [.control, .command]) }
}
