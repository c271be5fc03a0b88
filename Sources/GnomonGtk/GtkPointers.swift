import CGtk

/// GTK widget pointers as the GTK functions want them. GTK types with a public struct import
/// as typed pointers, opaque ones as `OpaquePointer`; these reinterpret one `GtkWidget *` as
/// either, as C's `GTK_BOX (widget)` casts do.
package typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

@inline(__always)
package func cast<T>(_ widget: WidgetPointer) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

@inline(__always)
package func cast(_ widget: WidgetPointer) -> OpaquePointer {
    OpaquePointer(widget)
}

@inline(__always)
package func gobject(_ widget: WidgetPointer) -> UnsafeMutablePointer<GObject> {
    cast(widget)
}

/// A Swift string from a C string GTK returned, or nil for NULL.
func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
}
