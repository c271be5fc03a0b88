import CGtk
import GnomonCore

/// The rules of the classes Gnomon generates (`GeneratedStyleClass`: a colour, an italic face,
/// a font weight; and libadwaita's `card` and `boxed-list`), in one `GtkCssProvider` for the display: a class's rule is added the first
/// time a widget takes the class, and the provider reloaded with every rule so far.
///
/// ```swift
/// GtkGeneratedStyles.ensureRule(for: "gnomon-fg-e01b24ff")   // red text, from now on
/// ```
@MainActor
enum GtkGeneratedStyles {
    /// The classes whose rules are loaded, and the rules' text.
    private static var known: Set<String> = []
    private static var css = ""
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Loads the rule of `className` if it is a generated class (or one of libadwaita's that
    /// GTK's theme lacks) whose rule is not loaded yet.
    static func ensureRule(for className: String) {
        guard className.hasPrefix(GeneratedStyleClass.prefix) || GeneratedStyleClass.themeRules[className] != nil,
            !known.contains(className)
        else { return }
        known.insert(className)
        guard let rule = GeneratedStyleClass.rule(for: className) else { return }
        css += rule + "\n"
        if provider == nil {
            guard let display = gdk_display_get_default() else { return }
            provider = gtk_css_provider_new()
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
