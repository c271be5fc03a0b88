import CGtk
import Foundation
import GnomonCore

/// A file format a view renders to: vector PDF or SVG, or a PNG picture.
///
/// ```swift
/// try ImageRenderer(content: Chart()).write(to: URL(fileURLWithPath: "chart.svg"))  // the format from the name
/// try ImageRenderer(content: Chart()).data(as: .pdf)
/// ```
///
/// PDF and SVG stay vector: shapes, borders and backgrounds are paths, and PDF keeps text as
/// text (a reader can select and search it; SVG draws each glyph as a path). What GTK draws as
/// pixels (icons, pictures, blurs) is embedded as pictures, at the renderer's rasterization scale.
public enum RenderFormat: String, CaseIterable, Sendable {
    case pdf, svg, png

    /// The format a file name ends in (`.pdf`, `.svg`, `.png`, in any case); nil for others.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
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

    /// Takes over `node` (a `GskRenderNode`, released with the drawing).
    init(node: OpaquePointer, width: Int, height: Int) {
        self.node = node
        self.width = width
        self.height = height
    }

    isolated deinit {
        gsk_render_node_unref(node)
    }

    /// Draws into `cairo` at its current transformation, one unit a point.
    package func draw(into cairo: OpaquePointer) {
        gsk_render_node_draw(node, cairo)
    }

    /// The file's bytes: PDF and SVG at the drawing's size in points, PNG at `scale` pixels a
    /// point. What is drawn as pixels in a vector file is rasterized at `scale` too.
    package func data(as format: RenderFormat, scale: CGFloat = 1) -> Data {
        let sink = CairoSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer
        switch format {
        case .png:
            surface = imageSurface(scale: scale)
            cairo_surface_write_to_png_stream(surface, cairoWrite, closure)
        case .pdf, .svg:
            surface = format == .pdf
                ? cairo_pdf_surface_create_for_stream(cairoWrite, closure, Double(width), Double(height))
                : cairo_svg_surface_create_for_stream(cairoWrite, closure, Double(width), Double(height))
            cairo_surface_set_fallback_resolution(surface, 72 * Double(scale), 72 * Double(scale))
            let cairo = cairo_create(surface)!
            draw(into: cairo)
            cairo_destroy(cairo)
            cairo_surface_finish(surface)  // writes the document's end
        }
        cairo_surface_destroy(surface)
        return sink.data
    }

    /// Premultiplied 32-bit pixels (cairo's ARGB32: B, G, R, A bytes on a little-endian
    /// machine), `scale` pixels a point; with the row length in bytes.
    package func pixels(scale: CGFloat) -> (width: Int, height: Int, bytesPerRow: Int, bytes: Data) {
        let surface = imageSurface(scale: scale)
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface)), rows = Int(cairo_image_surface_get_height(surface))
        let bytes = Data(bytes: cairo_image_surface_get_data(surface), count: stride * rows)
        return (Int(cairo_image_surface_get_width(surface)), rows, stride, bytes)
    }

    /// A new image surface the drawing is drawn on, `scale` pixels a point.
    private func imageSurface(scale: CGFloat) -> OpaquePointer {
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_ARGB32, Int32(max(1, (CGFloat(width) * scale).rounded())), Int32(max(1, (CGFloat(height) * scale).rounded())))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, Double(scale), Double(scale))
        draw(into: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
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
