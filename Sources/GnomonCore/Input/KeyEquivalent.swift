/// A key on the keyboard, for a keyboard shortcut: a character (`"s"`, `","`) or a named key
/// (`.return`, `.escape`, the arrows, …).
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s")             // Ctrl+S
/// Button("Back") { goBack() }.keyboardShortcut(.leftArrow, modifiers: .option)  // Alt+Left
/// ```
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types, or, for a named key, the character SwiftUI gives it.
    public let character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Backspace.
    public static let delete = KeyEquivalent("\u{8}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")

    /// The key's name as GTK's accelerators spell it (a keyval name): `s`, `comma`, `Return`.
    package var gtkName: String {
        if let name = Self.gtkNames[character] { return name }
        // Function keys, as AppKit numbers them: F1 is U+F704 (and the Menu key U+F735).
        if let scalar = character.unicodeScalars.first, (0xF704...0xF70F).contains(scalar.value) {
            return "F\(scalar.value - 0xF704 + 1)"
        }
        return String(character).lowercased()
    }

    private static let gtkNames: [Character: String] = [
        "\u{F700}": "Up", "\u{F701}": "Down", "\u{F702}": "Left", "\u{F703}": "Right",
        "\u{F729}": "Home", "\u{F72B}": "End", "\u{F72C}": "Page_Up", "\u{F72D}": "Page_Down",
        "\u{F739}": "Clear", "\u{F728}": "Delete", "\u{F735}": "Menu", "\u{8}": "BackSpace", "\u{1B}": "Escape",
        "\r": "Return", " ": "space", "\t": "Tab", ",": "comma", ".": "period", "/": "slash",
        "\\": "backslash", "-": "minus", "=": "equal", "+": "plus", "[": "bracketleft",
        "]": "bracketright", ";": "semicolon", "'": "apostrophe", "`": "grave", "?": "question",
        "!": "exclam", "*": "asterisk", "#": "numbersign",
    ]
}

/// A key with the modifier keys held with it, that activates a control.
///
/// ```swift
/// Button("Open…") { open() }.keyboardShortcut("o")                      // Ctrl+O
/// Button("Done") { finish() }.keyboardShortcut(.defaultAction)          // Enter
/// Button("Cancel", role: .cancel) { close() }.keyboardShortcut(.cancelAction)   // Escape
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    /// `key` with `modifiers` held; by default the primary modifier, Ctrl on GNOME.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Enter: the default button of a dialog or form.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut as GTK parses it (`gtk_shortcut_trigger_parse_string`): `<Control>s`,
    /// `<Shift><Control>z`, `Escape`.
    package var gtkTrigger: String {
        var trigger = ""
        if modifiers.contains(.shift) { trigger += "<Shift>" }
        if modifiers.hasControl { trigger += "<Control>" }
        if modifiers.contains(.option) { trigger += "<Alt>" }
        return trigger + key.gtkName
    }
}
