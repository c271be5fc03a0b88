import CGtk
import GnomonCore

/// A drop-down's titles, as the `GtkStringList` that is its model.
///
/// ```swift
/// GtkDropDownModel.set(["Small", "Large"], on: handle)
/// ```
@MainActor
package enum GtkDropDownModel {
    /// Gives the drop-down a new list of `titles`. GTK chooses the first item of a new model;
    /// the item chosen before is chosen again (its `selected` is the model's to write), with the
    /// handlers blocked, as the user did none of it.
    static func set(_ titles: [String], on handle: GtkWidgetHandle) {
        let dropDown: OpaquePointer = cast(handle.pointer)
        let selected = gtk_drop_down_get_selected(dropDown)
        let cStrings = titles.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        let list = cStrings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_new($0)
            }
        }
        handle.withHandlersBlocked {
            gtk_drop_down_set_model(dropDown, list)
            gtk_drop_down_set_selected(dropDown, selected)
        }
        g_object_unref(UnsafeMutableRawPointer(list))
    }

    /// The titles of the drop-down's `GtkStringList`.
    package static func titles(of widget: WidgetPointer) -> [String] {
        guard let model = gtk_drop_down_get_model(OpaquePointer(widget)) else { return [] }
        return (0..<g_list_model_get_n_items(model)).map { index in
            String(cString: gtk_string_list_get_string(model, index))
        }
    }
}

extension GtkDropDownModel: GtkPropertyAccessor {
    static var key: WidgetProperty<[String]> { .model }
    static func value(of widget: WidgetPointer) -> [String] { titles(of: widget) }
}
