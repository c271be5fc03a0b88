import CGtk
import GnomonCore

/// `GnomonPicture`: a GtkWidget subclass, registered from Swift, drawing a picture from a file
/// at its own size or scaled to its space (`ImageScaling`), as SwiftUI's `Image` does.
///
/// GTK 4.8's `GtkPicture` asks for the picture's whole size as its natural size, so a
/// resizable picture in a frame smaller than the picture grows past the frame; this widget
/// asks for the frame (its size request) instead, and for the picture's proportions at a
/// given width. A file that cannot be read shows the theme's missing-image icon, with a
/// warning in the log.
///
/// ```swift
/// GtkPictureWidget.setFile("/usr/share/pixmaps/debian-logo.png", on: widget)
/// GtkPictureWidget.setScaling(.fit, on: widget)
/// ```
@MainActor
enum GtkPictureWidget {
    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonPicture") { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.measure = measure
        widgetClass.pointee.snapshot = snapshot
        widgetClass.pointee.get_request_mode = requestMode
        // Read as a picture, as GTK's own are, by the name Gnomon gives it.
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_IMG)
        gtk_widget_class_set_css_name(widgetClass, "picture")
    }

    /// Loads the picture in the file at `path` (nil: none).
    static func setFile(_ path: String?, on widget: WidgetPointer) {
        let picture = path.map { Picture(path: $0, paintable: paintable(at: $0, for: widget)) }
        let data = picture.map { Unmanaged.passRetained($0).toOpaque() }
        g_object_set_data_full(gobject(widget), pictureKey, data) { Unmanaged<Picture>.fromOpaque($0!).release() }
        gtk_widget_queue_resize(widget)
    }

    static func file(of widget: WidgetPointer) -> String? {
        picture(of: widget)?.path
    }

    /// Whether the widget shows the missing-image icon in place of its file's picture.
    static func showsMissingIcon(_ widget: WidgetPointer) -> Bool {
        picture(of: widget).map { !isTexture($0.paintable) } ?? false
    }

    private static func isTexture(_ paintable: OpaquePointer) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(paintable).assumingMemoryBound(to: GTypeInstance.self), gdk_texture_get_type()) != 0
    }

    static func setScaling(_ scaling: ImageScaling, on widget: WidgetPointer) {
        let index = ImageScaling.allCases.firstIndex(of: scaling)!
        g_object_set_data(gobject(widget), scalingKey, UnsafeMutableRawPointer(bitPattern: index + 1))
        gtk_widget_queue_resize(widget)
    }

    static func scaling(of widget: WidgetPointer) -> ImageScaling {
        let index = g_object_get_data(gobject(widget), scalingKey).map { Int(bitPattern: $0) - 1 } ?? 0
        return ImageScaling.allCases[index]
    }

    /// The file's picture, or the theme's missing-image icon if it cannot be read. A file
    /// that is not there was reported where the image was made; one that is there but is not
    /// a picture GTK reads is reported here.
    private static func paintable(at path: String, for widget: WidgetPointer) -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        if let texture = gdk_texture_new_from_filename(path, &error) { return texture }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        g_error_free(error)
        if access(path, R_OK) == 0 {
            log.warning("The picture \(path) cannot be read (\(reason)); showing the missing-image icon")
        }
        let theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(widget))
        let icon = gtk_icon_theme_lookup_icon(
            theme, "image-missing", nil, 16, gtk_widget_get_scale_factor(widget), GTK_TEXT_DIR_NONE, GtkIconLookupFlags(rawValue: 0))!
        return icon
    }

    private static func picture(of widget: UnsafeMutableRawPointer) -> Picture? {
        g_object_get_data(widget.assumingMemoryBound(to: GObject.self), pictureKey)
            .map { Unmanaged<Picture>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The size the widget asks for along `horizontal` (else vertical), `forSize` across
    /// (-1: any): a picture at its own size asks for that size; a scaled one for nothing at
    /// least, and naturally for its frame, or else the picture's size in its proportions
    /// (stretched too: SwiftUI's grows to any height offered, GTK's boxes offer natural sizes).
    nonisolated fileprivate static func size(
        of widget: UnsafeMutablePointer<GtkWidget>, horizontal: Bool, forSize: Int32
    ) -> (minimum: Int32, natural: Int32) {
        let address = UInt(bitPattern: widget)
        return MainActor.assumeIsolated {
            let widget = WidgetPointer(bitPattern: address)!
            guard let picture = picture(of: widget) else { return (0, 0) }
            let width = Double(picture.width), height = Double(picture.height)
            let own = horizontal ? width : height
            let scaling = scaling(of: widget)
            if scaling == .natural { return (Int32(own), Int32(own)) }
            var requestWidth: Int32 = -1, requestHeight: Int32 = -1
            gtk_widget_get_size_request(widget, &requestWidth, &requestHeight)
            let request = horizontal ? requestWidth : requestHeight
            if request >= 0 { return (0, request) }
            // A frame across is the size across, whatever the container measures for (a box
            // measures its children for its own width).
            let requestAcross = horizontal ? requestHeight : requestWidth
            let forSize = requestAcross < 0 ? forSize : forSize < 0 ? requestAcross : min(forSize, requestAcross)
            guard forSize >= 0, width > 0, height > 0 else { return (0, Int32(own)) }
            let across = horizontal ? height : width
            return (0, Int32((own * Double(forSize) / across).rounded()))
        }
    }

    /// Draws the picture at its own size, stretched, fitted or filling, centred in the widget.
    nonisolated fileprivate static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, in snapshot: OpaquePointer) {
        let address = UInt(bitPattern: widget)
        let bounds = (width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
        // What to draw, read on the main actor: the paintable's address and its drawn size.
        let found = MainActor.assumeIsolated { () -> (paintable: UInt, width: Double, height: Double)? in
            let widget = WidgetPointer(bitPattern: address)!
            // Redacted, the CSS block shows alone (`GeneratedStyleClass.redacted`).
            guard gtk_widget_has_css_class(widget, GeneratedStyleClass.redacted) == 0,
                let picture = picture(of: widget), picture.width > 0, picture.height > 0
            else { return nil }
            let own = (width: Double(picture.width), height: Double(picture.height))
            let across = (x: bounds.width / own.width, y: bounds.height / own.height)
            let scale: (x: Double, y: Double) =
                switch scaling(of: widget) {
                case .natural: (1, 1)
                case .stretch: across
                case .fit: (min(across.x, across.y), min(across.x, across.y))
                case .fill: (max(across.x, across.y), max(across.x, across.y))
                }
            return (UInt(bitPattern: picture.paintable), own.width * scale.x, own.height * scale.y)
        }
        guard let found else { return }
        var clip = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(bounds.width), height: Float(bounds.height)))
        gtk_snapshot_push_clip(snapshot, &clip)
        gtk_snapshot_save(snapshot)
        var origin = graphene_point_t(x: Float((bounds.width - found.width) / 2), y: Float((bounds.height - found.height) / 2))
        gtk_snapshot_translate(snapshot, &origin)
        gdk_paintable_snapshot(OpaquePointer(bitPattern: found.paintable), snapshot, found.width, found.height)
        gtk_snapshot_restore(snapshot)
        gtk_snapshot_pop(snapshot)
    }

    nonisolated private static let pictureKey = "gnomon-picture"
    nonisolated private static let scalingKey = "gnomon-picture-scaling"

    /// The file's path and its picture (a texture, or an icon in its place), owned.
    private final class Picture {
        let path: String
        let paintable: OpaquePointer
        let width: Int32
        let height: Int32

        init(path: String, paintable: OpaquePointer) {
            self.path = path
            self.paintable = paintable
            width = gdk_paintable_get_intrinsic_width(paintable)
            height = gdk_paintable_get_intrinsic_height(paintable)
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    }
}

private let measure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    let size = GtkPictureWidget.size(of: widget!, horizontal: orientation == GTK_ORIENTATION_HORIZONTAL, forSize: forSize)
    minimum?.pointee = size.minimum
    natural?.pointee = max(size.natural, size.minimum)
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

private let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
    guard let widget, let snapshot else { return }
    GtkPictureWidget.draw(widget, in: snapshot)
}

/// Heights follow widths, as a picture's proportions make them.
private let requestMode: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = { _ in
    GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}
