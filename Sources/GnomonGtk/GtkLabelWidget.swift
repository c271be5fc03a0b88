import CGtk
import Foundation

/// `GnomonLabel`: GTK's `GtkLabel`, subclassed from Swift so that wrapping text measures as
/// SwiftUI's `Text` does — offered a width, it answers the height it needs — and consistently
/// enough for GTK's own size check.
///
/// GTK 4.8's wrapping label answers a width for a height by a search that is not monotonic:
/// for a long text its minimum width for a very tall height can exceed its minimum width for
/// none (120 pixels against 28 for 10,000 characters). A `GtkBox` across the label, asked its
/// height at its minimum width, then finds no height at which its children fit and reports
/// "Expect overlapping widgets". This label's minimum width is its narrowest whatever height
/// it is given (text of any height may take it), its natural width GtkLabel's; and its minimum
/// height for no width is at least its height on one line, which with fallback fonts (mixed
/// scripts) can be taller than its lines wrapped — the other way the check trips. Its
/// `snapshot` records the text behind its glyphs while a view is drawn to a file
/// (`GtkLabelText`), so that SVG keeps text as text.
///
/// ```swift
/// let label = g_object_new_with_properties(GtkLabelWidget.type, 0, nil, nil)
/// ```
@MainActor
enum GtkLabelWidget {
    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonLabel", subclassing: gtk_label_get_type()) { klass, _ in
        let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
        // A subclass's class starts as a copy of its parent's: this is GtkLabel's.
        labelMeasure = widgetClass.pointee.measure
        widgetClass.pointee.measure = measure
        widgetClass.pointee.snapshot = GtkLabelText.snapshot
    }

    /// GtkLabel's `measure`, set once as the class is made.
    nonisolated(unsafe) fileprivate static var labelMeasure: MeasureFunction?
}

private typealias MeasureFunction = @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void

/// A size GtkLabel measures, with its baselines (GtkLabel writes all four).
private struct LabelSize {
    var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1

    init(_ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, for forSize: Int32) {
        GtkLabelWidget.labelMeasure!(widget, orientation, forSize, &minimum, &natural, &minimumBaseline, &naturalBaseline)
    }

    func write(
        _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?,
        _ minimumBaseline: UnsafeMutablePointer<Int32>?, _ naturalBaseline: UnsafeMutablePointer<Int32>?
    ) {
        // Raised to the minimum, the natural size is the minimum's, with its baseline.
        minimum?.pointee = self.minimum
        natural?.pointee = max(self.natural, self.minimum)
        minimumBaseline?.pointee = self.minimumBaseline
        naturalBaseline?.pointee = self.natural < self.minimum ? self.minimumBaseline : self.naturalBaseline
    }
}

private let measure: MeasureFunction = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    var size = LabelSize(widget, orientation, for: forSize)
    if gtk_label_get_wrap(OpaquePointer(widget)) != 0 {
        if orientation == GTK_ORIENTATION_HORIZONTAL && forSize >= 0 {
            size.minimum = LabelSize(widget, orientation, for: -1).minimum
        } else if orientation == GTK_ORIENTATION_VERTICAL && forSize < 0 {
            let oneLine = LabelSize(widget, orientation, for: LabelSize(widget, GTK_ORIENTATION_HORIZONTAL, for: -1).natural)
            if oneLine.minimum > size.minimum {
                size.minimum = oneLine.minimum
                size.minimumBaseline = oneLine.minimumBaseline
            }
        }
    }
    size.write(minimum, natural, minimumBaseline, naturalBaseline)
}

extension GtkLabelWidget {
    /// How far below its first line's baseline a label's last line's lies when the label is
    /// `width` wide (margins included): its text laid out as GtkLabel lays it out at that
    /// width. 0 for one line, and for a widget that is no label.
    ///
    /// ```swift
    /// GtkLabelWidget.lastLineOffset(of: label, width: 120)   // 34 for three lines of 17
    /// ```
    static func lastLineOffset(of widget: WidgetPointer, width: Int32) -> CGFloat {
        let label = OpaquePointer(widget)
        guard gnomon_is_a(widget, gtk_label_get_type()) != 0, let own = gtk_label_get_layout(label), let layout = pango_layout_copy(own) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if gtk_label_get_wrap(label) != 0 || gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE {
            let content = Int32(max(0, CGFloat(width) - GtkContentInsets(of: widget).horizontal))
            pango_layout_set_width(layout, content * PANGO_SCALE)
        }
        let lines = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(lines) }
        let first = pango_layout_iter_get_baseline(lines)
        while pango_layout_iter_next_line(lines) != 0 {}
        return CGFloat(pango_layout_iter_get_baseline(lines) - first) / CGFloat(PANGO_SCALE)
    }
}
