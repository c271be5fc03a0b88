import CGtk
import GnomonCore

/// Whether a scrolled window scrolls along an axis: its viewport's scroll policy follows
/// (`GtkScrolling.matchViewport(of:)`). GTK reads it back by its name.
///
/// ```swift
/// GtkScrollbarPolicy.write(Property(.hscrollbarPolicy, ScrollbarPolicy.never), to: scroller)
/// ```
@MainActor
enum GtkScrollbarPolicy: GtkHandWrittenProperty {
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        GtkProperties.set(property.value, as: property.key, on: handle)
        GtkScrolling.matchViewport(of: handle.pointer)
    }

    static func isConstructed(among properties: [Property]) -> Bool { true }
}
