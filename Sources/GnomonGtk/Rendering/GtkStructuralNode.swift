import CGtk
import Foundation

/// A render node that only groups, moves (in 2D), clips or fades the nodes under it: what the
/// file writers (`GtkNodeDrawing`, `GtkSVGDocument`) walk themselves to reach the nodes they
/// draw their own way, where GSK's cairo drawing of the whole would not.
///
/// ```swift
/// if case .clip(let rect, let child) = GtkStructuralNode(node) { … }
/// ```
enum GtkStructuralNode {
    case container([OpaquePointer])
    case transform(cairo_matrix_t, OpaquePointer)
    case clip(graphene_rect_t, OpaquePointer)
    case roundedClip(GskRoundedRect, OpaquePointer)
    case opacity(Double, OpaquePointer)
    case debug(OpaquePointer)

    /// `node` as one of these; nil for any other node (a 3D transform among them).
    init?(_ node: OpaquePointer) {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE:
            self = .container((0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) })
        case GSK_TRANSFORM_NODE where !Self.isProjective(node):
            var m = (xx: Float(1), yx: Float(0), xy: Float(0), yy: Float(1), dx: Float(0), dy: Float(0))
            gsk_transform_to_2d(gsk_transform_node_get_transform(node), &m.xx, &m.yx, &m.xy, &m.yy, &m.dx, &m.dy)
            let matrix = cairo_matrix_t(xx: Double(m.xx), yx: Double(m.yx), xy: Double(m.xy), yy: Double(m.yy), x0: Double(m.dx), y0: Double(m.dy))
            self = .transform(matrix, gsk_transform_node_get_child(node))
        case GSK_CLIP_NODE: self = .clip(gsk_clip_node_get_clip(node)!.pointee, gsk_clip_node_get_child(node))
        case GSK_ROUNDED_CLIP_NODE: self = .roundedClip(gsk_rounded_clip_node_get_clip(node)!.pointee, gsk_rounded_clip_node_get_child(node))
        case GSK_OPACITY_NODE: self = .opacity(Double(gsk_opacity_node_get_opacity(node)), gsk_opacity_node_get_child(node))
        case GSK_DEBUG_NODE: self = .debug(gsk_debug_node_get_child(node))
        default: return nil
        }
    }

    /// Whether `node` is a transform in 3D (a perspective, or a turn out of the screen's plane).
    static func isProjective(_ node: OpaquePointer) -> Bool {
        gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE
            && gsk_transform_get_category(gsk_transform_node_get_transform(node)).rawValue < GSK_TRANSFORM_CATEGORY_2D.rawValue
    }

    /// The nodes under it.
    var children: [OpaquePointer] {
        switch self {
        case .container(let children): children
        case .transform(_, let child), .clip(_, let child), .roundedClip(_, let child), .opacity(_, let child), .debug(let child): [child]
        }
    }
}

extension GskRoundedRect {
    /// The four corners' arcs, clockwise from the top left: each a quarter of the ellipse
    /// round `centre` with `radii`, from `start` to `end`, starting at `angle` (radians).
    /// A square corner is an arc of no radius at the corner itself.
    var cornerArcs: [(centre: CGPoint, radii: CGSize, angle: Double, start: CGPoint, end: CGPoint)] {
        let (x, y) = (Double(bounds.origin.x), Double(bounds.origin.y))
        let (right, bottom) = (x + Double(bounds.size.width), y + Double(bounds.size.height))
        let radii = [corner.0, corner.1, corner.2, corner.3].map { CGSize(width: Double($0.width), height: Double($0.height)) }
        let centres = [CGPoint(x: x + radii[0].width, y: y + radii[0].height), CGPoint(x: right - radii[1].width, y: y + radii[1].height),
                       CGPoint(x: right - radii[2].width, y: bottom - radii[2].height), CGPoint(x: x + radii[3].width, y: bottom - radii[3].height)]
        return zip(radii, centres).enumerated().map { index, corner in
            let (radii, centre) = corner
            let angle = Double.pi * (1 + Double(index) / 2)
            func point(_ angle: Double) -> CGPoint {
                CGPoint(x: centre.x + radii.width * cos(angle), y: centre.y + radii.height * sin(angle))
            }
            return (centre, radii, angle, point(angle), point(angle + .pi / 2))
        }
    }
}
