import CGtk
import Foundation

/// Draws GTK's render node onto cairo as `gsk_render_node_draw` does, and also what that
/// cannot: a 3D transform (`rotation3DEffect`), which GSK's cairo drawing paints pink, is
/// drawn here as a picture of its content projected through the transform, pixel by pixel.
///
/// ```swift
/// GtkNodeDrawing.draw(node, into: cairo)   // for PNG, PDF and SVG alike
/// ```
///
/// Containers, 2D transforms, clips, rounded clips, opacity and debug nodes over a 3D
/// transform are walked here with cairo's own operations; any other part goes to GSK whole.
@MainActor
enum GtkNodeDrawing {
    static func draw(_ node: OpaquePointer, into cairo: OpaquePointer) {
        guard holdsProjection(node) else { return gsk_render_node_draw(node, cairo) }
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            for index in 0..<gsk_container_node_get_n_children(node) { draw(gsk_container_node_get_child(node, index), into: cairo) }
        case GSK_TRANSFORM_NODE where isProjective(node):
            drawProjected(node, into: cairo)
        case GSK_TRANSFORM_NODE:
            var m = (xx: Float(1), yx: Float(0), xy: Float(0), yy: Float(1), dx: Float(0), dy: Float(0))
            gsk_transform_to_2d(gsk_transform_node_get_transform(node), &m.xx, &m.yx, &m.xy, &m.yy, &m.dx, &m.dy)
            var matrix = cairo_matrix_t(xx: Double(m.xx), yx: Double(m.yx), xy: Double(m.xy), yy: Double(m.yy), x0: Double(m.dx), y0: Double(m.dy))
            cairo_save(cairo)
            cairo_transform(cairo, &matrix)
            draw(gsk_transform_node_get_child(node), into: cairo)
            cairo_restore(cairo)
        case GSK_CLIP_NODE:
            let clip = gsk_clip_node_get_clip(node)!.pointee
            cairo_save(cairo)
            cairo_rectangle(cairo, Double(clip.origin.x), Double(clip.origin.y), Double(clip.size.width), Double(clip.size.height))
            cairo_clip(cairo)
            draw(gsk_clip_node_get_child(node), into: cairo)
            cairo_restore(cairo)
        case GSK_ROUNDED_CLIP_NODE:
            cairo_save(cairo)
            trace(gsk_rounded_clip_node_get_clip(node)!.pointee, on: cairo)
            cairo_clip(cairo)
            draw(gsk_rounded_clip_node_get_child(node), into: cairo)
            cairo_restore(cairo)
        case GSK_OPACITY_NODE:
            cairo_push_group(cairo)
            draw(gsk_opacity_node_get_child(node), into: cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(gsk_opacity_node_get_opacity(node)))
        case GSK_DEBUG_NODE:
            draw(gsk_debug_node_get_child(node), into: cairo)
        default:
            gsk_render_node_draw(node, cairo)
        }
    }

    /// A rounded rectangle's outline, each corner a quarter of an ellipse.
    private static func trace(_ rect: GskRoundedRect, on cairo: OpaquePointer) {
        let (x, y) = (Double(rect.bounds.origin.x), Double(rect.bounds.origin.y))
        let (right, bottom) = (x + Double(rect.bounds.size.width), y + Double(rect.bounds.size.height))
        let corners = [rect.corner.0, rect.corner.1, rect.corner.2, rect.corner.3].map { (Double($0.width), Double($0.height)) }
        // Top left, top right, bottom right, bottom left: each corner's centre and its start angle.
        let centres = [(x + corners[0].0, y + corners[0].1), (right - corners[1].0, y + corners[1].1),
                       (right - corners[2].0, bottom - corners[2].1), (x + corners[3].0, bottom - corners[3].1)]
        cairo_new_sub_path(cairo)
        for (index, (corner, centre)) in zip(corners, centres).enumerated() {
            let start = Double.pi * (1 + Double(index) / 2)
            guard corner.0 > 0, corner.1 > 0 else {
                cairo_line_to(cairo, centre.0, centre.1)
                continue
            }
            cairo_save(cairo)
            cairo_translate(cairo, centre.0, centre.1)
            cairo_scale(cairo, corner.0, corner.1)
            cairo_arc(cairo, 0, 0, 1, start, start + Double.pi / 2)
            cairo_restore(cairo)
        }
        cairo_close_path(cairo)
    }

    private static func isProjective(_ node: OpaquePointer) -> Bool {
        gsk_transform_get_category(gsk_transform_node_get_transform(node)).rawValue < GSK_TRANSFORM_CATEGORY_2D.rawValue
    }

    /// Whether a 3D transform is in `node`, under parts this walk goes through.
    private static func holdsProjection(_ node: OpaquePointer) -> Bool {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            (0..<gsk_container_node_get_n_children(node)).contains { holdsProjection(gsk_container_node_get_child(node, $0)) }
        case GSK_TRANSFORM_NODE: isProjective(node) || holdsProjection(gsk_transform_node_get_child(node))
        case GSK_CLIP_NODE: holdsProjection(gsk_clip_node_get_child(node))
        case GSK_ROUNDED_CLIP_NODE: holdsProjection(gsk_rounded_clip_node_get_child(node))
        case GSK_OPACITY_NODE: holdsProjection(gsk_opacity_node_get_child(node))
        case GSK_DEBUG_NODE: holdsProjection(gsk_debug_node_get_child(node))
        default: false
        }
    }

    /// A 3D transform's content drawn flat into a picture at the device's scale, then each
    /// pixel of the transform's bounds takes the content's colour where the transform's
    /// inverse projects it (sampled between the four nearest pixels), and the picture is
    /// painted at those bounds.
    private static func drawProjected(_ node: OpaquePointer, into cairo: OpaquePointer) {
        var bounds = graphene_rect_t(), childBounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        let child = gsk_transform_node_get_child(node)!
        gsk_render_node_get_bounds(child, &childBounds)
        var (scaleX, scaleY) = (1.0, 1.0)
        cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
        let scale = min(8, max(1, max(abs(scaleX), abs(scaleY))))
        guard let inverse = inverseHomography(gsk_transform_node_get_transform(node)),
              let source = Raster(width: Double(childBounds.size.width) * scale, height: Double(childBounds.size.height) * scale),
              let target = Raster(width: Double(bounds.size.width) * scale, height: Double(bounds.size.height) * scale)
        else { return }
        source.draw { flat in
            cairo_scale(flat, scale, scale)
            cairo_translate(flat, -Double(childBounds.origin.x), -Double(childBounds.origin.y))
            gsk_render_node_draw(child, flat)
        }
        for row in 0..<target.height {
            for column in 0..<target.width {
                // The pixel's centre, in the transform's coordinates, back onto the content.
                let x = Double(bounds.origin.x) + (Double(column) + 0.5) / scale
                let y = Double(bounds.origin.y) + (Double(row) + 0.5) / scale
                let w = inverse[6] * x + inverse[7] * y + inverse[8]
                guard w > 0 else { continue }  // behind the viewer
                let u = ((inverse[0] * x + inverse[1] * y + inverse[2]) / w - Double(childBounds.origin.x)) * scale - 0.5
                let v = ((inverse[3] * x + inverse[4] * y + inverse[5]) / w - Double(childBounds.origin.y)) * scale - 0.5
                target.set(column, row, to: source.sample(u, v))
            }
        }
        cairo_surface_mark_dirty(target.surface)
        cairo_save(cairo)
        cairo_translate(cairo, Double(bounds.origin.x), Double(bounds.origin.y))
        cairo_scale(cairo, 1 / scale, 1 / scale)
        cairo_set_source_surface(cairo, target.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The inverse of the map a 3D transform makes of its content's plane (z = 0) onto the
    /// screen, as a 3 × 3 matrix in rows: screen (x, y, 1) to content (u·w, v·w, w). Nil if
    /// the plane is seen edge-on.
    private static func inverseHomography(_ transform: OpaquePointer?) -> [Double]? {
        var matrix = graphene_matrix_t()
        gsk_transform_to_matrix(transform, &matrix)
        func m(_ row: UInt32, _ column: UInt32) -> Double { Double(graphene_matrix_get_value(&matrix, row, column)) }
        // graphene multiplies row vectors: (x, y, 0, 1) · M; rows 0, 1 and 3 are what is left.
        let (a, b, c) = (m(0, 0), m(1, 0), m(3, 0))  // screen x = a·u + b·v + c, over w
        let (d, e, f) = (m(0, 1), m(1, 1), m(3, 1))  // screen y
        let (g, h, i) = (m(0, 3), m(1, 3), m(3, 3))  // w
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(determinant) > 1e-12 else { return nil }
        return [
            (e * i - f * h), -(b * i - c * h), (b * f - c * e),
            -(d * i - f * g), (a * i - c * g), -(a * f - c * d),
            (d * h - e * g), -(a * h - b * g), (a * e - b * d),
        ].map { $0 / determinant }
    }
}

/// An ARGB32 image surface as pixels to read and write.
@MainActor
private final class Raster {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init?(width: Double, height: Double) {
        guard width >= 1, height >= 1, width <= 8_192, height <= 8_192 else { return nil }
        self.width = Int(width.rounded(.up))
        self.height = Int(height.rounded(.up))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))!
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    func draw(_ body: (OpaquePointer) -> Void) {
        let cairo = cairo_create(surface)!
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
    }

    /// Pixels a row.
    private var rowLength: Int { Int(cairo_image_surface_get_stride(surface)) / 4 }
    private var pixels: UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
    }

    /// Writes a pixel (`cairo_surface_mark_dirty` once done).
    func set(_ x: Int, _ y: Int, to pixel: UInt32) {
        pixels[y * rowLength + x] = pixel
    }

    /// The colour at (`x`, `y`) in pixels, between the four nearest (premultiplied, so
    /// channels blend as they are); transparent outside.
    func sample(_ x: Double, _ y: Double) -> UInt32 {
        let (left, top) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        let (fx, fy) = (x - Double(left), y - Double(top))
        func at(_ column: Int, _ row: Int) -> UInt32 {
            column >= 0 && row >= 0 && column < width && row < height ? pixels[row * rowLength + column] : 0
        }
        let corners = [(at(left, top), (1 - fx) * (1 - fy)), (at(left + 1, top), fx * (1 - fy)),
                       (at(left, top + 1), (1 - fx) * fy), (at(left + 1, top + 1), fx * fy)]
        var result: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let channel = corners.reduce(0.0) { $0 + Double(($1.0 >> UInt32(shift)) & 0xFF) * $1.1 }
            result |= UInt32(min(255, channel.rounded())) << UInt32(shift)
        }
        return result
    }
}
