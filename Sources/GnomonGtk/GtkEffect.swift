import CGtk
import Foundation
import GnomonCore

/// `GnomonEffect`: a GtkWidget subclass, registered from Swift, whose children (each given
/// the whole widget, on top of each other) it draws with a `DrawingEffect`: cut to an outline
/// (GTK's rounded clip for the built-in shapes; any other path through cairo), over a shadow
/// (GtkSnapshot's), blurred (GtkSnapshot's), masked by its first child or as one group
/// (through cairo, as GTK 4.8 has no mask node), or transformed — allocated with the
/// transform, so that GTK draws and picks them where they are drawn.
///
/// The effect is kept on the widget (object data), as `dump()` reads it back.
@MainActor
enum GtkEffect {
    private static let dataKey = "gnomon-effect"

    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonEffect") { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        widgetClass.pointee.snapshot = snapshot
        widgetClass.pointee.measure = measure
        widgetClass.pointee.size_allocate = sizeAllocate
        widgetClass.pointee.get_request_mode = requestMode
        widgetClass.pointee.compute_expand = GtkWidgetSubclass.computeExpandFromChildren
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = GtkWidgetSubclass.disposeUnparentingChildren
    }

    static func set(_ effect: DrawingEffect?, on widget: WidgetPointer) {
        // A mask measures only its view, and a transform is the children's allocation: the
        // size or the allocation changes only if the old or the new effect is one of those.
        let effects = [GtkEffect.effect(of: UnsafeMutableRawPointer(widget)), effect]
        let data = effect.map { Unmanaged.passRetained(EffectBox($0)).toOpaque() }
        g_object_set_data_full(gobject(widget), dataKey, data) { Unmanaged<EffectBox>.fromOpaque($0!).release() }
        if effects.contains(.mask) {
            gtk_widget_queue_resize(widget)
        } else if effects.contains(where: { $0?.movesChildren == true }) {
            gtk_widget_queue_allocate(widget)
        }
        gtk_widget_queue_draw(widget)
    }

    static func effect(of widget: UnsafeMutableRawPointer) -> DrawingEffect? {
        g_object_get_data(widget.assumingMemoryBound(to: GObject.self), dataKey)
            .map { Unmanaged<EffectBox>.fromOpaque($0).takeUnretainedValue().effect }
    }

    private static let snapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = {
        GtkWidgetSubclass.snapshot($0, $1) { draw($0, into: $1) }
    }

    /// Snapshots the children with the widget's effect.
    private static func draw(_ widget: WidgetPointer, into snapshot: OpaquePointer) {
        let width = Float(gtk_widget_get_width(widget)), height = Float(gtk_widget_get_height(widget))
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
        switch effect(of: UnsafeMutableRawPointer(widget)) {
        case nil:
            snapshotChildren(of: widget, into: snapshot)
        case .clip(.shape(let outline, let style)):
            // Any path: the children drawn by cairo inside it (GTK 4.8 clips to rounded
            // rectangles only).
            let children = node(ofChildrenOf: widget)
            defer { if let children { gsk_render_node_unref(children) } }
            GtkRecording.appendCairo(to: snapshot, bounds: &bounds) { cairo in
                GtkDrawing.trace(outline.path(in: CGRect(x: 0, y: 0, width: Double(width), height: Double(height))), in: cairo)
                cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cairo)
                if let children { drawNode(children, into: cairo) }
            }
        case .clip(let outline):
            var rounded = roundedRect(outline, width: width, height: height)
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
            snapshotChildren(of: widget, into: snapshot)
            gtk_snapshot_pop(snapshot)
        case .shadow(let color, let radius, let x, let y):
            var shadow = GskShadow(color: GtkDrawing.rgba(color, in: widget), dx: Float(x), dy: Float(y), radius: Float(radius))
            gtk_snapshot_push_shadow(snapshot, &shadow, 1)
            snapshotChildren(of: widget, into: snapshot)
            gtk_snapshot_pop(snapshot)
        case .blur(let radius, let isOpaque):
            blur(widget, by: radius, opaque: isOpaque, within: &bounds, into: snapshot)
        case .transform:
            snapshotChildren(of: widget, into: snapshot)  // their allocation holds the transform
        case .visual(let effect):
            // The transforms are in the children's allocation.
            if effect.alpha < 1 { gtk_snapshot_push_opacity(snapshot, effect.alpha) }
            blur(widget, by: effect.blurRadius, opaque: effect.blurIsOpaque, within: &bounds, into: snapshot)
            if effect.alpha < 1 { gtk_snapshot_pop(snapshot) }
        case .group:
            // A group as large as what the children draw, which may spill outside the widget.
            let children = node(ofChildrenOf: widget)
            defer { if let children { gsk_render_node_unref(children) } }
            var drawn = bounds
            if let children { gsk_render_node_get_bounds(children, &drawn) }
            GtkRecording.appendCairo(to: snapshot, bounds: &drawn) { cairo in
                cairo_push_group(cairo)
                if let children { drawNode(children, into: cairo) }
                cairo_pop_group_to_source(cairo)
                cairo_paint(cairo)
            }
        case .mask:
            // The mask (the first child) and the view (the last) drawn apart, then the view
            // painted through the mask's alpha.
            guard let first = gtk_widget_get_first_child(widget), let last = gtk_widget_get_last_child(widget), first != last else {
                return snapshotChildren(of: widget, into: snapshot)
            }
            let (mask, view) = (node(of: first, in: widget), node(of: last, in: widget))
            defer { [mask, view].compactMap { $0 }.forEach { gsk_render_node_unref($0) } }
            guard let mask, let view else { return }
            GtkRecording.appendCairo(to: snapshot, bounds: &bounds) { cairo in
                cairo_push_group(cairo)
                drawNode(view, into: cairo)
                let drawn = cairo_pop_group(cairo)
                cairo_push_group(cairo)
                drawNode(mask, into: cairo)
                let alpha = cairo_pop_group(cairo)
                cairo_set_source(cairo, drawn)
                cairo_mask(cairo, alpha)
                cairo_pattern_destroy(drawn)
                cairo_pattern_destroy(alpha)
            }
        }
    }

    /// As large as its largest child along each axis, with the largest baseline (text inside
    /// still lines up by it); a mask's size is its view's: only the view is measured.
    private static let measure: @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
        guard let widget else { return }
        let address = UInt(bitPattern: widget)
        let isMask = MainActor.assumeIsolated { GtkEffect.effect(of: UnsafeMutableRawPointer(bitPattern: address)!) == .mask }
        var (least, most, leastBaseline, mostBaseline): (Int32, Int32, Int32, Int32) = (0, 0, -1, -1)
        var child = isMask ? gtk_widget_get_last_child(widget) : gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 {
                var (childMinimum, childNatural, childMinimumBaseline, childNaturalBaseline): (Int32, Int32, Int32, Int32) = (0, 0, -1, -1)
                gtk_widget_measure(current, orientation, forSize, &childMinimum, &childNatural, &childMinimumBaseline, &childNaturalBaseline)
                (least, most) = (max(least, childMinimum), max(most, childNatural))
                (leastBaseline, mostBaseline) = (max(leastBaseline, childMinimumBaseline), max(mostBaseline, childNaturalBaseline))
            }
            child = isMask ? nil : gtk_widget_get_next_sibling(current)
        }
        minimum?.pointee = least
        natural?.pointee = most
        minimumBaseline?.pointee = leastBaseline
        naturalBaseline?.pointee = mostBaseline
    }

    /// Each child gets the whole widget, moved by the transform if the effect is one.
    private static let sizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
        widget, width, height, baseline in
        guard let widget else { return }
        let address = UInt(bitPattern: widget)
        let effect = MainActor.assumeIsolated { GtkEffect.effect(of: UnsafeMutableRawPointer(bitPattern: address)!) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 {
                let transform: OpaquePointer? =
                    switch effect {
                    case .transform(let transform, let anchor)?:
                        gskTransform(transform, anchor: anchor, width: Float(width), height: Float(height), after: nil)
                    case .visual(let visual)?:
                        // Outermost first, so that a point goes through the innermost first.
                        visual.transforms.reversed().reduce(OpaquePointer?.none) { outer, step in
                            gskTransform(step.transform, anchor: step.anchor, width: Float(width), height: Float(height), after: outer)
                        }
                    default:
                        nil
                    }
                gtk_widget_allocate(current, width, height, baseline, transform)  // takes the transform
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Height for width if any child wraps, as a box asks.
    private static let requestMode: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = { widget in
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_get_request_mode(current) != GTK_SIZE_REQUEST_CONSTANT_SIZE { return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH }
            child = gtk_widget_get_next_sibling(current)
        }
        return GTK_SIZE_REQUEST_CONSTANT_SIZE
    }

    /// `transform` about the point `anchor` of a `width` × `height` widget, as GTK's
    /// transform, applied to a point before `outer` (which it takes).
    nonisolated private static func gskTransform(
        _ transform: ViewTransform, anchor: UnitPoint, width: Float, height: Float, after outer: OpaquePointer?
    ) -> OpaquePointer? {
        var pivot = graphene_point_t(x: Float(anchor.x) * width, y: Float(anchor.y) * height)
        var back = graphene_point_t(x: -pivot.x, y: -pivot.y)
        var moved = gsk_transform_translate(outer, &pivot)
        switch transform {
        case .translation(let x, let y):
            var by = graphene_point_t(x: Float(x), y: Float(y))
            moved = gsk_transform_translate(moved, &by)
        case .scale(let x, let y):
            moved = gsk_transform_scale(moved, Float(x), Float(y))
        case .rotation(let angle):
            moved = gsk_transform_rotate(moved, Float(angle.degrees))
        case .rotation3D(let angle, let x, let y, let z, let anchorZ, let perspective):
            if perspective > 0 { moved = gsk_transform_perspective(moved, 2 * max(width, height) / Float(perspective)) }
            // About the anchor moved anchorZ towards the viewer: the plane is moved away from
            // it, turned, and moved back.
            var towards = graphene_point3d_t(x: 0, y: 0, z: Float(anchorZ)), away = graphene_point3d_t(x: 0, y: 0, z: -Float(anchorZ))
            if anchorZ != 0 { moved = gsk_transform_translate_3d(moved, &towards) }
            var axis = graphene_vec3_t()
            graphene_vec3_init(&axis, Float(x), Float(y), Float(z))
            moved = gsk_transform_rotate_3d(moved, Float(angle.degrees), &axis)
            if anchorZ != 0 { moved = gsk_transform_translate_3d(moved, &away) }
        }
        return gsk_transform_translate(moved, &back)
    }

    /// The rounded rectangle GTK clips a built-in shape's outline to.
    private static func roundedRect(_ outline: ClipOutline, width: Float, height: Float) -> GskRoundedRect {
        var rounded = GskRoundedRect()
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height))
        switch outline {
        case .rectangle, .shape:
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, 0)
        case .roundedRectangle(let radius):
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, min(Float(radius), width / 2, height / 2))
        case .capsule:
            gsk_rounded_rect_init_from_rect(&rounded, &bounds, min(width, height) / 2)
        case .circle:
            let side = min(width, height)
            var square = graphene_rect_t(
                origin: graphene_point_t(x: (width - side) / 2, y: (height - side) / 2), size: graphene_size_t(width: side, height: side))
            gsk_rounded_rect_init_from_rect(&rounded, &square, side / 2)
        case .ellipse:
            var corner = graphene_size_t(width: width / 2, height: height / 2)
            gsk_rounded_rect_init(&rounded, &bounds, &corner, &corner, &corner, &corner)
        }
        return rounded
    }

    /// Draws the children blurred by `radius` (unblurred if it is 0); an opaque blur is kept
    /// within `bounds`.
    private static func blur(
        _ widget: WidgetPointer, by radius: CGFloat, opaque: Bool, within bounds: inout graphene_rect_t, into snapshot: OpaquePointer
    ) {
        guard radius > 0 else { return snapshotChildren(of: widget, into: snapshot) }
        if opaque { gtk_snapshot_push_clip(snapshot, &bounds) }
        gtk_snapshot_push_blur(snapshot, Double(radius))
        snapshotChildren(of: widget, into: snapshot)
        gtk_snapshot_pop(snapshot)
        if opaque { gtk_snapshot_pop(snapshot) }
    }

    private static func snapshotChildren(of widget: WidgetPointer, into snapshot: OpaquePointer) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            gtk_widget_snapshot_child(widget, current, snapshot)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The children's render node, in the widget's coordinates; nil if they draw nothing.
    private static func node(ofChildrenOf widget: WidgetPointer) -> OpaquePointer? {
        let children = gtk_snapshot_new()!
        snapshotChildren(of: widget, into: children)
        return gtk_snapshot_free_to_node(children)
    }

    /// Draws a node the children drew onto cairo: as GSK draws it, and with what a recording
    /// for files copied of Gnomon's own drawing in it (`GtkNodeDrawing`).
    private static func drawNode(_ node: OpaquePointer, into cairo: OpaquePointer) {
        GtkNodeDrawing(GtkRecording.current).draw(node, into: cairo)
    }

    /// One child's render node, in the widget's coordinates; nil if it draws nothing.
    private static func node(of child: WidgetPointer, in widget: WidgetPointer) -> OpaquePointer? {
        let alone = gtk_snapshot_new()!
        gtk_widget_snapshot_child(widget, child, alone)
        return gtk_snapshot_free_to_node(alone)
    }

    private final class EffectBox {
        let effect: DrawingEffect
        init(_ effect: DrawingEffect) { self.effect = effect }
    }
}

extension DrawingEffect {
    /// Whether the effect moves the children in their allocation (a transform).
    fileprivate var movesChildren: Bool {
        switch self {
        case .transform: true
        case .visual(let effect): !effect.transforms.isEmpty
        default: false
        }
    }
}

extension GtkEffect: GtkPropertyAccessor {
    static var key: WidgetProperty<DrawingEffect?> { .effect }
    static func set(_ effect: DrawingEffect?, on handle: GtkWidgetHandle) { set(effect, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> DrawingEffect? { effect(of: widget) }
}
