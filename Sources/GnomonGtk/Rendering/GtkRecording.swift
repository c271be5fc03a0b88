import CGtk

/// What a view's widgets drew for a file that GTK's render nodes do not keep as the files
/// want it, recorded while the view is snapshotted: the text behind each run of glyphs a label
/// drew (`GtkLabelText`), for SVG to write text as text; and Gnomon's own cairo drawing (shapes,
/// clips to any path, groups, masks) once more on an unbounded cairo recording, which cairo's
/// SVG surface places right. (Cairo 1.16's SVG surface misplaces a recording whose extents do
/// not start at its origin, and GTK's cairo node records over its bounds, wherever the widget
/// is: a stroke came out 5 points off its fill.)
///
/// ```swift
/// let (node, recording) = GtkRecording.recording { gtk_snapshot_free_to_node(snapshot) }
/// recording.texts[run]?.text          // "Hello"
/// GtkNodeDrawing(recording).draw(node, into: svgCairo)
/// ```
@MainActor
final class GtkRecording {
    /// The text behind each run of glyphs a label drew.
    var texts: [GtkLabelText.GlyphRun: GtkLabelText.Shown] = [:]
    /// Each cairo drawing Gnomon appended, unbounded, by the surface of GTK's node for it
    /// (held here, so that no other surface takes its address while the recording lives).
    private var drawings: [UInt: (node: OpaquePointer, drawing: OpaquePointer)] = [:]

    /// The recording running now; nil when none is.
    private(set) static var current: GtkRecording?

    private init() {}

    isolated deinit {
        for (node, drawing) in drawings.values {
            cairo_surface_destroy(node)
            cairo_surface_destroy(drawing)
        }
    }

    /// Runs `body` (which snapshots widgets) while recording; returns what `body` returns and
    /// the recording.
    static func recording<T>(_ body: () -> T) -> (T, GtkRecording) {
        precondition(current == nil, "recordings do not nest")
        let recording = GtkRecording()
        current = recording
        defer { current = nil }
        return (GtkLabelText.recordingGtkLabels(body), recording)
    }

    /// Appends cairo drawing to `snapshot` over `bounds` as GTK's cairo node, drawn by `draw`
    /// — which, while a recording runs, draws it a second time, onto the recording.
    static func appendCairo(to snapshot: OpaquePointer, bounds: inout graphene_rect_t, _ draw: (OpaquePointer) -> Void) {
        let cairo = gtk_snapshot_append_cairo(snapshot, &bounds)!
        defer { cairo_destroy(cairo) }
        draw(cairo)
        guard let current else { return }
        let drawing = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        let copy = cairo_create(drawing)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)  // GTK's translation to the node's place
        cairo_set_matrix(copy, &matrix)
        draw(copy)
        cairo_destroy(copy)
        let node = cairo_surface_reference(cairo_get_target(cairo))!
        current.drawings[UInt(bitPattern: node)] = (node, drawing)
    }

    /// The unbounded recording of what `node` draws, if it is a cairo node Gnomon drew while
    /// recording.
    func drawing(of node: OpaquePointer) -> OpaquePointer? {
        guard !drawings.isEmpty, gsk_render_node_get_node_type(node) == GSK_CAIRO_NODE else { return nil }
        return gsk_cairo_node_get_surface(node).flatMap { drawings[UInt(bitPattern: $0)]?.drawing }
    }
}
