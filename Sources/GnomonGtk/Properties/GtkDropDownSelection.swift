import CGtk
import GnomonCore

/// A drop-down's chosen item, written with the handlers blocked (a model write is not the
/// user's choice) and after its titles, as an item needs a model to be in. GTK reads it back
/// by its name.
///
/// ```swift
/// GtkDropDownSelection.set(2, on: picker)   // "selected"
/// ```
@MainActor
enum GtkDropDownSelection: GtkPropertyWriter {
    static var key: WidgetProperty<Int> { .selected }

    static func set(_ index: Int, on handle: GtkWidgetHandle) {
        handle.withHandlersBlocked { GtkProperties.set(index.propertyValue, as: key, on: handle) }
    }
}
