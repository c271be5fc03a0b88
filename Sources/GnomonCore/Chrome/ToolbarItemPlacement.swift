/// Where a toolbar item goes in the window's header bar: GNOME's header bar has a start, a
/// title in the middle and an end.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
/// }
/// ```
///
/// Leading placements (`.navigation`, `.cancellationAction`, `.topBarLeading`) go at the start;
/// `.principal` replaces the title; every other placement goes at the end. A confirmation is
/// GNOME's suggested (blue) action, which Enter presses, and a destructive action is red.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The part of the header bar the item goes in.
    enum Slot: Hashable, Sendable {
        case start, title, end
    }

    let slot: Slot
    /// The style class GNOME gives a button of this role.
    let styleClass: String?
    /// The key that presses a button of this role, unless the button has its own.
    let shortcut: KeyboardShortcut?

    private init(_ slot: Slot, styleClass: String? = nil, shortcut: KeyboardShortcut? = nil) {
        self.slot = slot
        self.styleClass = styleClass
        self.shortcut = shortcut
    }

    /// Where the platform puts it: the end of the header bar.
    public static let automatic = ToolbarItemPlacement(.end)
    /// The view's main action: the end of the header bar.
    public static let primaryAction = ToolbarItemPlacement(.end)
    /// A less important action: the end of the header bar.
    public static let secondaryAction = ToolbarItemPlacement(.end)
    /// Moving around the app (a back button, a sidebar toggle): the start of the header bar.
    public static let navigation = ToolbarItemPlacement(.start)
    /// In the middle, in place of the window's title.
    public static let principal = ToolbarItemPlacement(.title)
    /// Status: in the middle, in place of the window's title.
    public static let status = ToolbarItemPlacement(.title)
    /// Confirming a modal view: at the end, styled as GNOME's suggested action, the window's
    /// default button (`.defaultAction`: Enter, from a text field too).
    public static let confirmationAction = ToolbarItemPlacement(.end, styleClass: "suggested-action", shortcut: .defaultAction)
    /// Cancelling a modal view: at the start, where GNOME puts Cancel.
    public static let cancellationAction = ToolbarItemPlacement(.start)
    /// Deleting in a modal view: at the end, styled as GNOME's destructive action.
    public static let destructiveAction = ToolbarItemPlacement(.end, styleClass: "destructive-action")
    /// The leading edge of the header bar.
    public static let topBarLeading = ToolbarItemPlacement(.start)
    /// The trailing edge of the header bar.
    public static let topBarTrailing = ToolbarItemPlacement(.end)
    /// The leading edge of the header bar (SwiftUI's older name).
    public static let navigationBarLeading = ToolbarItemPlacement(.start)
    /// The trailing edge of the header bar (SwiftUI's older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(.end)
}
