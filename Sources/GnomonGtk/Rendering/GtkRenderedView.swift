import CGtk
import Foundation
import GnomonCore

/// A file format a view renders to: vector PDF or SVG, or a PNG picture.
///
/// ```swift
/// try ImageRenderer(content: Chart()).write(to: URL(fileURLWithPath: "chart.svg"))  // the format from the name
/// let pdf = ImageRenderer(content: Chart()).data(as: .pdf)
/// ```
///
/// PDF and SVG stay vector: shapes, borders and backgrounds are paths, and text stays text (a
/// reader can select and search it; in SVG, the text of `Text` and of GTK's labels, while
/// other glyphs are paths, see `GtkSVGDocument`). What GTK holds
/// as pixels (icons, pictures, shadows' blur) is embedded as pictures at the size GTK made
/// them, one pixel a point.
public enum RenderFormat: String, CaseIterable, Sendable {
    /// A PDF document of one page, the view's size in points.
    case pdf
    /// An SVG picture, the view's size in points.
    case svg
    /// A PNG picture, `scale` pixels a point.
    case png

    /// The format a file name ends in (`.pdf`, `.svg`, `.png`, in any case); nil for others.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The type of its files, for the file exporter.
    ///
    /// ```swift
    /// .fileExporter(isPresented: $exporting, document: drawing, contentType: RenderFormat.svg.contentType) { _ in }
    /// ```
    public var contentType: UTType {
        switch self {
        case .pdf: .pdf
        case .svg: .svg
        case .png: .png
        }
    }
}

/// What a view drew, as GTK's render node, and the size it took: drawn again onto a cairo
/// surface for each file format, so PDF and SVG get GTK's own paths and glyphs.
///
/// ```swift
/// let data = drawing.data(as: .png, scale: 2)   // 2 pixels per point
/// ```
@MainActor
package final class GtkRenderedView {
    private let node: OpaquePointer
    package let width: Int
    package let height: Int
    /// What the node does not keep as the files want it: the text behind the labels'
    /// glyphs, and Gnomon's cairo drawing.
    private let recording: GtkRecording

    /// Takes over `node` (a `GskRenderNode`, released with the drawing), snapshotted while
    /// `recording` ran.
    init(node: OpaquePointer, width: Int, height: Int, recording: GtkRecording) {
        self.node = node
        self.width = width
        self.height = height
        self.recording = recording
    }

    isolated deinit {
        gsk_render_node_unref(node)
    }

    /// Draws into `cairo` at its current transformation, one unit a point.
    package func draw(into cairo: OpaquePointer) {
        GtkNodeDrawing(recording).draw(node, into: cairo)
    }

    /// The file's bytes: PDF and SVG at the drawing's size in points, PNG at `scale` pixels a
    /// point. Nil, with a message, if cairo cannot make it (a picture larger than 32,767
    /// pixels a side).
    package func data(as format: RenderFormat, scale: CGFloat = 1) -> Data? {
        switch format {
        case .png:
            guard let surface = imageSurface(scale: scale) else { return nil }
            defer { cairo_surface_destroy(surface) }
            let sink = CairoSink()
            let status = cairo_surface_write_to_png_stream(surface, cairoWrite, Unmanaged.passUnretained(sink).toOpaque())
            guard status == CAIRO_STATUS_SUCCESS else {
                log.error("A view could not be written as PNG: \(String(cString: cairo_status_to_string(status)))")
                return nil
            }
            return sink.data
        case .pdf:
            return Self.vectorData(.pdf, width: Double(width), height: Double(height)) { draw(into: $0) }
        case .svg:
            return GtkSVGDocument.data(node, width: width, height: height, recording: recording)
        }
    }

    /// A PDF or SVG document `width` × `height` points that `draw` draws on with cairo; nil,
    /// with a message, if cairo cannot make it.
    static func vectorData(_ format: RenderFormat, width: Double, height: Double, draw: (OpaquePointer) -> Void) -> Data? {
        precondition(format != .png, "PNG is pixels")
        let sink = CairoSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface = format == .pdf
            ? cairo_pdf_surface_create_for_stream(cairoWrite, closure, width, height)!
            : cairo_svg_surface_create_for_stream(cairoWrite, closure, width, height)!
        let cairo = cairo_create(surface)!
        draw(cairo)
        let drawn = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)  // writes the document's end
        let status = drawn != CAIRO_STATUS_SUCCESS ? drawn : cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            log.error("A view could not be drawn as \(format.rawValue.uppercased()): \(String(cString: cairo_status_to_string(status)))")
            return nil
        }
        return sink.data
    }

    /// Premultiplied 32-bit pixels (cairo's ARGB32: B, G, R, A bytes on a little-endian
    /// machine), `scale` pixels a point, with the row length in bytes; nil, with a message,
    /// if cairo cannot make them.
    package func pixels(scale: CGFloat) -> (width: Int, height: Int, bytesPerRow: Int, bytes: Data)? {
        guard let surface = imageSurface(scale: scale) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface)), rows = Int(cairo_image_surface_get_height(surface))
        let bytes = Data(bytes: cairo_image_surface_get_data(surface), count: stride * rows)
        return (Int(cairo_image_surface_get_width(surface)), rows, stride, bytes)
    }

    /// A new image surface the drawing is drawn on, `scale` pixels a point; nil, with a
    /// message, past cairo's limit of 32,767 pixels a side.
    private func imageSurface(scale: CGFloat) -> OpaquePointer? {
        let pixelWidth = (CGFloat(width) * scale).rounded(), pixelHeight = (CGFloat(height) * scale).rounded()
        guard scale > 0, pixelWidth <= 32_767, pixelHeight <= 32_767 else {
            log.error("A view \(width) × \(height) points at \(scale) pixels a point is past cairo's 32,767 pixels a side; no picture is made")
            return nil
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, pixelWidth)), Int32(max(1, pixelHeight)))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, Double(scale), Double(scale))
        draw(into: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            log.error("A view could not be drawn as pixels: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }
}

/// Collects what a cairo surface writes.
private final class CairoSink {
    var data = Data()
}

private let cairoWrite: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<CairoSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
