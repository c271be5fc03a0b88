import CGtk
import GnomonCore

/// `GnomonClip`: a GtkWidget subclass, registered from Swift, holding one child (laid out by a
/// `GtkBinLayout`) that it draws cut to a `ClipOutline` with GTK's rounded clip.
///
/// The outline is kept on the widget (object data), as `dump()` reads it back.
@MainActor
enum GtkClip {
    private static let key = "gnomon-clip"

    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonClip") { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = snapshot
        gtk_widget_class_set_layout_manager_type(widgetClass, gtk_bin_layout_get_type())
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = GtkWidgetSubclass.disposeUnparentingChildren
    }

    static func set(_ outline: ClipOutline?, on widget: WidgetPointer) {
        let data = outline.map { Unmanaged.passRetained(OutlineBox($0)).toOpaque() }
        g_object_set_data_full(gobject(widget), key, data) { Unmanaged<OutlineBox>.fromOpaque($0!).release() }
        gtk_widget_queue_draw(widget)
    }

    static func outline(of widget: UnsafeMutableRawPointer) -> ClipOutline? {
        g_object_get_data(widget.assumingMemoryBound(to: GObject.self), key)
            .map { Unmanaged<OutlineBox>.fromOpaque($0).takeUnretainedValue().outline }
    }

    /// Snapshots the child inside the outline at the widget's size.
    private static let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        widget, snapshot in
        guard let widget, let snapshot else { return }
        let width = Float(gtk_widget_get_width(widget))
        let height = Float(gtk_widget_get_height(widget))
        var rounded = GskRoundedRect()
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
        let address = UInt(bitPattern: widget)
        let outline = MainActor.assumeIsolated {
            GtkClip.outline(of: UnsafeMutableRawPointer(bitPattern: address)!)
        } ?? .rectangle
        switch outline {
        case .rectangle:
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, 0)
        case .roundedRectangle(let radius):
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, min(Float(radius), width / 2, height / 2))
        case .capsule:
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, min(width, height) / 2)
        case .circle:
            let side = min(width, height)
            var square = graphene_rect_t(
                origin: graphene_point_t(x: (width - side) / 2, y: (height - side) / 2),
                size: graphene_size_t(width: side, height: side))
            gsk_rounded_rect_init_from_rect(&rounded, &square, side / 2)
        case .ellipse:
            var corner = graphene_size_t(width: width / 2, height: height / 2)
            gsk_rounded_rect_init(&rounded, &bounds, &corner, &corner, &corner, &corner)
        }
        gtk_snapshot_push_rounded_clip(snapshot, &rounded)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            gtk_widget_snapshot_child(widget, current, snapshot)
            child = gtk_widget_get_next_sibling(current)
        }
        gtk_snapshot_pop(snapshot)
    }

    private final class OutlineBox {
        let outline: ClipOutline
        init(_ outline: ClipOutline) { self.outline = outline }
    }
}
