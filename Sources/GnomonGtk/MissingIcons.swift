import CGtk
import GnomonCore

/// Reports icon names the icon theme does not have, once per name. GTK draws its
/// missing-image placeholder in their place, so the app runs on and shows where the icon was
/// meant to be.
///
/// ```swift
/// MissingIcons.check(Property(.iconName, "no-such-icon"))   // logs a warning the first time
/// ```
@MainActor
enum MissingIcons {
    /// Names already looked up, found or not.
    private static var checked: Set<String> = []

    /// Looks up the icon `property` names, if it is an icon name.
    static func check(_ property: Property) {
        guard property.key == .iconName, case .string(let name) = property.value, checked.insert(name).inserted,
            let display = gdk_display_get_default()
        else { return }
        if gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), name) == 0 {
            log.warning("No icon named \"\(name)\" in the icon theme; GTK shows its missing-image icon instead")
        }
    }
}
