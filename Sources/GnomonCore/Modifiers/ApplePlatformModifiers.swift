// Modifiers of Apple's platforms that GNOME has nothing like: each compiles, does nothing, and
// warns (a deprecation) saying what to do on GNOME. docs/APPLE-ONLY.md lists them beside those
// that do the nearest GNOME thing.

/// A height an iOS sheet rests at (`.presentationDetents`); GNOME's sheets are dialogs sized
/// by their content.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// How scrolling hides iOS's on-screen keyboard (`.scrollDismissesKeyboard`).
public enum ScrollDismissesKeyboardMode: Hashable, Sendable {
    case automatic, immediately, interactively, never
}

/// How an iPad pointer's hover shows (`.hoverEffect`).
public enum HoverEffect: Hashable, Sendable {
    case automatic, highlight, lift
}

/// The bars iOS's `.toolbarBackground` and `.toolbarColorScheme` colour.
public enum ToolbarPlacementBar: Hashable, Sendable {
    case automatic, navigationBar, tabBar, bottomBar, windowToolbar
}

/// The label of iOS's on-screen keyboard's return key (`.submitLabel`).
public enum SubmitLabel: Hashable, Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

extension View {
    /// iOS's large or inline navigation title; GNOME's header bar shows every title the same
    /// way.
    @available(*, deprecated, message: "does nothing on GNOME: the header bar shows every title one way")
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Hides iOS's status bar; GNOME windows have none.
    @available(*, deprecated, message: "does nothing on GNOME: windows have no status bar")
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Colours iOS's navigation or tab bar; GNOME's header bar follows the light or dark style.
    @available(*, deprecated, message: "does nothing on GNOME: the header bar follows the system's style")
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacementBar...) -> some View { self }

    /// Shows or hides iOS's bar background; GNOME's header bar always has its own.
    @available(*, deprecated, message: "does nothing on GNOME: the header bar follows the system's style")
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacementBar...) -> some View { self }

    /// iOS's bar colour scheme; GNOME's header bar follows the window's light or dark style.
    @available(*, deprecated, message: "does nothing on GNOME: use .preferredColorScheme for the app's style")
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacementBar...) -> some View { self }

    /// The heights an iOS sheet rests at; GNOME's sheets are dialogs sized by their content.
    @available(*, deprecated, message: "does nothing on GNOME: a sheet is a dialog as large as its content; give the content a .frame")
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The grabber on an iOS sheet; GNOME's sheets are dialogs with a header bar.
    @available(*, deprecated, message: "does nothing on GNOME: a sheet is a dialog, closed with Escape or its buttons")
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Whether scrolling hides iOS's on-screen keyboard; GNOME's keyboard is the user's.
    @available(*, deprecated, message: "does nothing on GNOME: there is no on-screen keyboard to dismiss")
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// An iPad pointer's hover look; GTK styles hovered controls itself.
    @available(*, deprecated, message: "does nothing on GNOME: GTK's theme styles hovered controls")
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// The label of iOS's keyboard's return key; GNOME's keyboards label Enter themselves.
    @available(*, deprecated, message: "does nothing on GNOME: keyboards label Enter themselves; .onSubmit still runs")
    public func submitLabel(_ label: SubmitLabel) -> some View { self }
}
