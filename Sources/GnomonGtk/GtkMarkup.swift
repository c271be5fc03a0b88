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

extension GtkMarkup {
    /// A label's text, which GTK would parse as markup unchecked. The constructor takes it
    /// unless it is markup, which Pango checks first; GTK reads it back by its name.
    enum Label: GtkPropertyWriter {
        static var key: WidgetProperty<String?> { .label }
        static func set(_ text: String?, on handle: GtkWidgetHandle) { GtkMarkup.setLabel(text ?? "", of: handle) }

        static func isConstructed(among properties: [Property]) -> Bool {
            // A loop rather than `contains(where:)`: a closure made in main-actor code and handed
            // to a nonisolated function checks its executor at every call, and this runs for
            // every label created.
            for property in properties where property.key === PropertyKey.useMarkup { return false }
            return true
        }
    }

    /// Whether a label's text is markup.
    enum UseMarkup: GtkPropertyWriter {
        static var key: WidgetProperty<Bool> { .useMarkup }
        static func set(_ useMarkup: Bool, on handle: GtkWidgetHandle) { GtkMarkup.setUseMarkup(useMarkup, of: handle) }
    }
}
