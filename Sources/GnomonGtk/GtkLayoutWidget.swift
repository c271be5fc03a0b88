import CGtk
import Foundation
import GnomonCore

/// `GnomonLayout`: a GtkWidget subclass, registered from Swift, whose children a `Layout`
/// sizes and places. Its layout manager, `GnomonLayoutManager` (a `GtkLayoutManager` subclass
/// registered the same way), answers GTK's measuring by asking the layout the size it takes
/// for a proposal of nothing (the minimum) and of none (the natural size), and allocates by
/// the frames the layout places its children in. Children are measured by GTK
/// (`gtk_widget_measure`, which GTK caches per size), so a relayout measures again only the
/// children that changed.
///
/// ```swift
/// GtkLayoutWidget.set(description, on: widget)   // the `layout` property
/// ```
@MainActor
enum GtkLayoutWidget {
    /// The registered widget type.
    static let type = GtkWidgetSubclass.register("GnomonLayout") { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_layout_manager_type(widgetClass, managerType)
        widgetClass.pointee.compute_expand = GtkWidgetSubclass.computeExpandFromChildren
        // A container of the app's views, as a box is: nothing to name it by.
        gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_GENERIC)
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = GtkWidgetSubclass.disposeUnparentingChildren
    }

    /// The layout manager type every `GnomonLayout` has.
    private static let managerType = GtkWidgetSubclass.register("GnomonLayoutManager", subclassing: gtk_layout_manager_get_type()) { klass, _ in
        let managerClass = klass!.assumingMemoryBound(to: GtkLayoutManagerClass.self)
        managerClass.pointee.measure = managerMeasure
        managerClass.pointee.allocate = managerAllocate
        managerClass.pointee.get_request_mode = managerRequestMode
    }

    /// Gives the widget the layout it runs; a different one lays it out again. A stack's box
    /// runs one while it is laid out by SwiftUI's rules (`layOut(box:byEngine:)`).
    static func set(_ layout: LayoutDescription?, on widget: WidgetPointer) {
        if gnomon_is_a(widget, gtk_box_get_type()) != 0 { layOut(box: widget, byEngine: layout != nil) }
        guard let layout else {
            g_object_set_qdata_full(gobject(widget), engineQuark, nil, nil)
            return gtk_widget_queue_resize(widget)
        }
        if let engine = engine(of: widget) {
            if engine.setLayout(layout) { gtk_widget_queue_resize(widget) }
            return
        }
        let engine = Unmanaged.passRetained(LayoutEngine(layout)).toOpaque()
        g_object_set_qdata_full(gobject(widget), engineQuark, engine) { Unmanaged<LayoutEngine>.fromOpaque($0!).release() }
        gtk_widget_queue_resize(widget)
    }

    /// A stack whose views ask for SwiftUI's rules — a layout priority, an alignment guide, an
    /// alignment of the app's own, none of which `GtkBoxLayout` has — is a `GtkBox` laid out by
    /// a `GnomonLayoutManager` while they do. Its `GtkBoxLayout` is kept aside, holding the
    /// box's spacing and orientation (`boxProperties(of:)`), and lays the box out again once
    /// they no longer do.
    private static func layOut(box: WidgetPointer, byEngine: Bool) {
        let kept = g_object_get_qdata(gobject(box), keptBoxLayoutQuark)
        if byEngine, kept == nil {
            let boxLayout = gtk_widget_get_layout_manager(box)!
            g_object_set_qdata_full(gobject(box), keptBoxLayoutQuark, g_object_ref(UnsafeMutableRawPointer(boxLayout))) { g_object_unref($0) }
            let manager = g_object_new_with_properties(managerType, 0, nil, nil)!
            gtk_widget_set_layout_manager(box, UnsafeMutableRawPointer(manager).assumingMemoryBound(to: GtkLayoutManager.self))
        } else if !byEngine, let kept {
            // The widget takes the reference it is given; the kept one goes with the data.
            gtk_widget_set_layout_manager(box, g_object_ref(kept).assumingMemoryBound(to: GtkLayoutManager.self))
            g_object_set_qdata(gobject(box), keptBoxLayoutQuark, nil)
        }
    }

    /// What holds a box's spacing and orientation: the box, or its `GtkBoxLayout` while it is
    /// kept aside (the box's own properties would read its layout manager's).
    static func boxProperties(of box: WidgetPointer) -> UnsafeMutableRawPointer {
        g_object_get_qdata(gobject(box), keptBoxLayoutQuark) ?? UnsafeMutableRawPointer(box)
    }

    static func layout(of widget: WidgetPointer) -> LayoutDescription? {
        engine(of: widget)?.layout
    }


    /// What a child tells its layout (`layout-child`), kept on the child for the layout to read.
    static func setTraits(_ traits: LayoutChildTraits?, on widget: WidgetPointer) {
        let data = traits.map { Unmanaged.passRetained(TraitsBox($0)).toOpaque() }
        g_object_set_qdata_full(gobject(widget), traitsQuark, data) { Unmanaged<TraitsBox>.fromOpaque($0!).release() }
        if let parent = gtk_widget_get_parent(widget), engine(of: parent) != nil { childrenChanged(parent) }
    }

    static func traits(of widget: WidgetPointer) -> LayoutChildTraits? {
        g_object_get_qdata(gobject(widget), traitsQuark).map { Unmanaged<TraitsBox>.fromOpaque($0).takeUnretainedValue().traits }
    }

    /// What its layout places changed: its engine measures and places again.
    static func childrenChanged(_ container: WidgetPointer) {
        engine(of: container)?.childrenChanged()
        g_object_set_qdata(gobject(container), passQuark, nil)
        gtk_widget_queue_resize(container)
    }

    /// What the container's views are sized relative to changed size: it reads the new size
    /// and is measured again.
    fileprivate static func containerResized(_ widget: WidgetPointer) {
        engine(of: widget)?.containerChanged()
        measureAgain(widget)
    }

    fileprivate static func engine(of widget: WidgetPointer) -> LayoutEngine? {
        g_object_get_qdata(gobject(widget), engineQuark).map { Unmanaged<LayoutEngine>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The widget's minimum and natural lengths along `orientation`, for `forSize` across.
    fileprivate static func measure(_ widget: WidgetPointer, horizontal: Bool, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        guard let engine = engine(of: widget) else { return (0, 0) }
        let children = children(of: widget)
        let across: CGFloat? = forSize >= 0 ? CGFloat(forSize) : nil
        let least = horizontal ? ProposedViewSize(width: 0, height: across) : ProposedViewSize(width: across, height: 0)
        let ideal = horizontal ? ProposedViewSize(width: nil, height: across) : ProposedViewSize(width: across, height: nil)
        let axis: Axis = horizontal ? .horizontal : .vertical
        let minimum = length(engine.sizeThatFits(least, children: children), along: axis)
        let natural = length(engine.sizeThatFits(ideal, children: children), along: axis)
        if engine.readsContainerSize { children.watchContainer() }
        return (minimum, max(minimum, natural))
    }

    private static func length(_ size: CGSize, along axis: Axis) -> Int32 {
        let value = axis == .horizontal ? size.width : size.height
        return value.isFinite ? Int32(hostPixels(value, .up)) : 0
    }

    fileprivate static func allocate(_ widget: WidgetPointer, width: Int32, height: Int32) {
        guard let engine = engine(of: widget) else { return }
        let children = children(of: widget)
        g_object_set_qdata(gobject(widget), passQuark, nil)
        if engine.place(in: CGRect(x: 0, y: 0, width: Int(width), height: Int(height)), children: children) {
            measureAgain(widget)
        }
    }

    /// The container's children with what this layout pass has measured of them: GTK measures
    /// a container for a width, for a height and then allocates it, and the layout asks each
    /// child its size each time. Kept on the container from its first measuring to its
    /// allocation, within one frame and while no widget changed (`GtkHost.changes`); a new
    /// set otherwise.
    fileprivate static func children(of widget: WidgetPointer) -> GtkLayoutChildren {
        let frame = gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
        if let data = g_object_get_qdata(gobject(widget), passQuark) {
            let kept = Unmanaged<GtkLayoutChildren>.fromOpaque(data).takeUnretainedValue()
            if let frame, kept.pass == GtkLayoutChildren.Pass(frame: frame, changes: GtkHost.changes) { return kept }
        }
        let children = GtkLayoutChildren(widget)
        guard let frame else {
            g_object_set_qdata(gobject(widget), passQuark, nil)
            return children
        }
        children.pass = GtkLayoutChildren.Pass(frame: frame, changes: GtkHost.changes)
        g_object_set_qdata_full(
            gobject(widget), passQuark, Unmanaged.passRetained(children).toOpaque()
        ) { Unmanaged<GtkLayoutChildren>.fromOpaque($0!).release() }
        return children
    }

    /// Has GTK measure the widget again, as soon as the allocation under way is over: GTK
    /// ignores a resize queued while it allocates (and the widget, marked, ignores the next
    /// one too), and keeps a widget's measurements until one is.
    fileprivate static func measureAgain(_ widget: WidgetPointer) {
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            gtk_widget_queue_resize(data!.assumingMemoryBound(to: GtkWidget.self))
            return 0
        }, g_object_ref(UnsafeMutableRawPointer(widget)), { data in g_object_unref(data) })
    }

    private final class TraitsBox {
        let traits: LayoutChildTraits
        init(_ traits: LayoutChildTraits) { self.traits = traits }
    }

    nonisolated private static let engineQuark = g_quark_from_string("gnomon-layout")
    nonisolated private static let passQuark = g_quark_from_string("gnomon-layout-pass")
    nonisolated private static let traitsQuark = g_quark_from_string("gnomon-layout-child")
    nonisolated private static let keptBoxLayoutQuark = g_quark_from_string("gnomon-kept-box-layout")
}

/// A `GnomonLayout`'s children, as GTK measures them: a child offered a length takes it if it
/// expands along that axis, else its natural length within the offer, never less than its
/// minimum; offered none, its natural length. Heights are measured for the width taken.
///
/// Made for one layout pass of GTK's (measures and an allocation), during which no child
/// changes: each child's width, and its height for the last width asked, are measured once
/// however often the layout asks.
@MainActor
private final class GtkLayoutChildren: LayoutChildren {
    // Only this object touches its arrays, one call at a time: no dynamic exclusivity checks,
    // which cost more than a measurement GTK has cached.
    @exclusivity(unchecked) private var widgets: [WidgetPointer] = []
    @exclusivity(unchecked) private var widths: [(minimum: Int32, natural: Int32)?]
    @exclusivity(unchecked) private var heights: [(forSize: Int32, minimum: Int32, natural: Int32, baseline: Int32)?]
    /// Whether each child expands, horizontally and vertically: asked only of a child offered a
    /// length along that axis.
    @exclusivity(unchecked) private var expands: [(horizontal: Bool?, vertical: Bool?)]
    let layoutDirection: LayoutDirection
    /// The frame and the count of widget changes it was made at, while kept for a pass.
    var pass: Pass?

    struct Pass: Equatable {
        let frame: gint64
        let changes: Int
    }

    private let container: WidgetPointer

    init(_ container: WidgetPointer) {
        self.container = container
        layoutDirection = gtk_widget_get_direction(container) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
        var child = gtk_widget_get_first_child(container)
        while let current = child {
            // Visible children, the ones the layout hides (not child-visible) among them.
            if gtk_widget_get_visible(current) != 0 { widgets.append(current) }
            child = gtk_widget_get_next_sibling(current)
        }
        widths = Array(repeating: nil, count: widgets.count)
        heights = Array(repeating: nil, count: widgets.count)
        expands = Array(repeating: (nil, nil), count: widgets.count)
    }

    var count: Int { widgets.count }

    /// Where the container is in its window's content: under the window's title bar.
    var originInWindow: CGPoint {
        guard let root = gtk_widget_get_root(container) else { return .zero }
        let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
        var point = graphene_point_t(x: 0, y: 0), inWindow = graphene_point_t()
        guard gtk_widget_compute_point(container, window, &point, &inWindow) != 0 else { return .zero }
        var titleBar = graphene_point_t()
        if gnomon_is_a(window, gtk_window_get_type()) != 0, let bar = gtk_window_get_titlebar(cast(window)),
            gtk_widget_compute_point(bar, window, &point, &titleBar) != 0
        {
            titleBar.y += Float(gtk_widget_get_height(bar))
        }
        return CGPoint(x: Double(inWindow.x), y: Double(inWindow.y - titleBar.y))
    }

    /// What the nearest scrolled window shows (its adjustments' page sizes: its size less any
    /// scrollbars beside the content), else the window's size below its title bar: nil until
    /// allocated.
    var containerSize: CGSize? {
        guard let relative = relativeTo() else { return nil }
        if gnomon_is_a(relative, gtk_scrolled_window_get_type()) != 0 {
            let width = gtk_adjustment_get_page_size(gtk_scrolled_window_get_hadjustment(cast(relative)))
            let height = gtk_adjustment_get_page_size(gtk_scrolled_window_get_vadjustment(cast(relative)))
            return width > 0 && height > 0 ? CGSize(width: width, height: height) : nil
        }
        guard var size = Self.allocatedSize(of: relative) else { return nil }
        if let bar = gtk_window_get_titlebar(cast(relative)), gtk_widget_get_visible(bar) != 0 {
            size.height -= CGFloat(gtk_widget_get_height(bar))
        }
        return size
    }

    /// What the container's views are sized relative to: the nearest scrolled window around
    /// it, else its window.
    private func relativeTo() -> WidgetPointer? {
        var ancestor = gtk_widget_get_parent(container)
        while let current = ancestor {
            if gnomon_is_a(current, gtk_scrolled_window_get_type()) != 0 { return current }
            if gtk_widget_get_parent(current) == nil { return gnomon_is_a(current, gtk_window_get_type()) != 0 ? current : nil }
            ancestor = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// Has the container measured again when the size of what its views are sized relative to
    /// changes: the window's (resized, maximized, made full screen) or the scrolled window's
    /// (its adjustments' page sizes). Connected once per container and that widget; the
    /// handlers go with the container.
    func watchContainer() {
        guard let watched = relativeTo(), g_object_get_qdata(gobject(container), Self.watchQuark) != UnsafeMutableRawPointer(watched) else {
            return
        }
        g_object_set_qdata(gobject(container), Self.watchQuark, UnsafeMutableRawPointer(watched))
        func connect(_ signal: String, of object: UnsafeMutableRawPointer) {
            g_signal_connect_object(object, signal, unsafeBitCast(containerResized, to: GCallback.self), container, G_CONNECT_SWAPPED)
        }
        if gnomon_is_a(watched, gtk_scrolled_window_get_type()) != 0 {
            connect("notify::page-size", of: UnsafeMutableRawPointer(gtk_scrolled_window_get_hadjustment(cast(watched))!))
            connect("notify::page-size", of: UnsafeMutableRawPointer(gtk_scrolled_window_get_vadjustment(cast(watched))!))
        } else {
            for property in ["default-width", "default-height", "maximized", "fullscreened"] {
                connect("notify::\(property)", of: UnsafeMutableRawPointer(watched))
            }
        }
    }

    nonisolated private static let watchQuark = g_quark_from_string("gnomon-layout-watched-container")

    private static func allocatedSize(of widget: WidgetPointer) -> CGSize? {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        return width > 0 && height > 0 ? CGSize(width: Int(width), height: Int(height)) : nil
    }

    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let across = width(of: index)
        let width = ProposedViewSize.length(
            offered: proposal.width, minimum: Int(across.minimum), natural: Int(across.natural),
            expands: proposal.width != nil && expandsHorizontally(index))
        // The height for the width the child will be given at least (its frame is rounded).
        let forSize = width.isFinite ? Int32(max(0, hostPixels(width, .down))) : -1
        let along = height(of: index, forSize: forSize)
        let height = ProposedViewSize.length(
            offered: proposal.height, minimum: Int(along.minimum), natural: Int(along.natural),
            expands: proposal.height != nil && expandsVertically(index))
        return CGSize(width: width, height: height)
    }

    private func width(of index: Int) -> (minimum: Int32, natural: Int32) {
        if let known = widths[index] { return known }
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widgets[index], GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        widths[index] = (minimum, natural)
        return (minimum, natural)
    }

    private func expandsHorizontally(_ index: Int) -> Bool {
        if let known = expands[index].horizontal { return known }
        let expanding = gtk_widget_compute_expand(widgets[index], GTK_ORIENTATION_HORIZONTAL) != 0
        expands[index].horizontal = expanding
        return expanding
    }

    /// The child's minimum and natural heights for `forSize` across, and the baseline of its
    /// natural height (-1 for none).
    private func height(of index: Int, forSize: Int32) -> (minimum: Int32, natural: Int32, baseline: Int32) {
        if let known = heights[index], known.forSize == forSize { return (known.minimum, known.natural, known.baseline) }
        var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, baseline: Int32 = -1
        gtk_widget_measure(widgets[index], GTK_ORIENTATION_VERTICAL, forSize, &minimum, &natural, &minimumBaseline, &baseline)
        heights[index] = (forSize, minimum, natural, baseline)
        return (minimum, natural, baseline)
    }

    /// GTK's baseline of the child's natural height for its width (its first line's); a
    /// label's last line lies as far below it as in its text laid out at that width. A child
    /// laid out by a layout of its own (a stack by SwiftUI's rules) has the baselines of the
    /// text it places, within its margins, border and padding.
    func textBaselines(_ index: Int, in size: CGSize) -> TextBaselines? {
        guard size.width.isFinite, size.height.isFinite else { return nil }
        let child = widgets[index]
        if let engine = GtkLayoutWidget.engine(of: child) ?? Self.stackEngine(of: child) {
            let insets = GtkContentInsets(of: child)
            let content = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
            return engine.textBaselines(in: content, children: GtkLayoutWidget.children(of: child))
                .map { TextBaselines(first: $0.first + insets.top, last: $0.last + insets.top) }
        }
        let width = Int32(max(0, hostPixels(size.width, .down)))
        let baseline = height(of: index, forSize: width).baseline
        guard baseline >= 0 else { return nil }
        let first = CGFloat(baseline)
        return TextBaselines(first: first, last: first + GtkLabelWidget.lastLineOffset(of: widgets[index], width: width))
    }

    /// For a stack GTK lays out (a `GtkBox`), SwiftUI's stack along its orientation.
    private static func stackEngine(of widget: WidgetPointer) -> LayoutEngine? {
        guard gnomon_is_a(widget, gtk_box_get_type()) != 0 else { return nil }
        let vertical = gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_VERTICAL
        let spacing = gtk_box_get_spacing(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self))
        return LayoutEngine.stack(along: vertical ? .vertical : .horizontal, spacing: CGFloat(spacing))
    }

    private func expandsVertically(_ index: Int) -> Bool {
        if let known = expands[index].vertical { return known }
        let expanding = gtk_widget_compute_expand(widgets[index], GTK_ORIENTATION_VERTICAL) != 0
        expands[index].vertical = expanding
        return expanding
    }

    func traits(of index: Int) -> LayoutChildTraits {
        GtkLayoutWidget.traits(of: widgets[index]) ?? LayoutChildTraits()
    }

    func place(_ index: Int, in frame: CGRect) {
        let x = hostPixels(frame.minX), y = hostPixels(frame.minY)
        var allocation = GtkAllocation(
            x: Int32(x), y: Int32(y), width: Int32(max(0, hostPixels(frame.maxX) - x)), height: Int32(max(0, hostPixels(frame.maxY) - y)))
        if gtk_widget_get_child_visible(widgets[index]) == 0 { gtk_widget_set_child_visible(widgets[index], 1) }
        gtk_widget_size_allocate(widgets[index], &allocation, -1)
    }

    /// Unmapped until placed again (GTK's way for a container to hide a child as it allocates).
    func hide(_ index: Int) {
        if gtk_widget_get_child_visible(widgets[index]) != 0 { gtk_widget_set_child_visible(widgets[index], 0) }
    }
}

private let managerMeasure: @convention(c) (
    UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { _, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    let address = UInt(bitPattern: widget), horizontal = orientation == GTK_ORIENTATION_HORIZONTAL
    let size = MainActor.assumeIsolatedUnchecked {
        GtkLayoutWidget.measure(WidgetPointer(bitPattern: address)!, horizontal: horizontal, forSize: forSize)
    }
    minimum?.pointee = size.minimum
    natural?.pointee = size.natural
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

private let managerAllocate: @convention(c) (UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    _, widget, width, height, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolatedUnchecked { GtkLayoutWidget.allocate(WidgetPointer(bitPattern: address)!, width: width, height: height) }
}

/// The size of what a layout's views are sized relative to changed (often as GTK allocates
/// it): measure the layout again.
private let containerResized: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    widget, _, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolatedUnchecked { GtkLayoutWidget.containerResized(WidgetPointer(bitPattern: address)!) }
}

/// Heights follow widths, as SwiftUI measures.
private let managerRequestMode: @convention(c) (UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = {
    _, _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}

extension GtkLayoutWidget: GtkPropertyAccessor {
    static var key: WidgetProperty<LayoutDescription?> { .layout }
    static func set(_ layout: LayoutDescription?, on handle: GtkWidgetHandle) { set(layout, on: handle.pointer) }
    static func value(of widget: WidgetPointer) -> LayoutDescription? { layout(of: widget) }

    /// What a child tells its layout (`layout-child`).
    enum ChildTraits: GtkPropertyAccessor {
        static var key: WidgetProperty<LayoutChildTraits?> { .layoutChild }
        static func set(_ traits: LayoutChildTraits?, on handle: GtkWidgetHandle) { GtkLayoutWidget.setTraits(traits, on: handle.pointer) }
        static func value(of widget: WidgetPointer) -> LayoutChildTraits? { GtkLayoutWidget.traits(of: widget) }
    }
}
