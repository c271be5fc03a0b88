import CGtk
import Foundation

/// Draws GTK's render node onto cairo as `gsk_render_node_draw` does, and also what that
/// cannot, or not as a file wants it:
/// - a 3D transform (`rotation3DEffect`), which GSK's cairo drawing paints pink, is drawn
///   as a picture of its content projected through the transform, pixel by pixel;
/// - Gnomon's own cairo drawing (shapes, clips to any path, groups, masks) is drawn from the
///   recording's unbounded copy (`GtkRecording`), which cairo's SVG surface places right;
/// - for SVG (`drawsShadows`), a shadow is drawn here as a picture of its view's blurred,
///   coloured shape, and the view over it by this walk: GSK draws a shadow through groups
///   that cairo's SVG surface puts out of place, and the view's shapes from GTK's recordings.
///
/// ```swift
/// GtkNodeDrawing(recording).draw(node, into: cairo)   // for PNG, PDF and SVG alike
/// ```
///
/// Structural nodes (`GtkStructuralNode`) above those are walked here with cairo's own
/// operations; any other part goes to GSK whole.
@MainActor
final class GtkNodeDrawing {
    private let recording: GtkRecording?
    private let drawsShadows: Bool
    /// Whether each node walked so far has something under it drawn here, by its address.
    private var drawsOwnPart: [UInt: Bool] = [:]

    /// Draws with the copies `recording` made of Gnomon's cairo drawing (none: as GSK has it),
    /// and shadows itself if `drawsShadows`.
    init(_ recording: GtkRecording?, drawsShadows: Bool = false) {
        self.recording = recording
        self.drawsShadows = drawsShadows
    }

    func draw(_ node: OpaquePointer, into cairo: OpaquePointer) {
        guard holdsOwnPart(node) else { return gsk_render_node_draw(node, cairo) }
        if GtkStructuralNode.isProjective(node) { return drawProjected(node, into: cairo) }
        if isDrawnShadow(node) { return drawShadowed(node, into: cairo) }
        if let drawing = recording?.drawing(of: node) {
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            cairo_save(cairo)
            cairo_rectangle(cairo, Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height))
            cairo_clip(cairo)
            cairo_set_source_surface(cairo, drawing, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
            return
        }
        switch GtkStructuralNode(node)! {
        case .container(let children):
            for child in children { draw(child, into: cairo) }
        case .transform(let matrix, let child):
            draw(child, into: cairo) {
                var matrix = matrix
                cairo_transform($0, &matrix)
            }
        case .clip(let clip, let child):
            draw(child, into: cairo) {
                cairo_rectangle($0, Double(clip.origin.x), Double(clip.origin.y), Double(clip.size.width), Double(clip.size.height))
                cairo_clip($0)
            }
        case .roundedClip(let clip, let child):
            draw(child, into: cairo) {
                trace(clip, on: $0)
                cairo_clip($0)
            }
        case .opacity(let opacity, let child):
            cairo_push_group(cairo)
            draw(child, into: cairo)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        case .debug(let child):
            draw(child, into: cairo)
        }
    }

    /// Draws `child` after `setUp` moves or clips cairo, which is undone after.
    private func draw(_ child: OpaquePointer, into cairo: OpaquePointer, within setUp: (OpaquePointer) -> Void) {
        cairo_save(cairo)
        setUp(cairo)
        draw(child, into: cairo)
        cairo_restore(cairo)
    }

    /// A rounded rectangle's outline, each corner a quarter of an ellipse.
    private func trace(_ rect: GskRoundedRect, on cairo: OpaquePointer) {
        cairo_new_sub_path(cairo)
        for arc in rect.cornerArcs {
            guard arc.radii.width > 0, arc.radii.height > 0 else {
                cairo_line_to(cairo, arc.centre.x, arc.centre.y)
                continue
            }
            cairo_save(cairo)
            cairo_translate(cairo, arc.centre.x, arc.centre.y)
            cairo_scale(cairo, arc.radii.width, arc.radii.height)
            cairo_arc(cairo, 0, 0, 1, arc.angle, arc.angle + Double.pi / 2)
            cairo_restore(cairo)
        }
        cairo_close_path(cairo)
    }

    /// Whether `node` is, or has under structural nodes, a 3D transform or cairo drawing
    /// that the recording copied.
    private func holdsOwnPart(_ node: OpaquePointer) -> Bool {
        let key = UInt(bitPattern: node)
        if let known = drawsOwnPart[key] { return known }
        let holds = GtkStructuralNode.isProjective(node) || isDrawnShadow(node) || recording?.drawing(of: node) != nil
            || (GtkStructuralNode(node)?.children.contains { holdsOwnPart($0) } ?? false)
        drawsOwnPart[key] = holds
        return holds
    }

    private func isDrawnShadow(_ node: OpaquePointer) -> Bool {
        drawsShadows && gsk_render_node_get_node_type(node) == GSK_SHADOW_NODE
    }

    /// A shadow node's shadows, then its view over them.
    private func drawShadowed(_ node: OpaquePointer, into cairo: OpaquePointer) {
        drawShadows(of: node, into: cairo)
        draw(gsk_shadow_node_get_child(node)!, into: cairo)
    }

    /// Each shadow of a shadow node as a picture at the device's scale — the view's shape
    /// drawn flat, its alpha blurred (three box blurs, near a Gaussian of half the radius, as
    /// GSK's) and coloured — painted at its offset; not the view itself.
    func drawShadows(of node: OpaquePointer, into cairo: OpaquePointer) {
        precondition(gsk_render_node_get_node_type(node) == GSK_SHADOW_NODE, "only a shadow node has shadows")
        let child = gsk_shadow_node_get_child(node)!
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(child, &bounds)
        var (scaleX, scaleY) = (1.0, 1.0)
        cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
        let scale = min(8, max(1, max(abs(scaleX), abs(scaleY))))
        for index in 0..<gsk_shadow_node_get_n_shadows(node) {
            let shadow = gsk_shadow_node_get_shadow(node, index)!.pointee
            let margin = (Double(shadow.radius) * 1.5).rounded(.up)
            let origin = (x: Double(bounds.origin.x) - margin, y: Double(bounds.origin.y) - margin)
            guard let picture = Raster(
                width: (Double(bounds.size.width) + 2 * margin) * scale, height: (Double(bounds.size.height) + 2 * margin) * scale)
            else { continue }
            picture.draw { flat in
                cairo_scale(flat, scale, scale)
                cairo_translate(flat, -origin.x, -origin.y)
                draw(child, into: flat)
            }
            picture.colourBlurred(shadow.color, sigma: Double(shadow.radius) / 2 * scale)
            cairo_save(cairo)
            cairo_translate(cairo, origin.x + Double(shadow.dx), origin.y + Double(shadow.dy))
            cairo_scale(cairo, 1 / scale, 1 / scale)
            cairo_set_source_surface(cairo, picture.surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// A 3D transform's content drawn flat into a picture at the device's scale, then each
    /// pixel of the transform's bounds takes the content's colour where the transform's
    /// inverse projects it (sampled between the four nearest pixels), and the picture is
    /// painted at those bounds.
    private func drawProjected(_ node: OpaquePointer, into cairo: OpaquePointer) {
        var bounds = graphene_rect_t(), childBounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        let child = gsk_transform_node_get_child(node)!
        gsk_render_node_get_bounds(child, &childBounds)
        var (scaleX, scaleY) = (1.0, 1.0)
        cairo_user_to_device_distance(cairo, &scaleX, &scaleY)
        let scale = min(8, max(1, max(abs(scaleX), abs(scaleY))))
        guard let inverse = Self.inverseHomography(gsk_transform_node_get_transform(node)),
              let source = Raster(width: Double(childBounds.size.width) * scale, height: Double(childBounds.size.height) * scale),
              let target = Raster(width: Double(bounds.size.width) * scale, height: Double(bounds.size.height) * scale)
        else { return }
        source.draw { flat in
            cairo_scale(flat, scale, scale)
            cairo_translate(flat, -Double(childBounds.origin.x), -Double(childBounds.origin.y))
            draw(child, into: flat)
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

    /// Replaces each pixel by `colour` at the pixel's alpha blurred by `sigma` pixels (three
    /// box blurs along each axis); then marks the surface changed.
    func colourBlurred(_ colour: GdkRGBA, sigma: Double) {
        var alpha = (0..<height).flatMap { y in (0..<width).map { x in Double(pixels[y * rowLength + x] >> 24) / 255 } }
        if sigma > 0 {
            let radius = max(1, Int(((12 * sigma * sigma / 3 + 1).squareRoot() - 1) / 2 + 0.5))
            for _ in 0..<3 {
                alpha = boxBlurred(alpha, radius: radius, along: 1, count: width, lines: height, lineStep: width)
                alpha = boxBlurred(alpha, radius: radius, along: width, count: height, lines: width, lineStep: 1)
            }
        }
        let channels = [colour.blue, colour.green, colour.red].map(Double.init)
        for y in 0..<height {
            for x in 0..<width {
                let a = alpha[y * width + x] * Double(colour.alpha)
                var pixel = UInt32(min(255, (a * 255).rounded())) << 24
                for (shift, channel) in zip([0, 8, 16], channels) { pixel |= UInt32(min(255, (channel * a * 255).rounded())) << UInt32(shift) }
                pixels[y * rowLength + x] = pixel
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// `values` with each line (`count` values `step` apart, lines `lineStep` apart) averaged
    /// over `radius` values each side; outside is 0.
    private func boxBlurred(_ values: [Double], radius: Int, along step: Int, count: Int, lines: Int, lineStep: Int) -> [Double] {
        var result = values
        let width = Double(2 * radius + 1)
        for line in 0..<lines {
            let start = line * lineStep
            var sum = 0.0
            for index in 0...min(radius, count - 1) { sum += values[start + index * step] }
            for index in 0..<count {
                result[start + index * step] = sum / width
                let entering = index + radius + 1, leaving = index - radius
                if entering < count { sum += values[start + entering * step] }
                if leaving >= 0 { sum -= values[start + leaving * step] }
            }
        }
        return result
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
