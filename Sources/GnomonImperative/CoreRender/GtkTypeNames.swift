import CGtk
import GnomonCore

/// GTK's types by name, as GtkBuilder finds them: a type not yet made is made through its
/// `_get_type` function (`GtkScale` → `gtk_scale_get_type`).
///
/// ```swift
/// let scale = GtkTypeNames.new("GtkScale")
/// ```
@MainActor
enum GtkTypeNames {
    /// A new widget of the GType `name`, its reference floating; nil, with the reason logged,
    /// when no such widget type exists.
    static func new(_ name: String) -> UnsafeMutablePointer<GtkWidget>? {
        let type = types[name] ?? gtk_builder_get_type_from_name(builder, name)
        types[name] = type
        guard type != 0, g_type_is_a(type, gtk_widget_get_type()) != 0, g_type_test_flags(type, guint(G_TYPE_FLAG_ABSTRACT.rawValue)) == 0 else {
            log.error("No widget type is named \(name): the node shows an empty label")
            return nil
        }
        return UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkWidget.self)
    }

    private static var types: [String: GType] = [:]
    private static let builder = gtk_builder_new()
}
