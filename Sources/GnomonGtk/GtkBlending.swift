import CGtk
import GnomonCore

/// `GnomonOverlay`: GTK's `GtkOverlay` (a `ZStack`'s layers) subclassed from Swift, whose
/// snapshot blends each layer with a `blend-mode` with the layers drawn under it — a blend node
/// of what is below and the layer. GTK draws each widget by itself, so only a parent can give a
/// layer what is under it; a layer's mode is kept on it (object data).
///
/// ```swift
/// GtkBlending.set(.multiply, on: layer)   // blends once it is a GnomonOverlay's layer
/// ```
@MainActor
enum GtkBlending {
    /// The registered overlay type: GtkOverlay's class and instances, its snapshot replaced,
    /// and expanding as a box does, if any layer does (GtkOverlay's own counts only its main
    /// child, which a `ZStack` has none of).
    static let overlayType = GtkWidgetSubclass.register("GnomonOverlay", subclassing: gtk_overlay_get_type()) { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = snapshot
        widgetClass.pointee.compute_expand = GtkWidgetSubclass.computeExpandFromChildren
    }

    static func set(_ mode: BlendMode, on widget: WidgetPointer) {
        let index = BlendMode.allCases.firstIndex(of: mode)!
        g_object_set_qdata(gobject(widget), quark, index == 0 ? nil : UnsafeMutableRawPointer(bitPattern: index))
        if let parent = gtk_widget_get_parent(widget) { gtk_widget_queue_draw(parent) }
    }

    static func mode(of widget: WidgetPointer) -> BlendMode {
        g_object_get_qdata(gobject(widget), quark).map { BlendMode.allCases[Int(bitPattern: $0)] } ?? .normal
    }

    /// Draws the layers in order; a layer with a blend mode is blended with all drawn so far.
    private static let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        GtkWidgetSubclass.snapshot($0, $1) { draw($0, into: $1) }
    }

    private static func draw(_ overlay: WidgetPointer, into snapshot: OpaquePointer) {
        var layers: [WidgetPointer] = []
        var child = gtk_widget_get_first_child(overlay)
        while let current = child {
            layers.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        guard layers.contains(where: { mode(of: $0) != .normal }) else {
            for layer in layers { gtk_widget_snapshot_child(overlay, layer, snapshot) }
            return
        }
        var drawn = gtk_snapshot_new()!
        for layer in layers {
            let mode = mode(of: layer)
            guard mode != .normal else {
                gtk_widget_snapshot_child(overlay, layer, drawn)
                continue
            }
            let below = gtk_snapshot_free_to_node(drawn)
            drawn = gtk_snapshot_new()!
            gtk_snapshot_push_blend(drawn, gskMode(mode))
            if let below { gtk_snapshot_append_node(drawn, below) }
            gtk_snapshot_pop(drawn)
            gtk_widget_snapshot_child(overlay, layer, drawn)
            gtk_snapshot_pop(drawn)
            if let below { gsk_render_node_unref(below) }
        }
        if let node = gtk_snapshot_free_to_node(drawn) {
            gtk_snapshot_append_node(snapshot, node)
            gsk_render_node_unref(node)
        }
    }

    private static func gskMode(_ mode: BlendMode) -> GskBlendMode {
        switch mode {
        case .multiply: GSK_BLEND_MODE_MULTIPLY
        case .screen: GSK_BLEND_MODE_SCREEN
        case .overlay: GSK_BLEND_MODE_OVERLAY
        case .darken: GSK_BLEND_MODE_DARKEN
        case .lighten: GSK_BLEND_MODE_LIGHTEN
        case .colorDodge: GSK_BLEND_MODE_COLOR_DODGE
        case .colorBurn: GSK_BLEND_MODE_COLOR_BURN
        case .softLight: GSK_BLEND_MODE_SOFT_LIGHT
        case .hardLight: GSK_BLEND_MODE_HARD_LIGHT
        case .difference: GSK_BLEND_MODE_DIFFERENCE
        case .exclusion: GSK_BLEND_MODE_EXCLUSION
        case .hue: GSK_BLEND_MODE_HUE
        case .saturation: GSK_BLEND_MODE_SATURATION
        case .color: GSK_BLEND_MODE_COLOR
        case .luminosity: GSK_BLEND_MODE_LUMINOSITY
        case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter: GSK_BLEND_MODE_DEFAULT
        }
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-blend-mode")
}

extension GtkBlending: GtkPropertyAccessor {
    static var key: WidgetProperty<BlendMode> { .blendMode }
    static func set(_ mode: BlendMode, on handle: GtkWidgetHandle) { set(mode, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> BlendMode { mode(of: widget) }
}
