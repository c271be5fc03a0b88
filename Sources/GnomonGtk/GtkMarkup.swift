import CGtk
import GnomonCore

/// A label's text and whether it is markup, written so that GTK only ever parses valid markup.
///
/// Plain labels get their text with `gtk_label_set_text`, which also clears `use-markup`, so
/// they are never parsed. A label showing markup (`Text(markup:)`, remembered on its handle)
/// gets `gtk_label_set_label`, which keeps it. Before GTK parses text as markup, Pango checks
/// it: text Pango rejects is shown plainly, with a message, instead of GTK's warning and an
/// empty label.
///
/// ```swift
/// GtkMarkup.setLabel("<b>5</b> new", of: handle)   // parsed only if the label shows markup
/// ```
@MainActor
enum GtkMarkup {
    static func setLabel(_ text: String, of handle: GtkWidgetHandle) {
        if handle.showsMarkup && isValid(text) {
            gtk_label_set_label(cast(handle.pointer), text)
        } else {
            handle.showsMarkup = false
            gtk_label_set_text(cast(handle.pointer), text)
        }
    }

    static func setUseMarkup(_ useMarkup: Bool, of handle: GtkWidgetHandle) {
        if useMarkup && !isValid(String(cString: gtk_label_get_label(cast(handle.pointer)))) { return }
        handle.showsMarkup = useMarkup
        gtk_label_set_use_markup(cast(handle.pointer), gboolean(useMarkup))
    }

    /// Whether Pango parses `text` as markup; if not, says why in the log.
    private static func isValid(_ text: String) -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard pango_parse_markup(text, -1, 0, nil, nil, nil, &error) == 0 else { return true }
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_error_free(error)
        log.warning("Pango does not accept this markup (\(message)); showing it as plain text")
        return false
    }
}
