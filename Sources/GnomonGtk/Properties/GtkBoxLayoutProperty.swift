import CGtk
import GnomonCore

/// A stack's spacing and orientation: its `GtkBoxLayout`'s, kept aside while the stack is laid
/// out by SwiftUI's rules (`GtkLayoutWidget.boxProperties(of:)`).
///
/// ```swift
/// GtkBoxLayoutProperty.write(Property(.spacing, 8), to: stack)
/// ```
@MainActor
enum GtkBoxLayoutProperty: GtkHandWrittenProperty {
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        GtkProperties.set(property.value, named: property.key.gtkName, on: GtkLayoutWidget.boxProperties(of: handle.pointer))
    }

    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? {
        GtkProperties.value(of: key.gtkName, in: GtkLayoutWidget.boxProperties(of: widget))
    }

    static func isConstructed(among properties: [Property]) -> Bool { true }
}
