import CGtk
import Foundation
import GnomonCore

/// Draws a `ShapeDrawing` in a `GtkDrawingArea` with cairo, at the size GTK gives the area.
///
/// The drawing is the draw function's data (GTK releases it when the function is replaced or
/// the widget goes), and is kept on the widget for `dump()` to read back.
@MainActor
package enum GtkDrawing {
    private static let key = "gnomon-drawing"

    /// Sets what `area` draws, which GTK then redraws.
    static func set(_ drawing: ShapeDrawing?, on area: WidgetPointer) {
        if let drawing {
            let data = Unmanaged.passRetained(drawing).toOpaque()
            g_object_set_data(gobject(area), key, data)
            gtk_drawing_area_set_draw_func(cast(area), draw, data, release)
        } else {
            g_object_set_data(gobject(area), key, nil)
            gtk_drawing_area_set_draw_func(cast(area), nil, nil, nil)
        }
    }

    /// What `area` draws.
    static func drawing(of area: UnsafeMutableRawPointer) -> ShapeDrawing? {
        g_object_get_data(area.assumingMemoryBound(to: GObject.self), key)
            .map { Unmanaged<ShapeDrawing>.fromOpaque($0).takeUnretainedValue() }
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

    /// GTK calls it on the main thread, while it paints.
    private static let draw: GtkDrawingAreaDrawFunc = { area, cr, width, height, data in
        let (area, cr, data) = (UInt(bitPattern: area), UInt(bitPattern: cr), UInt(bitPattern: data))
        MainActor.assumeIsolated {
            guard let cr = OpaquePointer(bitPattern: cr), let data = UnsafeRawPointer(bitPattern: data),
                let widget = WidgetPointer(bitPattern: area)
            else { return }
            let drawing = Unmanaged<ShapeDrawing>.fromOpaque(data).takeUnretainedValue()
            trace(drawing.path(width: Double(width), height: Double(height)), in: cr)
            cairo_set_fill_rule(cr, drawing.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            if !drawing.fillStyle.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
            switch drawing.paint {
            case .fill(let ink):
                setSource(ink, width: Double(width), height: Double(height), in: widget, on: cr)
                cairo_fill(cr)
            case .stroke(let ink, let style, _):
                setSource(ink, width: Double(width), height: Double(height), in: widget, on: cr)
                setStroke(style, on: cr)
                cairo_stroke(cr)
            }
        }
    }

    private static let release: GDestroyNotify = { data in
        if let data { Unmanaged<ShapeDrawing>.fromOpaque(data).release() }
    }
}
