import CGtk
import GnomonCore

/// A slider's or spin button's bounds, step and value: properties of its `GtkAdjustment`, not
/// of the widget. They are written with the handlers blocked: a value GTK clamps to new
/// bounds is not the user's.
///
/// ```swift
/// GtkAdjustmentProperty.write(Property(.upper, 10.0), to: slider)   // its adjustment's "upper"
/// ```
@MainActor
enum GtkAdjustmentProperty: GtkHandWrittenProperty {
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        handle.withHandlersBlocked {
            GtkProperties.set(property.value, named: property.key.gtkName, on: UnsafeMutableRawPointer(owner(of: handle.pointer)))
        }
    }

    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? {
        GtkProperties.value(of: key.gtkName, in: UnsafeMutableRawPointer(owner(of: widget)))
    }

    /// The widget's adjustment.
    static func owner(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject> {
        let adjustment =
            gnomon_is_a(widget, gtk_spin_button_get_type()) != 0
            ? gtk_spin_button_get_adjustment(OpaquePointer(widget)) : gtk_range_get_adjustment(cast(widget))
        return UnsafeMutableRawPointer(adjustment!).assumingMemoryBound(to: GObject.self)
    }
}
