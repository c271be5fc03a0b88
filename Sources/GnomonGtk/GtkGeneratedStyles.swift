import CGtk
import GnomonCore

/// The rules of the classes Gnomon generates (`GeneratedStyleClass`: a colour, an italic face,
/// a font weight; and libadwaita's `card` and `boxed-list`), with Gnomon's corrections to GTK's
/// theme (`GeneratedStyleClass.themeCorrections`), in one `GtkCssProvider` for the display: a
/// class's rule is added the first time a widget takes the class, and the provider reloaded
/// with every rule so far. Rules that differ between the light and dark style (a palette
/// colour as text, the corrections) are made again when the style changes.
///
/// ```swift
/// GtkGeneratedStyles.ensureRule(for: "gnomon-fg-palette-red-100")   // red text, from now on
/// ```
@MainActor
enum GtkGeneratedStyles {
    /// The classes whose rules are loaded, in the order they came.
    private static var known: Set<String> = []
    private static var classes: [String] = []
    private static var css = ""
    private static var isDark = false
    private static var provider: UnsafeMutablePointer<GtkCssProvider>?

    /// Adds the provider to the display, with the corrections for the current style; once.
    static func prepare() {
        guard provider == nil, let display = gdk_display_get_default() else { return }
        provider = gtk_css_provider_new()
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        reload(dark: GtkEnvironment.colorScheme == .dark)
    }

    /// Loads the rule of `className` if it is a generated class (or one of libadwaita's that
    /// GTK's theme lacks) whose rule is not loaded yet.
    static func ensureRule(for className: String) {
        guard className.hasPrefix(GeneratedStyleClass.prefix) || GeneratedStyleClass.themeRules[className] != nil,
            !known.contains(className)
        else { return }
        known.insert(className)
        prepare()
        guard let rule = GeneratedStyleClass.rule(for: className, dark: isDark) else { return }
        classes.append(className)
        css += rule + "\n"
        gtk_css_provider_load_from_data(provider, css, -1)
    }

    /// Makes the rules again for `scheme`, if it is not the style they were made for.
    static func follow(_ scheme: ColorScheme) {
        guard provider != nil, isDark != (scheme == .dark) else { return }
        reload(dark: scheme == .dark)
    }

    /// Loads the corrections and every class's rule, made for the light or dark style.
    private static func reload(dark: Bool) {
        isDark = dark
        css = GeneratedStyleClass.themeCorrections(dark: isDark) + "\n"
            + classes.compactMap { GeneratedStyleClass.rule(for: $0, dark: isDark) }.map { $0 + "\n" }.joined()
        gtk_css_provider_load_from_data(provider, css, -1)
    }
}
