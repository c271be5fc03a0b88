import CGtk
import GnomonCore

/// CSS loaded over GTK's theme for every window of the display, at application priority.
///
/// ```swift
/// let problems = GtkStylesheet.load(".note { border-radius: 12px; }")   // [] when all parse
/// ```
///
/// GTK skips a rule it cannot parse and applies the others; each skipped part is reported in
/// the log as `CSS error at line L, column C: …` (and returned, for tests).
@MainActor
package enum GtkStylesheet {
    /// Loads `css` for the default display; returns the parsing errors, as logged.
    @discardableResult
    package static func load(_ css: String) -> [String] {
        guard let display = gdk_display_get_default() else {
            log.error("CSS cannot be loaded before GTK has a display")
            return []
        }
        let provider = gtk_css_provider_new()!
        let errors = ParsingErrors()
        let handler = g_signal_connect_data(
            UnsafeMutableRawPointer(provider), "parsing-error", unsafeBitCast(parsingError, to: GCallback.self),
            Unmanaged.passUnretained(errors).toOpaque(), nil, GConnectFlags(rawValue: 0))
        gtk_css_provider_load_from_data(provider, css, -1)
        g_signal_handler_disconnect(UnsafeMutableRawPointer(provider), handler)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
        for message in errors.messages { log.warning("\(message)") }
        return errors.messages
    }

    /// Loads the scenes' CSS, each stylesheet once however often it is asked: before an app's
    /// first window opens, or before its windows are rendered.
    package static func loadOnce(for scenes: [WindowDescription]) {
        for css in scenes.flatMap(\.stylesheets) where loaded.insert(css).inserted {
            load(css)
        }
    }

    private static var loaded: Set<String> = []
}

/// The parsing errors of one load.
private final class ParsingErrors {
    var messages: [String] = []
}

private let parsingError: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void = {
    _, section, error, data in
    let location = gtk_css_section_get_start_location(section)!.pointee
    let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    let errors = Unmanaged<ParsingErrors>.fromOpaque(data!).takeUnretainedValue()
    errors.messages.append("CSS error at line \(location.lines + 1), column \(location.line_chars + 1): \(message)")
}
