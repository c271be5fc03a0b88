import CGtk
import GnomonCore

/// `GnomonPicture`: a GtkWidget subclass, registered from Swift, drawing a picture from a file
/// or of pixels (turned as its orientation says) at its own size or scaled to its space
/// (`ImageScaling`), as SwiftUI's `Image` does.
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

    /// Loads the picture in the file at `path`; nil takes away a picture from a file.
    static func setFile(_ path: String?, on widget: WidgetPointer) {
        if let path {
            show(Picture(.file(path), paintable: paintable(at: path, for: widget)), on: widget)
        } else if file(of: widget) != nil {
            show(nil, on: widget)
        }
    }

    static func file(of widget: WidgetPointer) -> String? {
        if case .file(let path) = picture(of: widget)?.origin { path } else { nil }
    }

    /// Shows `bitmap`'s pixels; nil takes away a picture of pixels. (An image changing from a
    /// file to pixels sets one and takes away the other, in either order.)
    static func setBitmap(_ bitmap: PictureBitmap?, on widget: WidgetPointer) {
        if let bitmap {
            show(Picture(.bitmap(bitmap), paintable: texture(of: bitmap.image)), on: widget)
        } else if self.bitmap(of: widget) != nil {
            show(nil, on: widget)
        }
    }

    static func bitmap(of widget: WidgetPointer) -> PictureBitmap? {
        if case .bitmap(let bitmap) = picture(of: widget)?.origin { bitmap } else { nil }
    }

    private static func show(_ picture: Picture?, on widget: WidgetPointer) {
        let data = picture.map { Unmanaged.passRetained($0).toOpaque() }
        g_object_set_data_full(gobject(widget), pictureKey, data) { Unmanaged<Picture>.fromOpaque($0!).release() }
        gtk_widget_queue_resize(widget)
    }

    /// A texture of `image`'s pixels: cairo's ARGB32 on this little-endian machine is GDK's
    /// premultiplied B, G, R, A.
    private static func texture(of image: CGImage) -> OpaquePointer {
        let bytes = image.data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        return gdk_memory_texture_new(
            Int32(image.width), Int32(image.height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(image.bytesPerRow))
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
            let width = picture.width, height = picture.height
            let own = horizontal ? width : height
            let scaling = scaling(of: widget)
            if scaling == .natural { return (Int32(own.rounded(.up)), Int32(own.rounded(.up))) }
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
        // What to draw, read on the main actor: the paintable's address, its drawn size, and
        // how it is turned.
        let found = MainActor.assumeIsolated { () -> (paintable: UInt, width: Double, height: Double, orientation: Image.Orientation)? in
            let widget = WidgetPointer(bitPattern: address)!
            // Redacted, the CSS block shows alone (`GeneratedStyleClass.redacted`).
            guard gtk_widget_has_css_class(widget, GeneratedStyleClass.redacted) == 0,
                let picture = picture(of: widget), picture.width > 0, picture.height > 0
            else { return nil }
            let own = (width: picture.width, height: picture.height)
            let across = (x: bounds.width / own.width, y: bounds.height / own.height)
            let scale: (x: Double, y: Double) =
                switch scaling(of: widget) {
                case .natural: (1, 1)
                case .stretch: across
                case .fit: (min(across.x, across.y), min(across.x, across.y))
                case .fill: (max(across.x, across.y), max(across.x, across.y))
                }
            return (UInt(bitPattern: picture.paintable), own.width * scale.x, own.height * scale.y, picture.orientation)
        }
        guard let found else { return }
        var clip = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(bounds.width), height: Float(bounds.height)))
        gtk_snapshot_push_clip(snapshot, &clip)
        gtk_snapshot_save(snapshot)
        var origin = graphene_point_t(x: Float((bounds.width - found.width) / 2), y: Float((bounds.height - found.height) / 2))
        gtk_snapshot_translate(snapshot, &origin)
        // The pixels are drawn upright, then turned into the box they show in (by GSK's own
        // steps, which cairo draws: a matrix would be a transform of unknown kind to GSK).
        let turn = Self.turn(found.orientation, width: found.width, height: found.height)
        if let (x, y) = turn.translation {
            var offset = graphene_point_t(x: Float(x), y: Float(y))
            gtk_snapshot_translate(snapshot, &offset)
        }
        if turn.degrees != 0 { gtk_snapshot_rotate(snapshot, Float(turn.degrees)) }
        if turn.scale != (1, 1) { gtk_snapshot_scale(snapshot, Float(turn.scale.x), Float(turn.scale.y)) }
        let drawn = found.orientation.isQuarterTurned ? (found.height, found.width) : (found.width, found.height)
        gdk_paintable_snapshot(OpaquePointer(bitPattern: found.paintable), snapshot, drawn.0, drawn.1)
        gtk_snapshot_restore(snapshot)
        gtk_snapshot_pop(snapshot)
    }

    /// How pixels drawn upright turn into a box `width` × `height` as `orientation` says: a
    /// point of the pixels is scaled, then rotated (degrees clockwise), then moved.
    nonisolated static func turn(
        _ orientation: Image.Orientation, width: Double, height: Double
    ) -> (translation: (Double, Double)?, degrees: Double, scale: (x: Double, y: Double)) {
        switch orientation {
        case .up: (nil, 0, (1, 1))
        case .upMirrored: ((width, 0), 0, (-1, 1))
        case .down: ((width, height), 180, (1, 1))
        case .downMirrored: ((0, height), 0, (1, -1))
        case .right: ((width, 0), 90, (1, 1))  // the top row down the right side
        case .left: ((0, height), -90, (1, 1))  // the top row up the left side
        case .leftMirrored: (nil, 90, (1, -1))  // the top row down the left side
        case .rightMirrored: ((width, height), 90, (-1, 1))  // the top row up the right side
        }
    }

    nonisolated private static let pictureKey = "gnomon-picture"
    nonisolated private static let scalingKey = "gnomon-picture-scaling"

    /// Where a picture comes from, and its picture (a texture, or an icon in its place),
    /// owned; its size in points as shown.
    private final class Picture {
        enum Origin {
            case file(String)
            case bitmap(PictureBitmap)
        }

        let origin: Origin
        let paintable: OpaquePointer
        let width: Double
        let height: Double

        init(_ origin: Origin, paintable: OpaquePointer) {
            self.origin = origin
            self.paintable = paintable
            switch origin {
            case .file:
                width = Double(gdk_paintable_get_intrinsic_width(paintable))
                height = Double(gdk_paintable_get_intrinsic_height(paintable))
            case .bitmap(let bitmap):
                (width, height) = (bitmap.size.width, bitmap.size.height)
            }
        }

        var orientation: Image.Orientation {
            if case .bitmap(let bitmap) = origin { bitmap.orientation } else { .up }
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

extension GtkPictureWidget {
    /// The picture's file.
    enum File: GtkPropertyAccessor {
        static var key: WidgetProperty<String?> { .file }
        static func set(_ path: String?, on handle: GtkWidgetHandle) { GtkPictureWidget.setFile(path, on: handle.pointer) }
        static func value(of widget: WidgetPointer) -> String? { GtkPictureWidget.file(of: widget) }
    }

    /// The picture's pixels, when it has no file.
    enum Bitmap: GtkPropertyAccessor {
        static var key: WidgetProperty<PictureBitmap?> { .bitmap }
        static func set(_ bitmap: PictureBitmap?, on handle: GtkWidgetHandle) { GtkPictureWidget.setBitmap(bitmap, on: handle.pointer) }
        static func value(of widget: WidgetPointer) -> PictureBitmap? { GtkPictureWidget.bitmap(of: widget) }
    }

    /// How the picture scales to its space.
    enum Scaling: GtkPropertyAccessor {
        static var key: WidgetProperty<ImageScaling> { .imageScaling }
        static func set(_ scaling: ImageScaling, on handle: GtkWidgetHandle) { GtkPictureWidget.setScaling(scaling, on: handle.pointer) }
        static func value(of widget: WidgetPointer) -> ImageScaling { GtkPictureWidget.scaling(of: widget) }
    }
}
