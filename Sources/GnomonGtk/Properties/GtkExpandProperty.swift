import CGtk
import GnomonCore

/// `hexpand` or `vexpand`, whose unset is a second GTK property (`hexpand-set`,
/// `vexpand-set`): unset, GTK computes expansion from the children.
///
/// ```swift
/// GtkExpandProperty.write(Property(.hexpand, nil), to: box)   // hexpand-set = false
/// ```
@MainActor
enum GtkExpandProperty: GtkHandWrittenProperty {
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        if property.value == .null {
            GtkProperties.set(.bool(false), named: setName(of: property.key), on: UnsafeMutableRawPointer(handle.pointer))
        } else {
            GtkProperties.set(property.value, as: property.key, on: handle)
        }
    }

    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? {
        GtkProperties.readBool(UnsafeMutableRawPointer(widget), setName(of: key))
            ? GtkProperties.value(of: key.gtkName, in: UnsafeMutableRawPointer(widget)) : .null
    }

    static func isConstructed(among properties: [Property]) -> Bool { true }

    /// The GTK property that says whether `hexpand` or `vexpand` is set.
    private static func setName(of key: PropertyKey) -> StaticString {
        key === PropertyKey.hexpand ? "hexpand-set" : "vexpand-set"
    }
}
