import CGtk
import Foundation
import GnomonCore

/// The environment GTK gives a window's views: the color scheme (following GTK's dark
/// preference while the app runs), the accessibility values (reduce motion, a screen reader,
/// high contrast; also followed), the text direction, and the `openURL`, `dismiss` and
/// clipboard actions.
@MainActor
package enum GtkEnvironment {
    /// The root environment for views in `widget`: a window, or a hosting widget whose
    /// actions go to the window it is in when they run.
    package static func root(for widget: UnsafeMutablePointer<GtkWidget>) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        addAccessibility(to: &environment)
        environment.layoutDirection =
            gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
        environment.gtkVersion = GtkVersion(Int(gtk_get_major_version()), Int(gtk_get_minor_version()))
        // The actions may outlive the window (a task finishing late), so they hold it weakly:
        // a URL then opens with no parent window, and dismissing does nothing.
        let target = WeakWindow(widget)
        environment.systemURLOpener = { url in
            target.withWindow { widget in openURL(url, widget.flatMap(window(of:))) }
        }
        environment.systemClipboardWriter = { text in
            guard let display = gdk_display_get_default() else { return }
            gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
        }
        environment.setDismiss {
            target.withWindow { widget in
                if let window = widget.flatMap(window(of:)) { gtk_window_close(cast(window)) }
            }
        }
        return environment
    }

    /// The window `widget` is in (itself, for a window); nil while it is in none.
    private static func window(of widget: WidgetPointer) -> WidgetPointer? {
        gtk_widget_get_root(widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
    }

    /// Opens a URL with the desktop's handler, in front of the window (nil: it is gone).
    /// `GtkTestHost` records the URLs instead of starting the user's browser.
    package static var openURL: (URL, WidgetPointer?) -> Void = { url, window in
        gtk_show_uri(window.map { cast($0) as UnsafeMutablePointer<GtkWindow> }, url.absoluteString, 0)
    }

    /// Keeps `graph`'s color scheme and accessibility values in step with GTK's and GNOME's
    /// settings while the graph lives.
    package static func follow(_ graph: ViewGraph) {
        GtkGeneratedStyles.prepare()
        followed.removeAll { $0.graph == nil }
        followed.append(WeakGraph(graph: graph))
        guard !observingSettings, let settings = gtk_settings_get_default() else { return }
        observingSettings = true
        for name in [
            "notify::gtk-application-prefer-dark-theme", "notify::gtk-theme-name", "notify::gtk-enable-animations", "notify::gtk-xft-dpi",
        ] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(settings), name, unsafeBitCast(settingsChanged, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
        if let accessibility = accessibilitySettings {
            g_signal_connect_data(
                UnsafeMutableRawPointer(accessibility), "changed::screen-reader-enabled", unsafeBitCast(settingsChanged, to: GCallback.self),
                nil, nil, GConnectFlags(rawValue: 0))
        }
    }

    /// What GTK and GNOME's settings say about the user's accessibility needs: less motion
    /// (animations off), a screen reader running, the high-contrast style, larger text (GNOME's
    /// text scaling factor, which GTK has as `gtk-xft-dpi`: 96 dots an inch, in 1024ths, times
    /// the factor; -1 is the default).
    static func addAccessibility(to environment: inout EnvironmentValues) {
        guard let settings = gtk_settings_get_default().map(UnsafeMutableRawPointer.init) else { return }
        environment.accessibilityReduceMotion = !GtkProperties.readBool(settings, "gtk-enable-animations")
        let theme = GtkProperties.readString(settings, "gtk-theme-name") ?? ""
        environment.colorSchemeContrast = theme.lowercased().hasPrefix("highcontrast") ? .increased : .standard
        environment.accessibilityVoiceOverEnabled = accessibilitySettings.map { g_settings_get_boolean($0, "screen-reader-enabled") != 0 } ?? false
        if case .int(let dpi) = GtkProperties.value(of: "gtk-xft-dpi", in: settings), dpi > 0 {
            environment.dynamicTypeSize = DynamicTypeSize(textScalingFactor: Double(dpi) / (96 * 1024))
        } else {
            environment.dynamicTypeSize = .large
        }
    }

    /// GNOME's accessibility settings, if their schema is installed.
    private static let accessibilitySettings: UnsafeMutablePointer<GSettings>? = {
        let schemaID = "org.gnome.desktop.a11y.applications"
        guard let source = g_settings_schema_source_get_default(), let schema = g_settings_schema_source_lookup(source, schemaID, 1) else {
            return nil
        }
        g_settings_schema_unref(schema)
        return g_settings_new(schemaID)
    }()

    /// Dark when GTK prefers a dark variant of the theme, or the theme itself is a dark one.
    static var colorScheme: ColorScheme {
        guard let settings = gtk_settings_get_default().map(UnsafeMutableRawPointer.init) else { return .light }
        let preferDark = GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme")
        let theme = GtkProperties.readString(settings, "gtk-theme-name") ?? ""
        return preferDark || theme.lowercased().hasSuffix("-dark") ? .dark : .light
    }

    /// Sets GTK's dark preference for the app as its views ask (`preferredColorScheme`), or
    /// with nil gives back the preference it had before they asked. Every window follows it.
    static func prefer(_ colorScheme: ColorScheme?) {
        guard let settings = gtk_settings_get_default().map(UnsafeMutableRawPointer.init) else { return }
        if colorScheme != nil && systemPrefersDark == nil {
            systemPrefersDark = GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme")
        }
        guard let preferDark = colorScheme.map({ $0 == .dark }) ?? systemPrefersDark else { return }
        if colorScheme == nil { systemPrefersDark = nil }
        GtkProperties.set(.bool(preferDark), named: "gtk-application-prefer-dark-theme", on: settings)
    }

    /// GTK's dark preference before the views asked for a style; nil while none asks.
    private static var systemPrefersDark: Bool?

    /// GTK's or GNOME's settings changed: the views that read what changed follow.
    fileprivate static func followSettings() {
        let scheme = colorScheme
        GtkGeneratedStyles.follow(scheme)
        for entry in followed {
            entry.graph?.updateEnvironment { environment in
                environment.colorScheme = scheme
                addAccessibility(to: &environment)
            }
        }
    }

    private static var followed: [WeakGraph] = []
    private static var observingSettings = false

    private struct WeakGraph {
        weak var graph: ViewGraph?
    }
}

private let settingsChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _, _ in
    MainActor.assumeIsolated { GtkEnvironment.followSettings() }
}
