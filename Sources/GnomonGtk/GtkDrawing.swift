import CGtk
import Foundation
import GnomonCore

/// `GnomonDrawingArea`: GTK's `GnomonDrawingArea` subclassed from Swift, drawing a
/// `ShapeDrawing` with cairo at the size GTK gives it — and past it where the shape reaches,
/// as SwiftUI draws a shape unclipped: half a stroke centred on the frame's edge, a shape
/// moved or scaled beyond its frame. (GnomonDrawingArea's own snapshot records cairo within its
/// allocation only.)
///
/// The drawing is kept on the widget (released with it, or when replaced), for its snapshot
/// to draw and for `dump()` to read back.
///
/// ```swift
/// GtkDrawing.set(ShapeDrawing(outline: .of(Circle()), paint: .fill(.color(.blue)), fillStyle: FillStyle()), on: area)
/// ```
@MainActor
package enum GtkDrawing {
    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonDrawingArea", subclassing: gtk_drawing_area_get_type()) { klass, _ in
        klass!.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot = snapshot
    }

    private static let dataKey = "gnomon-drawing"

    /// Sets what `area` draws, which GTK then redraws.
    static func set(_ drawing: ShapeDrawing?, on area: WidgetPointer) {
        let data = drawing.map { Unmanaged.passRetained($0).toOpaque() }
        g_object_set_data_full(gobject(area), dataKey, data) { Unmanaged<ShapeDrawing>.fromOpaque($0!).release() }
        gtk_widget_queue_draw(area)
    }

    /// What `area` draws.
    static func drawing(of area: UnsafeMutableRawPointer) -> ShapeDrawing? {
        g_object_get_data(area.assumingMemoryBound(to: GObject.self), dataKey)
            .map { Unmanaged<ShapeDrawing>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Where `drawing`, whose outline in the area is `path`, puts ink in a `width` × `height`
    /// area: the outline's bounds and the area's, widened by as far as a stroke reaches past
    /// its outline (half its width, as far as a mitred corner reaches, or a square end).
    static func inkBounds(of drawing: ShapeDrawing, path: Path, width: Double, height: Double) -> CGRect {
        let bounds = path.boundingRect.union(CGRect(x: 0, y: 0, width: width, height: height))
        guard case .stroke(_, let style, _) = drawing.paint else { return bounds }
        let reach = style.lineWidth / 2 * max(1, style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 2.squareRoot() : 1)
        return bounds.insetBy(dx: -reach, dy: -reach)
    }

    /// Traces `path` in `cr`.
    static func trace(_ path: Path, in cr: OpaquePointer) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                cairo_move_to(cr, to.x, to.y)
                current = to
            case .line(let to):
                cairo_line_to(cr, to.x, to.y)
                current = to
            case .quadCurve(let to, let control):
                let (control1, control2) = Path.cubic(from: current, quad: control, to: to)
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .curve(let to, let control1, let control2):
                cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }

    /// `color` as the widget's theme has it (a theme colour is looked up in the widget's style).
    package static func rgba(_ color: Color, in widget: WidgetPointer) -> GdkRGBA {
        switch color.resolved {
        case .rgb(let red, let green, let blue, let alpha):
            return GdkRGBA(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
        case .theme(let name, let alpha):
            var rgba = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
            if gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &rgba) == 0 {
                log.warning("The GTK theme has no colour named \(name); drawing in black")
            }
            rgba.alpha *= Float(alpha)
            return rgba
        }
    }

    /// Paints with `color`, as the widget's theme gives it.
    static func setSource(_ color: Color, in widget: WidgetPointer, on cr: OpaquePointer) {
        let rgba = rgba(color, in: widget)
        cairo_set_source_rgba(cr, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
    }

    /// Paints with `ink`, a gradient laid over the widget's `width` × `height`.
    private static func setSource(_ ink: ShapeInk, width: Double, height: Double, in widget: WidgetPointer, on cr: OpaquePointer) {
        switch ink {
        case .color(let color): setSource(color, in: widget, on: cr)
        case .gradient(let gradient): GtkGradients.setSource(gradient, width: width, height: height, in: widget, on: cr)
        }
    }

    /// Sets cairo's line as `style` says.
    private static func setStroke(_ style: StrokeStyle, on cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(style.lineCap.rawValue)))  // butt, round, square in both
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(style.lineJoin.rawValue)))  // miter, round, bevel in both
        cairo_set_miter_limit(cr, style.miterLimit)
        guard !style.dash.isEmpty else { return }
        // cairo draws nothing at all for dashes that are negative or all zero: a solid line then.
        guard style.dash.allSatisfy({ $0 >= 0 }), style.dash.contains(where: { $0 > 0 }) else {
            return WarnOnce.check("dash \(style.dash)", isProblem: { true }, "StrokeStyle dash \(style.dash) has a negative or no length; the line is drawn solid")
        }
        cairo_set_dash(cr, style.dash.map(Double.init), Int32(style.dash.count), style.dashPhase)
    }

    /// The area's snapshot: cairo drawing over the drawing's ink.
    private static let snapshot: SnapshotFunction = {
        GtkWidgetSubclass.snapshot($0, $1) { area, snapshot in
            guard let drawing = drawing(of: area) else { return }
            let (width, height) = (Double(gtk_widget_get_width(area)), Double(gtk_widget_get_height(area)))
            guard width > 0, height > 0 else { return }
            let path = drawing.path(width: width, height: height)
            let ink = inkBounds(of: drawing, path: path, width: width, height: height).integral
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: Float(ink.minX), y: Float(ink.minY)),
                size: graphene_size_t(width: Float(ink.width), height: Float(ink.height)))
            GtkRecording.appendCairo(to: snapshot, bounds: &bounds) { cr in
                paint(drawing, along: path, width: width, height: height, in: area, on: cr)
            }
        }
    }

    /// Paints `drawing`, whose outline is `path`, in a `width` × `height` area.
    private static func paint(_ drawing: ShapeDrawing, along path: Path, width: Double, height: Double, in widget: WidgetPointer, on cr: OpaquePointer) {
        trace(path, in: cr)
        cairo_set_fill_rule(cr, drawing.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if !drawing.fillStyle.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        switch drawing.paint {
        case .fill(let ink):
            setSource(ink, width: width, height: height, in: widget, on: cr)
            cairo_fill(cr)
        case .stroke(let ink, let style, _):
            setSource(ink, width: width, height: height, in: widget, on: cr)
            setStroke(style, on: cr)
            cairo_stroke(cr)
        }
    }
}

extension GtkDrawing: GtkPropertyAccessor {
    static var key: WidgetProperty<ShapeDrawing?> { .drawing }
    static func set(_ drawing: ShapeDrawing?, on handle: GtkWidgetHandle) { set(drawing, on: handle.pointer) }
    static func value(of area: WidgetPointer) -> ShapeDrawing? { drawing(of: area) }
}
