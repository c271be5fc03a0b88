import CGtk

/// Registers Gnomon's own subclasses of GTK's classes (of GtkWidget, or of another widget or
/// a layout manager), whose class structure and instances are their parent's own: `classInit`
/// sets the virtual functions they replace, starting from a copy of the parent's.
///
/// ```swift
/// static let type = GtkWidgetSubclass.register("GnomonEffect") { klass, _ in … }
/// static let labelType = GtkWidgetSubclass.register("GnomonLabel", subclassing: gtk_label_get_type()) { klass, _ in … }
/// ```
package enum GtkWidgetSubclass {
    package static func register(_ name: String, subclassing parent: GType = gtk_widget_get_type(), classInit: GClassInitFunc) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = classInit
        return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
    }

    /// A subclass's `snapshot`, on the main actor where GTK calls it: `draw` snapshots the
    /// widget.
    ///
    /// ```swift
    /// widgetClass.pointee.snapshot = { GtkWidgetSubclass.snapshot($0, $1) { draw($0, into: $1) } }
    /// ```
    static func snapshot(
        _ widget: UnsafeMutablePointer<GtkWidget>?, _ snapshot: OpaquePointer?, _ draw: @MainActor (WidgetPointer, OpaquePointer) -> Void
    ) {
        guard let widget, let snapshot else { return }
        let (address, snapshotAddress) = (UInt(bitPattern: widget), UInt(bitPattern: snapshot))
        MainActor.assumeIsolated {
            draw(WidgetPointer(bitPattern: address)!, OpaquePointer(bitPattern: snapshotAddress)!)
        }
    }

    /// A subclass's `dispose` that unparents its children first (a widget disposes of the
    /// children it holds itself), then runs GtkWidget's.
    package static let disposeUnparentingChildren: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(widget) {
            gtk_widget_unparent(child)
        }
        let parent = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GObjectClass.self)
        parent.pointee.dispose(object)
    }

    /// A subclass's `compute_expand`: it expands along an axis if a child does, as a box
    /// does (GtkWidget's own default is not to).
    static let computeExpandFromChildren: @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<gboolean>?, UnsafeMutablePointer<gboolean>?
    ) -> Void = { widget, horizontal, vertical in
        var expands = (horizontal: false, vertical: false)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            expands.horizontal = expands.horizontal || gtk_widget_compute_expand(current, GTK_ORIENTATION_HORIZONTAL) != 0
            expands.vertical = expands.vertical || gtk_widget_compute_expand(current, GTK_ORIENTATION_VERTICAL) != 0
            child = gtk_widget_get_next_sibling(current)
        }
        horizontal?.pointee = expands.horizontal ? 1 : 0
        vertical?.pointee = expands.vertical ? 1 : 0
    }
}
