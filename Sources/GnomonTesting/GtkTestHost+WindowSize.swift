import CGtk
import Foundation
import GnomonCore
import GnomonGtk

/// The window's size, as a person drags it, and what a size cuts off.
extension GtkTestHost {
    /// Asks for the window to be `width` × `height`, as dragging its edges does, and waits for
    /// the frame at the new size. The window takes no less than its content needs, as GTK's
    /// windows do: `windowSize` says what it took.
    ///
    /// ```swift
    /// host.resize(width: 360, height: 640)
    /// XCTAssertEqual(host.cutOffWidgets(), [])
    /// ```
    public func resize(width: Int, height: Int) {
        gtk_window_set_default_size(cast(window), Int32(width), Int32(height))
        // The window manager's answer and the new layout take a few frames: wait for the size
        // asked for, or for the size to change and then hold, or ten frames without a change.
        let asked = CGSize(width: width, height: height)
        var previous = windowSize, changed = false, unchanged = 0
        for _ in 0..<50 where previous != asked {
            gtk_test_widget_wait_for_draw(window)
            let now = windowSize
            if now != previous {
                changed = true
                unchanged = 0
            } else {
                unchanged += 1
                if changed || unchanged >= 10 { break }
            }
            previous = now
        }
        gtk_test_widget_wait_for_draw(window)
    }

    public func frame(of widget: WidgetHandle) -> CGRect? {
        gtk_test_widget_wait_for_draw(window)
        // A widget not shown (unmapped) has no frame.
        guard gtk_widget_get_mapped(widgetPointer(widget)) != 0 else { return nil }
        // The content's area is the window's, under its title bar if it has one.
        guard let bounds = bounds(of: widgetPointer(widget)) else { return nil }
        let top = gtk_window_get_titlebar(cast(window)).flatMap { self.bounds(of: $0)?.y.upperBound } ?? 0
        return CGRect(
            x: bounds.x.lowerBound, y: bounds.y.lowerBound - top,
            width: bounds.x.upperBound - bounds.x.lowerBound, height: bounds.y.upperBound - bounds.y.lowerBound)
    }

    /// The size of the window's content (its title bar included), in pixels.
    public var windowSize: CGSize {
        CGSize(width: Double(gtk_widget_get_width(window)), height: Double(gtk_widget_get_height(window)))
    }

    /// Gnomon's widgets on screen that do not fit where they are shown: partly outside the
    /// window, outside their pane of a split view, or outside a scrolled window along an axis
    /// it does not scroll. Empty at every size the window accepts: what does not fit scrolls.
    ///
    /// ```swift
    /// XCTAssertEqual(host.cutOffWidgets(), [], "nothing is cut off at the narrowest width")
    /// ```
    public func cutOffWidgets() -> [WidgetHandle] {
        var found: [WidgetHandle] = []
        let whole = Clip(horizontal: 0...Double(windowSize.width), vertical: 0...Double(windowSize.height))
        for top in [gtk_window_get_titlebar(cast(window)), gtk_window_get_child(cast(window))] {
            if let top { collectCutOff(in: top, within: whole, into: &found) }
        }
        return found
    }

    private func collectCutOff(in widget: WidgetPointer, within clip: Clip, into found: inout [WidgetHandle]) {
        guard gtk_widget_get_mapped(widget) != 0, gnomon_is_a(UnsafeMutableRawPointer(widget), gtk_popover_get_type()) == 0,
            let bounds = bounds(of: widget)
        else { return }
        if let handle = GtkWidgetHandle.of(widget), !clip.holds(bounds) { found.append(widgetHandle(handle)) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectCutOff(in: current, within: clip.inside(widget, bounds: bounds, child: current), into: &found)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The widget's bounds in the window's coordinates.
    private func bounds(of widget: WidgetPointer) -> (x: ClosedRange<Double>, y: ClosedRange<Double>)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &rect) != 0 else { return nil }
        let x = Double(rect.origin.x), y = Double(rect.origin.y)
        return (x...(x + Double(rect.size.width)), y...(y + Double(rect.size.height)))
    }
}

/// The area a widget shows in, along each axis; nil along an axis that scrolls.
private struct Clip {
    var horizontal: ClosedRange<Double>?
    var vertical: ClosedRange<Double>?

    /// Whether `bounds` lies within, give or take the pixel GTK rounds to.
    func holds(_ bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>)) -> Bool {
        func fits(_ range: ClosedRange<Double>, in area: ClosedRange<Double>?) -> Bool {
            guard let area else { return true }
            return range.lowerBound >= area.lowerBound - 1 && range.upperBound <= area.upperBound + 1
        }
        return fits(bounds.x, in: horizontal) && fits(bounds.y, in: vertical)
    }

    /// The area `child` of `widget` shows in: a scrolled window frees the axes it scrolls and
    /// bounds the others; a split view bounds each of its two panes by its handle.
    func inside(_ widget: WidgetPointer, bounds: (x: ClosedRange<Double>, y: ClosedRange<Double>), child: WidgetPointer) -> Clip {
        var clip = self
        if gnomon_is_a(UnsafeMutableRawPointer(widget), gtk_scrolled_window_get_type()) != 0 {
            var horizontalPolicy = GTK_POLICY_NEVER, verticalPolicy = GTK_POLICY_NEVER
            gtk_scrolled_window_get_policy(cast(widget), &horizontalPolicy, &verticalPolicy)
            clip.horizontal = horizontalPolicy == GTK_POLICY_NEVER ? Self.meet(horizontal, bounds.x) : nil
            clip.vertical = verticalPolicy == GTK_POLICY_NEVER ? Self.meet(vertical, bounds.y) : nil
        } else if gnomon_is_a(UnsafeMutableRawPointer(widget), gtk_paned_get_type()) != 0,
            let start = gtk_paned_get_start_child(cast(widget)), let end = gtk_paned_get_end_child(cast(widget)),
            gtk_widget_get_visible(start) != 0, gtk_widget_get_visible(end) != 0
        {
            // With one pane hidden, the other has the whole split view.
            let position = Double(gtk_paned_get_position(cast(widget)))
            let isStart = start == child
            let isHorizontal = gtk_orientable_get_orientation(cast(widget)) == GTK_ORIENTATION_HORIZONTAL
            let along = isHorizontal ? bounds.x : bounds.y
            let pane = isStart ? along.lowerBound...(along.lowerBound + position) : (along.lowerBound + position)...along.upperBound
            if isHorizontal { clip.horizontal = Self.meet(horizontal, pane) } else { clip.vertical = Self.meet(vertical, pane) }
        }
        return clip
    }

    private static func meet(_ area: ClosedRange<Double>?, _ range: ClosedRange<Double>) -> ClosedRange<Double> {
        guard let area else { return range }
        let lower = max(area.lowerBound, range.lowerBound)
        return lower...max(lower, min(area.upperBound, range.upperBound))
    }
}
