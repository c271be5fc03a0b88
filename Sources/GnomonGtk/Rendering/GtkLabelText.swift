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
    /// always does, and a field's text (`GtkText`, in every entry) through `textSnapshot`; then
    /// as GTK's again.
    static func recordingGtkLabels<T>(_ body: () -> T) -> T {
        // Each class, the snapshot it takes for the recording, and its own (read before it is replaced).
        let patches = [(gtk_label_get_type(), snapshot, labelSnapshot), (gtk_text_get_type(), textSnapshot, fieldSnapshot)]
        let classes = patches.map { type, recording, _ in
            let widgetClass = g_type_class_ref(type)!.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.snapshot = recording
            return widgetClass
        }
        defer {
            for (widgetClass, patch) in zip(classes, patches) {
                widgetClass.pointee.snapshot = patch.2
                g_type_class_unref(widgetClass)
            }
        }
        return body()
    }

    /// A field's `snapshot` while a recording runs: records the runs of its text, laid out
    /// as the field lays it out (its font, its attributes, one paragraph), then draws as
    /// GtkText. Text shown as bullets (a password) is not recorded: its glyphs stay outlines.
    nonisolated private static let textSnapshot: SnapshotFunction = { widget, snapshot in
        if let widget {
            let address = UInt(bitPattern: widget)
            MainActor.assumeIsolated {
                let raw = UnsafeMutableRawPointer(bitPattern: address)!
                let field = raw.assumingMemoryBound(to: GtkText.self)
                guard let recording = GtkRecording.current, gtk_text_get_visibility(field) != 0,
                      let text = gtk_editable_get_text(OpaquePointer(raw)), text.pointee != 0,
                      let layout = gtk_widget_create_pango_layout(raw.assumingMemoryBound(to: GtkWidget.self), text) else { return }
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                pango_layout_set_single_paragraph_mode(layout, 1)
                if let attributes = gtk_text_get_attributes(field) { pango_layout_set_attributes(layout, attributes) }
                record(layout, into: recording)
            }
        }
        fieldSnapshot!(widget, snapshot)
    }

    /// GtkText's own `snapshot`, read before anything replaces it.
    nonisolated private static let fieldSnapshot = ownSnapshot(of: gtk_text_get_type())

    /// A label's `snapshot`: records its runs while a recording runs, then draws as GtkLabel.
    nonisolated static let snapshot: SnapshotFunction = { widget, snapshot in
        if let widget {
            let address = UInt(bitPattern: widget)
            MainActor.assumeIsolated {
                if let recording = GtkRecording.current, let layout = gtk_label_get_layout(OpaquePointer(bitPattern: address)!) {
                    record(layout, into: recording)
                }
            }
        }
        labelSnapshot!(widget, snapshot)
    }

    /// GtkLabel's own `snapshot`, read before anything replaces it.
    nonisolated private static let labelSnapshot = ownSnapshot(of: gtk_label_get_type())

    /// The `snapshot` a widget class has now.
    nonisolated private static func ownSnapshot(of type: GType) -> SnapshotFunction? {
        let widgetClass = g_type_class_ref(type)!
        defer { g_type_class_unref(widgetClass) }
        return widgetClass.assumingMemoryBound(to: GtkWidgetClass.self).pointee.snapshot
    }

    /// Records the text of each run of `layout`: the characters its item covers, or an
    /// ellipsis for the run Pango shapes in place of the text it leaves out.
    private static func record(_ layout: OpaquePointer, into recording: GtkRecording) {
        guard let text = pango_layout_get_text(layout) else { return }
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
