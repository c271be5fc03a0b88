import CGtk

/// `GnomonBoxLayout`: GTK's `GtkBoxLayout`, subclassed from Swift, laying out every stack's
/// box as GTK's does but with one answer made consistent.
///
/// Asked the height of a row (a horizontal box) for no width, GTK 4.8's box layout lines up
/// its children's baselines only if one of them aligns by its baseline; asked it for a width,
/// always. A row of a field and a button, centred, is then 34 pixels high for no width and 35
/// for any width, and a column across it, measured at its minimum, finds no size at which its
/// children fit and reports "Expect overlapping widgets". This layout answers a row's height
/// for no width with at least its height at its natural width.
///
/// ```swift
/// GtkStackBoxLayout.install(on: box)   // as a stack's box is made
/// ```
@MainActor
enum GtkStackBoxLayout {
    /// The registered type.
    static let type = GtkWidgetSubclass.register("GnomonBoxLayout", subclassing: gtk_box_layout_get_type()) { klass, _ in
        let managerClass = klass!.assumingMemoryBound(to: GtkLayoutManagerClass.self)
        // A subclass's class starts as a copy of its parent's: this is GtkBoxLayout's.
        boxMeasure = managerClass.pointee.measure
        managerClass.pointee.measure = measure
    }

    /// Gives a newly made box this layout in place of its own, with the same orientation,
    /// spacing, homogeneity and baseline position.
    static func install(on box: WidgetPointer) {
        let own = OpaquePointer(gtk_widget_get_layout_manager(box))
        let manager = OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!)
        gtk_orientable_set_orientation(manager, gtk_orientable_get_orientation(own))
        gtk_box_layout_set_spacing(manager, gtk_box_layout_get_spacing(own))
        gtk_box_layout_set_homogeneous(manager, gtk_box_layout_get_homogeneous(own))
        gtk_box_layout_set_baseline_position(manager, gtk_box_layout_get_baseline_position(own))
        gtk_widget_set_layout_manager(box, UnsafeMutableRawPointer(manager).assumingMemoryBound(to: GtkLayoutManager.self))
    }

    /// GtkBoxLayout's `measure`, set once as the class is made.
    nonisolated(unsafe) fileprivate static var boxMeasure: MeasureFunction?
}

private typealias MeasureFunction = @convention(c) (
    UnsafeMutablePointer<GtkLayoutManager>?, UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void

private let measure: MeasureFunction = { manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
    let boxMeasure = GtkStackBoxLayout.boxMeasure!
    boxMeasure(manager, widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
    guard orientation == GTK_ORIENTATION_VERTICAL, forSize < 0,
        gtk_orientable_get_orientation(OpaquePointer(manager)) == GTK_ORIENTATION_HORIZONTAL
    else { return }
    var least: Int32 = 0, widest: Int32 = 0, height: Int32 = 0, tallest: Int32 = 0, baseline: Int32 = -1, naturalLine: Int32 = -1
    boxMeasure(manager, widget, GTK_ORIENTATION_HORIZONTAL, -1, &least, &widest, &baseline, &naturalLine)
    boxMeasure(manager, widget, orientation, widest, &height, &tallest, &baseline, &naturalLine)
    guard let minimum, height > minimum.pointee else { return }
    // The height at the natural width wins, with its baseline; the natural height is at least it.
    minimum.pointee = height
    minimumBaseline?.pointee = baseline
    if let natural, natural.pointee < height {
        natural.pointee = height
        naturalBaseline?.pointee = baseline
    }
}
