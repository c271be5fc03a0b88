import CGtk
import Foundation
import GnomonCore

/// An SVG document written from GTK's render node in which text stays text: each run of
/// glyphs a label drew (`GtkLabelText`) is a `<text>` element a reader can select and search,
/// at the glyphs' own positions, in their font and color.
///
/// ```swift
/// let svg = GtkSVGDocument.data(node, width: 400, height: 300, recording: recording)
/// ```
///
/// The structural nodes between the root and the text (`GtkStructuralNode`: containers, 2D
/// transforms, clips, rounded clips and opacity) become SVG groups; every other part of the
/// drawing is drawn by cairo's SVG surface (`GtkNodeDrawing`), as paths (and, for what GTK
/// holds as pixels, pictures), and set in as a group of its own. Under a shadow, the shadows
/// are such a group and the text over them stays text. Text under anything else (a blur, a
/// 3D transform, a blend), and glyphs no label recorded, stay glyph outlines, as cairo draws
/// them.
@MainActor
struct GtkSVGDocument {
    private let recording: GtkRecording
    /// The structural nodes with recorded text somewhere under them.
    private var holdingText: Set<UInt> = []
    private var body = ""
    private var nextID = 0

    /// The document's bytes, `width` × `height` points; nil, with a message, if cairo cannot
    /// draw a part of it.
    static func data(_ node: OpaquePointer, width: Int, height: Int, recording: GtkRecording) -> Data? {
        var document = GtkSVGDocument(recording: recording)
        _ = document.findText(node)
        guard document.write(node) else { return nil }
        let head = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(width)pt" height="\(height)pt" viewBox="0 0 \(width) \(height)" version="1.1">

            """
        return Data((head + document.body + "</svg>\n").utf8)
    }

    private init(recording: GtkRecording) {
        self.recording = recording
    }

    // MARK: Finding the text

    /// Whether `node` is recorded text or a structural node with some under it; marks the
    /// structural ones.
    private mutating func findText(_ node: OpaquePointer) -> Bool {
        if gsk_render_node_get_node_type(node) == GSK_TEXT_NODE { return text(of: node) != nil }
        var found = false
        for child in GtkStructuralNode(node)?.children ?? shadowed(node) where findText(child) { found = true }
        if found { holdingText.insert(UInt(bitPattern: node)) }
        return found
    }

    private func holdsText(_ node: OpaquePointer) -> Bool {
        holdingText.contains(UInt(bitPattern: node))
            || (gsk_render_node_get_node_type(node) == GSK_TEXT_NODE && text(of: node) != nil)
    }

    /// A shadow node's view, whose text stays text over the shadows' pictures; nothing for
    /// other nodes.
    private func shadowed(_ node: OpaquePointer) -> [OpaquePointer] {
        gsk_render_node_get_node_type(node) == GSK_SHADOW_NODE ? [gsk_shadow_node_get_child(node)] : []
    }

    /// The text a label recorded for a text node's glyphs.
    private func text(of node: OpaquePointer) -> GtkLabelText.Shown? {
        recording.texts[GtkLabelText.GlyphRun(font: gsk_text_node_get_font(node)!, glyphs: glyphs(of: node))]
    }

    // MARK: Writing

    /// Writes `node`; false, with a message, if cairo could not draw a part.
    private mutating func write(_ node: OpaquePointer) -> Bool {
        guard holdsText(node) else { return writeDrawn([node]) }
        if let view = shadowed(node).first {
            // The shadows as pictures, as every SVG shadow is drawn; the view's text over them.
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            return writeDrawn(in: bounds) { $0.drawShadows(of: node, into: $1) } && write(view)
        }
        guard let structure = GtkStructuralNode(node) else {
            writeText(node)  // only structural nodes and text hold text
            return true
        }
        switch structure {
        case .container(let children):
            // Runs of children with no text are drawn together, as one group.
            var drawn: [OpaquePointer] = []
            for child in children {
                if holdsText(child) {
                    guard writeDrawn(drawn), write(child) else { return false }
                    drawn = []
                } else {
                    drawn.append(child)
                }
            }
            return writeDrawn(drawn)
        case .transform(let m, let child):
            let values = [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0].map(number)
            return group("transform=\"matrix(\(values.joined(separator: " ")))\"", child)
        case .clip(let clip, let child):
            return clipped(by: "<rect \(attributes(of: clip))/>", child)
        case .roundedClip(let clip, let child):
            return clipped(by: "<path d=\"\(path(of: clip))\"/>", child)
        case .opacity(let opacity, let child):
            return group("opacity=\"\(number(opacity))\"", child)
        case .debug(let child):
            return write(child)
        }
    }

    private mutating func group(_ attributes: String, _ child: OpaquePointer) -> Bool {
        body += "<g \(attributes)>\n"
        defer { body += "</g>\n" }
        return write(child)
    }

    private mutating func clipped(by shape: String, _ child: OpaquePointer) -> Bool {
        let id = newID("clip")
        body += "<clipPath id=\"\(id)\">\(shape)</clipPath>\n"
        return group("clip-path=\"url(#\(id))\"", child)
    }

    /// A run of glyphs as `<text>`: left to right, each character at its glyph's position
    /// (the characters of a ligature share its width); otherwise from where the run starts,
    /// as wide as its glyphs.
    private mutating func writeText(_ node: OpaquePointer) {
        let glyphs = glyphs(of: node)
        let offset = gsk_text_node_get_offset(node)!.pointee
        let color = gsk_text_node_get_color(node)!.pointee
        let shown = text(of: node)!
        let advances = glyphs.map { Double($0.geometry.width) / Double(PANGO_SCALE) }
        let width = advances.reduce(0, +)
        let description = pango_font_describe_with_absolute_size(gsk_text_node_get_font(node))
        defer { pango_font_description_free(description) }
        let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? "sans-serif"
        let style = pango_font_description_get_style(description)

        var element = "<text"
        let characters = Array(shown.text)
        // Viewers count characters differently (in UTF-16 units or in scalars), so only text
        // whose characters are single UTF-16 units gets a position for each.
        let positionsEachCharacter = !shown.isRightToLeft && shown.text.utf16.count == characters.count
        if !positionsEachCharacter {
            // From where it starts (its right end, right to left), as wide as the glyphs.
            let start = shown.isRightToLeft ? Double(offset.x) + width : Double(offset.x)
            element += " x=\"\(number(start))\"" + (shown.isRightToLeft ? " direction=\"rtl\"" : "")
            element += " textLength=\"\(number(width))\" lengthAdjust=\"spacingAndGlyphs\""
        } else {
            // The glyphs' left edges, spread over the characters they show.
            var edges: [Double] = []
            var x = Double(offset.x)
            for (glyph, advance) in zip(glyphs, advances) {
                edges.append(x + Double(glyph.geometry.x_offset) / Double(PANGO_SCALE))
                x += advance
            }
            let positions = characters.indices.map { index -> Double in
                guard !edges.isEmpty else { return Double(offset.x) }
                let spot = Double(index) * Double(edges.count) / Double(characters.count)
                let glyph = min(Int(spot), edges.count - 1)
                return edges[glyph] + (spot - Double(glyph)) * advances[glyph]
            }
            element += " x=\"\(positions.map(number).joined(separator: " "))\""
        }
        element += " y=\"\(number(Double(offset.y)))\" font-family=\"\(family.xmlEscaped)\""
        element += " font-size=\"\(number(Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)))px\""
        element += " font-weight=\"\(pango_font_description_get_weight(description).rawValue)\""
        if style != PANGO_STYLE_NORMAL { element += " font-style=\"\(style == PANGO_STYLE_ITALIC ? "italic" : "oblique")\"" }
        element += " fill=\"\(svgColor(color))\""
        if color.alpha < 1 { element += " fill-opacity=\"\(number(Double(color.alpha)))\"" }
        element += " xml:space=\"preserve\">"
        body += element + shown.text.xmlEscaped + "</text>\n"
    }

    /// `nodes` drawn by cairo's SVG surface, set in as one group at their bounds.
    private mutating func writeDrawn(_ nodes: [OpaquePointer]) -> Bool {
        guard !nodes.isEmpty else { return true }
        var bounds = graphene_rect_t()
        for (index, node) in nodes.enumerated() {
            var own = graphene_rect_t()
            gsk_render_node_get_bounds(node, &own)
            var union = graphene_rect_t()
            graphene_rect_union(&bounds, &own, &union)
            bounds = index == 0 ? own : union
        }
        return writeDrawn(in: bounds) { drawing, cairo in
            for node in nodes { drawing.draw(node, into: cairo) }
        }
    }

    /// What `draw` draws within `bounds` with a `GtkNodeDrawing`, by cairo's SVG surface, set
    /// in as one group at those bounds.
    private mutating func writeDrawn(in bounds: graphene_rect_t, _ draw: (GtkNodeDrawing, OpaquePointer) -> Void) -> Bool {
        let left = floor(Double(bounds.origin.x)), top = floor(Double(bounds.origin.y))
        let width = ceil(Double(bounds.origin.x + bounds.size.width)) - left
        let height = ceil(Double(bounds.origin.y + bounds.size.height)) - top
        guard width > 0, height > 0 else { return true }
        guard let data = GtkRenderedView.vectorData(.svg, width: width, height: height, draw: { cairo in
            cairo_translate(cairo, -left, -top)
            draw(GtkNodeDrawing(recording, drawsShadows: true), cairo)
        }) else { return false }
        let drawn = String(decoding: data, as: UTF8.self)
        guard let open = drawn.range(of: "<svg"), let openEnd = drawn[open.upperBound...].firstIndex(of: ">"),
              let close = drawn.range(of: "</svg>", options: .backwards) else {
            log.error("cairo wrote an SVG this document cannot read; part of the view is left out")
            return false
        }
        // Cairo names its definitions the same in every document it writes: each part's are
        // prefixed with the part's own name.
        let prefix = newID("part") + "-"
        let content = drawn[drawn.index(after: openEnd)..<close.lowerBound]
            .replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
        body += "<g transform=\"translate(\(number(left)) \(number(top)))\">\(content)</g>\n"
        return true
    }

    private mutating func newID(_ kind: String) -> String {
        nextID += 1
        return "gnomon-\(kind)\(nextID)"
    }
}

// MARK: SVG's notation

/// A text node's glyphs. (Its count comes from `gsk_text_node_get_num_glyphs`: Swift takes
/// `gsk_text_node_get_glyphs`, declared pure, not to write the count it returns.)
private func glyphs(of node: OpaquePointer) -> UnsafeBufferPointer<PangoGlyphInfo> {
    UnsafeBufferPointer(start: gsk_text_node_get_glyphs(node, nil), count: Int(gsk_text_node_get_num_glyphs(node)))
}

private func attributes(of rect: graphene_rect_t) -> String {
    "x=\"\(number(Double(rect.origin.x)))\" y=\"\(number(Double(rect.origin.y)))\" "
        + "width=\"\(number(Double(rect.size.width)))\" height=\"\(number(Double(rect.size.height)))\""
}

/// A rounded rectangle's outline, clockwise from its top left corner.
private func path(of rect: GskRoundedRect) -> String {
    let arcs = rect.cornerArcs
    return arcs.enumerated().map { index, arc in
        (index == 0 ? "M" : "L") + "\(number(arc.start.x)) \(number(arc.start.y))"
            + "A\(number(arc.radii.width)) \(number(arc.radii.height)) 0 0 1 \(number(arc.end.x)) \(number(arc.end.y))"
    }.joined() + "Z"
}

private func svgColor(_ color: GdkRGBA) -> String {
    let channels = [color.red, color.green, color.blue].map { Int((Double($0) * 255).rounded()) }
    return "rgb(\(channels[0]),\(channels[1]),\(channels[2]))"
}

/// A length as SVG reads it: at most three decimals, with no trailing zeros.
private func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
