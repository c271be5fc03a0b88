import CGtk

/// Registers Gnomon's own GtkWidget subclasses, whose class structure and instances are
/// GtkWidget's own: `classInit` sets the virtual functions they replace.
///
/// ```swift
/// static let type = GtkWidgetSubclass.register("GnomonEffect") { klass, _ in … }
/// ```
enum GtkWidgetSubclass {
    static func register(_ name: String, classInit: GClassInitFunc) -> GType {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = classInit
        return g_type_register_static(gtk_widget_get_type(), name, &info, GTypeFlags(rawValue: 0))
    }

    /// A subclass's `dispose` that unparents its children first (a widget disposes of the
    /// children it holds itself), then runs GtkWidget's.
    static let disposeUnparentingChildren: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        let widget = UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(widget) {
            gtk_widget_unparent(child)
        }
        let parent = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GObjectClass.self)
        parent.pointee.dispose(object)
    }
}
