import CGtk
import Foundation
import GnomonCore
import GnomonGtk

/// How one label's text stands out from what is drawn behind it, as a person sees it, measured
/// on the pixels GTK rendered: the most common colour in the label's box is the background,
/// the one that stands out most from it (a glyph's core) the text; WCAG's contrast ratio of the
/// two (1 to 21; AA asks 4.5 of text).
///
/// ```swift
/// for label in host.textContrasts() where label.ratio < 4.5 { print(label) }
/// ```
public struct TextContrast: CustomStringConvertible, Sendable {
    /// The label's text.
    public let text: String
    /// Its colour and the background's, as drawn: `#rrggbb`.
    public let foreground: String
    public let background: String
    /// WCAG's contrast ratio of the two.
    public let ratio: Double

    public var description: String {
        "\"\(text)\" \(foreground) on \(background): \(String(format: "%.2f", ratio)):1"
    }
}

extension GtkTestHost {
    /// The contrast of every label shown whole in the window (sensitive, with text), in tree
    /// order, measured on the window as GTK renders it now.
    public func textContrasts() -> [TextContrast] {
        settle()
        let width = Int(gtk_widget_get_width(window)), height = Int(gtk_widget_get_height(window))
        guard width > 0, height > 0, let pixels = Self.render(window, width: width, height: height) else { return [] }
        var results: [TextContrast] = []
        walkWidgets(from: window) { widget in
            guard gtk_widget_get_mapped(widget) != 0 else { return false }
            if gnomon_is_a(widget, gtk_label_get_type()) != 0, gtk_widget_is_sensitive(widget) != 0,
                let measured = measure(widget, pixels: pixels, width: width, height: height)
            {
                results.append(measured)
            }
            return true
        }
        return results
    }

    private func measure(_ widget: WidgetPointer, pixels: [UInt32], width: Int, height: Int) -> TextContrast? {
        guard let label = gtk_label_get_text(OpaquePointer(widget)).map({ String(cString: $0) }),
            !label.trimmingCharacters(in: .whitespaces).isEmpty
        else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return nil }
        let x0 = Int(bounds.origin.x.rounded()), y0 = Int(bounds.origin.y.rounded())
        let x1 = x0 + Int(bounds.size.width.rounded()), y1 = y0 + Int(bounds.size.height.rounded())
        // Shown whole: inside the window and inside every scrolled area around it.
        guard x0 >= 0, y0 >= 0, x1 <= width, y1 <= height, x1 - x0 >= 4, y1 - y0 >= 4, isUnclipped(widget, bounds) else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 { counts[pixels[y * width + x], default: 0] += 1 }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        // The text's colour as drawn (its opacity and its ancestors' applied, and CSS's, which
        // GTK 4.8 does not report): the pixel that stands out most, a glyph's core.
        let back = Self.components(background)
        guard let text = counts.keys.map({ Self.components($0) }).max(by: {
            ReadableText.contrast($0, back) < ReadableText.contrast($1, back)
        }) else { return nil }
        return TextContrast(text: label, foreground: Self.hex(text), background: Self.hex(back), ratio: ReadableText.contrast(text, back))
    }

    /// Whether no scrolled area around the label cuts it.
    private func isUnclipped(_ label: WidgetPointer, _ bounds: graphene_rect_t) -> Bool {
        var ancestor = gtk_widget_get_parent(label)
        while let current = ancestor {
            if gnomon_is_a(current, gtk_viewport_get_type()) != 0 || gnomon_is_a(current, gtk_scrolled_window_get_type()) != 0 {
                var area = graphene_rect_t()
                guard gtk_widget_compute_bounds(current, window, &area) != 0 else { return false }
                var shown = graphene_rect_t()
                var label = bounds
                guard graphene_rect_intersection(&area, &label, &shown),
                    shown.size.width >= bounds.size.width - 0.5, shown.size.height >= bounds.size.height - 0.5
                else { return false }
            }
            ancestor = gtk_widget_get_parent(current)
        }
        return true
    }

    /// The window drawn by its renderer into memory: one `0xAARRGGBB` (premultiplied) per pixel.
    private static func render(_ window: WidgetPointer, width: Int, height: Int) -> [UInt32]? {
        let paintable = gtk_widget_paintable_new(window)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        var whole = graphene_rect_t()
        _ = gtk_widget_compute_bounds(window, window, &whole)
        gdk_paintable_snapshot(paintable, snapshot, Double(whole.size.width), Double(whole.size.height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let renderer = gtk_native_get_renderer(OpaquePointer(window)) else { return nil }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: -whole.origin.x, y: -whole.origin.y), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { buffer in
            gdk_texture_download(texture, buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
        }
        return pixels
    }

    /// A pixel's red, green and blue, 0 to 1.
    private static func components(_ pixel: UInt32) -> ReadableText.Components {
        (Double(pixel >> 16 & 0xFF) / 255, Double(pixel >> 8 & 0xFF) / 255, Double(pixel & 0xFF) / 255)
    }

    private static func hex(_ rgb: ReadableText.Components) -> String {
        "#" + [rgb.red, rgb.green, rgb.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }
}
