import CGtk
import Foundation
import GnomonCore

/// Where a scrolled window comes to rest (`scroll-target-behavior`): after a person scrolls it
/// (a wheel's notches, a touchpad's swipe and its glide), once the position has held still for
/// a moment, the behavior moves the place it stopped at — to a page, to the nearest view of the
/// widget marked `scroll-targets` — and the window scrolls there. Scrolls the app makes
/// (`ScrollViewReader`) and a dragged scrollbar stay where they are put. GTK 4.8 has no
/// snapping of its own.
///
/// ```swift
/// GtkScrollSnapping.set(ScrollSnapping(.paging), on: scrolledWindow)
/// ```
@MainActor
enum GtkScrollSnapping {
    /// How long the position holds still before the window comes to rest.
    static let settleMilliseconds: guint = 150

    static func set(_ snapping: ScrollSnapping?, on scrolledWindow: WidgetPointer) {
        let data = snapping.map { Unmanaged.passRetained($0).toOpaque() }
        g_object_set_qdata_full(gobject(scrolledWindow), snappingQuark, data) { Unmanaged<ScrollSnapping>.fromOpaque($0!).release() }
        guard snapping != nil, g_object_get_qdata(gobject(scrolledWindow), watchedQuark) == nil else { return }
        g_object_set_qdata(gobject(scrolledWindow), watchedQuark, UnsafeMutableRawPointer(bitPattern: 1))
        for adjustment in adjustments(of: scrolledWindow) {
            g_signal_connect_object(
                UnsafeMutableRawPointer(adjustment), "value-changed", unsafeBitCast(adjustmentMoved, to: GCallback.self),
                UnsafeMutableRawPointer(scrolledWindow), G_CONNECT_SWAPPED)
        }
        // Hears a person scroll before the window does (capture phase), handling nothing.
        let flags = GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_KINETIC.rawValue)
        let controller = gtk_event_controller_scroll_new(flags)!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let object = UnsafeMutableRawPointer(controller), window = UnsafeMutableRawPointer(scrolledWindow)
        for (signal, handler) in [
            ("scroll", unsafeBitCast(scrolled, to: GCallback.self)), ("scroll-end", unsafeBitCast(scrollEnded, to: GCallback.self)),
            ("decelerate", unsafeBitCast(decelerated, to: GCallback.self)),
        ] {
            g_signal_connect_data(object, signal, handler, window, nil, GConnectFlags(rawValue: 0))
        }
        gtk_widget_add_controller(scrolledWindow, controller)
    }

    static func snapping(of scrolledWindow: WidgetPointer) -> ScrollSnapping? {
        g_object_get_qdata(gobject(scrolledWindow), snappingQuark).map { Unmanaged<ScrollSnapping>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Marks `widget`'s children as the places a view-aligned scroll comes to rest at.
    static func setTargets(_ holdsTargets: Bool, on widget: WidgetPointer) {
        g_object_set_qdata(gobject(widget), targetsQuark, holdsTargets ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
    }

    static func holdsTargets(_ widget: WidgetPointer) -> Bool {
        g_object_get_qdata(gobject(widget), targetsQuark) != nil
    }

    /// A person scrolled: the window comes to rest once the position holds still. The first
    /// scroll of a gesture notes where the window was (a view-aligned limit counts from it).
    fileprivate static func personScrolled(_ scrolledWindow: WidgetPointer) {
        if g_object_get_qdata(gobject(scrolledWindow), armedQuark) == nil {
            let adjustments = adjustments(of: scrolledWindow)
            let start = ScrollStart(CGPoint(x: gtk_adjustment_get_value(adjustments[0]), y: gtk_adjustment_get_value(adjustments[1])))
            g_object_set_qdata_full(gobject(scrolledWindow), armedQuark, Unmanaged.passRetained(start).toOpaque()) {
                Unmanaged<ScrollStart>.fromOpaque($0!).release()
            }
        }
        waitForStillness(scrolledWindow)
    }

    /// Where the window was when a person began to scroll it.
    private final class ScrollStart {
        let point: CGPoint
        init(_ point: CGPoint) { self.point = point }
    }

    /// The position moved: after a person's scroll, a new wait for it to hold still.
    fileprivate static func positionChanged(_ scrolledWindow: WidgetPointer) {
        if g_object_get_qdata(gobject(scrolledWindow), armedQuark) != nil { waitForStillness(scrolledWindow) }
    }

    private static func waitForStillness(_ scrolledWindow: WidgetPointer) {
        if let waiting = g_object_get_qdata(gobject(scrolledWindow), waitQuark) {
            g_source_remove(guint(UInt(bitPattern: waiting)))
        }
        let source = g_timeout_add_full(G_PRIORITY_DEFAULT, settleMilliseconds, { data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolatedUnchecked {
                let window = WidgetPointer(bitPattern: address)!
                g_object_set_qdata(gobject(window), GtkScrollSnapping.waitQuark, nil)
                let start = GtkScrollSnapping.scrollStart(of: window)
                g_object_set_qdata(gobject(window), GtkScrollSnapping.armedQuark, nil)
                GtkScrollSnapping.comeToRest(window, from: start)
            }
            return 0
        }, g_object_ref(UnsafeMutableRawPointer(scrolledWindow)), { data in g_object_unref(data) })
        g_object_set_qdata(gobject(scrolledWindow), waitQuark, UnsafeMutableRawPointer(bitPattern: UInt(source)))
    }

    fileprivate static func scrollStart(of scrolledWindow: WidgetPointer) -> CGPoint? {
        g_object_get_qdata(gobject(scrolledWindow), armedQuark).map { Unmanaged<ScrollStart>.fromOpaque($0).takeUnretainedValue().point }
    }

    /// Scrolls to where the behavior says a scroll that stopped here, having started at
    /// `start`, comes to rest.
    static func comeToRest(_ scrolledWindow: WidgetPointer, from start: CGPoint?) {
        guard let snapping = snapping(of: scrolledWindow), gtk_widget_get_mapped(scrolledWindow) != 0 else { return }
        let adjustments = adjustments(of: scrolledWindow)
        let (horizontal, vertical) = (adjustments[0], adjustments[1])
        var policies = (GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_get_policy(cast(scrolledWindow), &policies.0, &policies.1)
        var axes: Axis.Set = []
        if policies.0 != GTK_POLICY_NEVER { axes.insert(.horizontal) }
        if policies.1 != GTK_POLICY_NEVER { axes.insert(.vertical) }
        let shown = CGRect(
            x: gtk_adjustment_get_value(horizontal), y: gtk_adjustment_get_value(vertical),
            width: gtk_adjustment_get_page_size(horizontal), height: gtk_adjustment_get_page_size(vertical))
        let landing = ScrollTarget(rect: shown)
        let context = ScrollTargetBehaviorContext(
            originalTarget: landing, velocity: CGVector(dx: 0, dy: 0),
            contentSize: CGSize(width: gtk_adjustment_get_upper(horizontal), height: gtk_adjustment_get_upper(vertical)),
            containerSize: shown.size, axes: axes, targetFrames: targetFrames(in: scrolledWindow), start: start)
        let target = snapping.target(for: landing, context: context)
        // The target's anchor point lines up with the same point of what the window shows.
        let anchor = target.anchor ?? .topLeading
        let origin = CGPoint(
            x: target.rect.minX + anchor.x * (target.rect.width - shown.width),
            y: target.rect.minY + anchor.y * (target.rect.height - shown.height))
        if axes.contains(.horizontal), abs(origin.x - shown.minX) >= 0.5 { gtk_adjustment_set_value(horizontal, origin.x) }
        if axes.contains(.vertical), abs(origin.y - shown.minY) >= 0.5 { gtk_adjustment_set_value(vertical, origin.y) }
    }

    /// The frames, in the content's coordinates, of the children of the first widget marked
    /// `scroll-targets` in the scrolled window's content (breadth first).
    private static func targetFrames(in scrolledWindow: WidgetPointer) -> [CGRect] {
        guard var content = gtk_scrolled_window_get_child(cast(scrolledWindow)) else { return [] }
        if gnomon_is_a(content, gtk_viewport_get_type()) != 0, let child = gtk_viewport_get_child(cast(content)) { content = child }
        var queue = [content]
        while !queue.isEmpty {
            let widget = queue.removeFirst()
            var child = gtk_widget_get_first_child(widget)
            if holdsTargets(widget) {
                var frames: [CGRect] = []
                while let current = child {
                    var bounds = graphene_rect_t()
                    if gtk_widget_get_visible(current) != 0, gtk_widget_compute_bounds(current, content, &bounds) != 0 {
                        frames.append(CGRect(
                            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                            width: Double(bounds.size.width), height: Double(bounds.size.height)))
                    }
                    child = gtk_widget_get_next_sibling(current)
                }
                return frames
            }
            while let current = child {
                queue.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return []
    }

    private static func adjustments(of scrolledWindow: WidgetPointer) -> [UnsafeMutablePointer<GtkAdjustment>] {
        [gtk_scrolled_window_get_hadjustment(cast(scrolledWindow))!, gtk_scrolled_window_get_vadjustment(cast(scrolledWindow))!]
    }

    nonisolated private static let snappingQuark = g_quark_from_string("gnomon-scroll-snapping")
    nonisolated private static let watchedQuark = g_quark_from_string("gnomon-scroll-snapping-watched")
    nonisolated fileprivate static let waitQuark = g_quark_from_string("gnomon-scroll-snapping-wait")
    nonisolated fileprivate static let armedQuark = g_quark_from_string("gnomon-scroll-snapping-armed")
    nonisolated private static let targetsQuark = g_quark_from_string("gnomon-scroll-targets")
}

/// A person scrolled (a wheel notch, a touchpad's motion): not handled, so the window scrolls.
private let scrolled: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, _, _, window in
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolatedUnchecked { GtkScrollSnapping.personScrolled(WidgetPointer(bitPattern: address)!) }
    return 0
}

/// A touchpad swipe ended (its glide, if any, goes on moving the position).
private let scrollEnded: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, window in
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolatedUnchecked { GtkScrollSnapping.personScrolled(WidgetPointer(bitPattern: address)!) }
}

/// A swipe ended with speed: the window glides, then comes to rest.
private let decelerated: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, _, _, window in
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolatedUnchecked { GtkScrollSnapping.personScrolled(WidgetPointer(bitPattern: address)!) }
}

/// An adjustment's value changed (its scrolled window is the data, swapped in first).
private let adjustmentMoved: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { window, _ in
    let address = UInt(bitPattern: window)
    MainActor.assumeIsolatedUnchecked { GtkScrollSnapping.positionChanged(WidgetPointer(bitPattern: address)!) }
}

extension GtkScrollSnapping: GtkPropertyAccessor {
    static var key: WidgetProperty<ScrollSnapping?> { .scrollTargetBehavior }
    static func set(_ snapping: ScrollSnapping?, on handle: GtkWidgetHandle) { set(snapping, on: handle.pointer) }
    static func value(of scrolledWindow: WidgetPointer) -> ScrollSnapping? { snapping(of: scrolledWindow) }

    /// Whether a view's children are what a scroll around it comes to rest at
    /// (`.scrollTargetLayout()`).
    enum Targets: GtkPropertyAccessor {
        static var key: WidgetProperty<Bool> { .scrollTargets }
        static func set(_ holdsTargets: Bool, on handle: GtkWidgetHandle) { GtkScrollSnapping.setTargets(holdsTargets, on: handle.pointer) }
        static func value(of widget: WidgetPointer) -> Bool { GtkScrollSnapping.holdsTargets(widget) }
    }
}
