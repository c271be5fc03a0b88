import CGtk

/// The text behind the glyphs labels draw, recorded while a view is drawn to a file, so that
/// an SVG can write text as text: GTK's render nodes keep a run's glyphs and font, not the
/// characters they show.
///
/// ```swift
/// let (node, recording) = GtkRecording.recording { gtk_snapshot_free_to_node(snapshot) }
/// recording.texts[GlyphRun(font: font, glyphs: [36, 72, 79, 79, 82])]?.text  // "Hello"
/// ```
///
/// `GnomonLabel` (every `Text`) snapshots through `snapshot` always; GTK's own labels (a
/// toggle's title, a window's title) only while `GtkRecording.recording` runs, which sets
/// GtkLabel's `snapshot` to it and back. Outside a recording it costs one test per label drawn.
@MainActor
enum GtkLabelText {
    /// A run of glyphs in one font: what a text node draws, and a key to the text it shows.
    struct GlyphRun: Hashable {
        /// The `PangoFont`'s address (the font lives while a node or layout holds it).
        let font: UInt
        let glyphs: [UInt32]

        init(font: UnsafeMutablePointer<PangoFont>, glyphs: UnsafeBufferPointer<PangoGlyphInfo>) {
            self.font = UInt(bitPattern: font)
            self.glyphs = glyphs.map(\.glyph)
        }
    }

    /// What a run shows: its characters in logical order, and whether it runs right to left.
    struct Shown: Equatable {
        let text: String
        let isRightToLeft: Bool
    }

    /// Runs `body` with GTK's own labels snapshotting through `snapshot` too, as `GnomonLabel`
    /// always does, and then as GtkLabel again.
    static func recordingGtkLabels<T>(_ body: () -> T) -> T {
        let labelClass = g_type_class_ref(gtk_label_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        let original = labelSnapshot  // read before it is replaced
        labelClass.pointee.snapshot = snapshot
        defer {
            labelClass.pointee.snapshot = original
            g_type_class_unref(labelClass)
        }
        return body()
    }

    /// A label's `snapshot`: records its runs while a recording runs, then draws as GtkLabel.
    nonisolated static let snapshot: SnapshotFunction = { widget, snapshot in
        if let widget {
            let address = UInt(bitPattern: widget)
            MainActor.assumeIsolated {
                if let recording = GtkRecording.current { record(OpaquePointer(bitPattern: address)!, into: recording) }
            }
        }
        labelSnapshot!(widget, snapshot)
    }

    /// GtkLabel's own `snapshot`, read before anything replaces it.
    nonisolated private static let labelSnapshot: SnapshotFunction? = {
        let labelClass = g_type_class_ref(gtk_label_get_type())!
        defer { g_type_class_unref(labelClass) }
        return labelClass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot
    }()

    /// Records the text of each run of `label`'s layout: the characters its item covers, or
    /// an ellipsis for the run Pango shapes in place of the text it leaves out.
    private static func record(_ label: OpaquePointer, into recording: GtkRecording) {
        guard let layout = gtk_label_get_layout(label), let text = pango_layout_get_text(layout) else { return }
        let bytes = UnsafeRawBufferPointer(start: text, count: strlen(text))
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator)?.pointee,
                  let font = run.item.pointee.analysis.font, let glyphs = run.glyphs?.pointee else { continue }
            let item = run.item.pointee
            let shown = item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
                ? "…" : String(decoding: bytes[Int(item.offset)..<Int(item.offset + item.length)], as: UTF8.self)
            let key = GlyphRun(font: font, glyphs: UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs)))
            recording.texts[key] = Shown(text: shown, isRightToLeft: item.analysis.level % 2 == 1)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}

/// A widget class's `snapshot`.
typealias SnapshotFunction = @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void
