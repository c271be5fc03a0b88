import CGtk
import GnomonCore

/// Gradients as cairo paints them: linear and radial with cairo's own patterns, and angular
/// (which cairo lacks) as a mesh of thin sectors around the centre, each blending the colours
/// at its two edges.
///
/// ```swift
/// GtkGradients.setSource(gradient, width: 120, height: 80, in: widget, on: cr)
/// cairo_fill(cr)   // or cairo_stroke: the path traced, painted with the gradient
/// ```
@MainActor
enum GtkGradients {
    /// Makes `gradient`, laid over a `width` by `height` drawing, what `cr` paints with next
    /// (a fill or a stroke); theme colours are looked up in `widget`'s style.
    static func setSource(_ gradient: GradientPaint, width: Double, height: Double, in widget: WidgetPointer, on cr: OpaquePointer) {
        let stops = gradient.stops.sorted { $0.location < $1.location }.map { (location: Double($0.location), color: GtkDrawing.rgba($0.color, in: widget)) }
        guard let first = stops.first else {
            return cairo_set_source_rgba(cr, 0, 0, 0, 0)  // no colours: nothing shows
        }
        guard stops.count > 1 else {
            return cairo_set_source_rgba(cr, Double(first.color.red), Double(first.color.green), Double(first.color.blue), Double(first.color.alpha))
        }
        let pattern: OpaquePointer
        switch gradient.kind {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x * width, start.y * height, end.x * width, end.y * height)
            addStops(stops, to: pattern)
        case .radial(let center, let startRadius, let endRadius):
            let (x, y) = (center.x * width, center.y * height)
            pattern = cairo_pattern_create_radial(x, y, startRadius, x, y, endRadius)
            addStops(stops, to: pattern)
        case .angular(let center, let start, let end):
            pattern = sectors(
                around: (center.x * width, center.y * height), reaching: (width * width + height * height).squareRoot() * 2,
                from: start.radians, to: end.radians, stops: stops)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)  // cairo holds the pattern while it is the source
        cairo_pattern_destroy(pattern)
    }

    private typealias Stop = (location: Double, color: GdkRGBA)

    private static func addStops(_ stops: [Stop], to pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, stop.location, Double(stop.color.red), Double(stop.color.green), Double(stop.color.blue), Double(stop.color.alpha))
        }
    }

    /// A mesh of sectors turning from `start` to `end` around `center`, `radius` long.
    private static func sectors(
        around center: (Double, Double), reaching radius: Double, from start: Double, to end: Double, stops: [Stop]
    ) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let count = 90
        func point(_ angle: Double) -> (Double, Double) { (center.0 + radius * cos(angle), center.1 + radius * sin(angle)) }
        for index in 0..<count {
            let (t0, t1) = (Double(index) / Double(count), Double(index + 1) / Double(count))
            let (a0, a1) = (start + (end - start) * t0, start + (end - start) * t1)
            let (c0, c1) = (color(at: t0, in: stops), color(at: t1, in: stops))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.0, center.1)
            cairo_mesh_pattern_line_to(mesh, point(a0).0, point(a0).1)
            cairo_mesh_pattern_line_to(mesh, point(a1).0, point(a1).1)
            cairo_mesh_pattern_line_to(mesh, center.0, center.1)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    /// The colour at `t` (0 to 1) of stops sorted by location, blended between the two around it.
    private static func color(at t: Double, in stops: [Stop]) -> GdkRGBA {
        guard let after = stops.firstIndex(where: { $0.location >= t }) else { return stops.last!.color }
        guard after > 0 else { return stops[0].color }
        let (a, b) = (stops[after - 1], stops[after])
        let f = Float(b.location > a.location ? (t - a.location) / (b.location - a.location) : 1)
        return GdkRGBA(
            red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
            blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
}
