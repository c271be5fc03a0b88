/// What kind of element a view is to assistive technologies, and its state, as SwiftUI names
/// them. On GNOME the kinds are GTK's accessible roles, which a widget takes when it is made
/// (GTK fixes them then): `.isHeader` makes a text a heading, `.isButton` a button, `.isLink`
/// a link. `.isSelected` is GTK's selected state and `.isModal` its modal property, which may
/// change at any time. The others have nothing in GTK 4.8 to tell and are kept, unread.
///
/// ```swift
/// Text("Account").font(.headline).accessibilityAddTraits(.isHeader)
/// Row(item).accessibilityAddTraits(item == chosen ? .isSelected : [])
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// GTK's accessible role (its nick) for the kind these traits name, the first that applies
    /// in the order of `roles`; nil if they name none.
    public var accessibleRole: String? {
        Self.roles.first { contains($0.trait) }?.role
    }

    /// The traits that are kinds of element, each with its GTK role, most telling first.
    private static let roles: [(trait: AccessibilityTraits, role: String)] = [
        (.isHeader, "heading"), (.isLink, "link"), (.isSearchField, "search-box"), (.isTabBar, "tab-list"),
        (.isToggle, "toggle-button"), (.isButton, "button"), (.isKeyboardKey, "button"), (.isImage, "img"), (.isStaticText, "label"),
    ]

    /// The traits' names, for a dump.
    var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    private static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "button"), (.isHeader, "header"), (.isSelected, "selected"), (.isLink, "link"), (.isSearchField, "search field"),
        (.isImage, "image"), (.playsSound, "plays sound"), (.isKeyboardKey, "keyboard key"), (.isStaticText, "static text"),
        (.isSummaryElement, "summary"), (.updatesFrequently, "updates frequently"), (.startsMediaSession, "starts media"),
        (.allowsDirectInteraction, "direct interaction"), (.causesPageTurn, "turns page"), (.isModal, "modal"), (.isToggle, "toggle"),
        (.isTabBar, "tab bar"),
    ]
}
