import CGtk
import GnomonCore

/// A text view's changes as the user makes them: its buffer's `insert-text` and
/// `delete-range`, each reported as one `TextEdit`, so that a keystroke never reads the whole
/// text back.
///
/// GTK counts positions in characters, a `TextEdit` in UTF-8 bytes (as Swift's strings do).
/// The byte offset of a position is measured from the end of the last change, which the
/// buffer keeps (`Position`), by the text between the two: typing costs what was typed, a
/// change elsewhere what lies between it and the last one (or the start, if nearer).
///
/// ```swift
/// GtkTextEdits.connect { signal, callback in connect(signal, on: buffer, callback) }
/// GtkTextEdits.forgetPosition(in: buffer)   // after the model replaced the text
/// ```
@MainActor
enum GtkTextEdits {
    /// Connects the buffer's change signals through `connect` (which files the handlers with
    /// the widget's, so that a model write blocks them).
    static func connect(_ connect: (String, GCallback) -> Void) {
        connect("insert-text", unsafeBitCast(inserted, to: GCallback.self))
        connect("delete-range", unsafeBitCast(deleted, to: GCallback.self))
    }

    /// Starts measuring from the start again: the model replaced the text.
    static func forgetPosition(in buffer: UnsafeMutablePointer<GtkTextBuffer>) {
        g_object_set_qdata(object(buffer), positionQuark, nil)
    }

    /// The buffer as the object that keeps the position.
    nonisolated private static func object(_ buffer: UnsafeMutablePointer<GtkTextBuffer>) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GObject.self)
    }

    /// A character offset and its byte offset in the buffer's text.
    private final class Position {
        var character: Int32 = 0
        var byte = 0
    }

    nonisolated private static let positionQuark = g_quark_from_string("gnomon-text-edit-position")

    /// The end of the last change in `buffer`, made on first use.
    nonisolated private static func position(in buffer: UnsafeMutablePointer<GtkTextBuffer>) -> Position {
        if let kept = g_object_get_qdata(object(buffer), positionQuark) {
            return Unmanaged<Position>.fromOpaque(kept).takeUnretainedValue()
        }
        let position = Position()
        g_object_set_qdata_full(object(buffer), positionQuark, Unmanaged.passRetained(position).toOpaque()) {
            Unmanaged<Position>.fromOpaque($0!).release()
        }
        return position
    }

    /// The UTF-8 offset of `iter` in `buffer`'s text, measured from the last change's end or
    /// the start, whichever is nearer.
    nonisolated private static func byteOffset(of iter: UnsafePointer<GtkTextIter>, in buffer: UnsafeMutablePointer<GtkTextBuffer>) -> Int {
        let known = position(in: buffer)
        let target = gtk_text_iter_get_offset(iter)
        let (character, byte) = target < abs(target - known.character) ? (0, 0) : (known.character, known.byte)
        var from = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &from, character)
        return target >= character ? byte + length(from: &from, to: iter) : byte - length(from: iter, to: &from)
    }

    /// The UTF-8 length of the text between two positions, `start` first.
    nonisolated private static func length(from start: UnsafePointer<GtkTextIter>, to end: UnsafePointer<GtkTextIter>) -> Int {
        guard gtk_text_iter_equal(start, end) == 0 else { return 0 }
        let slice = gtk_text_iter_get_slice(start, end)!
        defer { g_free(slice) }
        return strlen(slice)
    }

    nonisolated fileprivate static func insertion(
        _ text: UnsafePointer<CChar>, length: Int32, at location: UnsafePointer<GtkTextIter>,
        in buffer: UnsafeMutablePointer<GtkTextBuffer>
    ) -> WidgetEvent {
        let start = byteOffset(of: location, in: buffer)
        let inserted = String(decoding: UnsafeRawBufferPointer(start: text, count: Int(length)), as: UTF8.self)
        let position = position(in: buffer)
        position.character = gtk_text_iter_get_offset(location) + Int32(g_utf8_strlen(text, gssize(length)))
        position.byte = start + Int(length)
        return .textEdited(TextEdit(replacing: start..<start, with: inserted))
    }

    nonisolated fileprivate static func deletion(
        from start: UnsafePointer<GtkTextIter>, to end: UnsafePointer<GtkTextIter>, in buffer: UnsafeMutablePointer<GtkTextBuffer>
    ) -> WidgetEvent {
        let first = byteOffset(of: start, in: buffer)
        let deleted = length(from: start, to: end)
        let position = position(in: buffer)
        position.character = gtk_text_iter_get_offset(start)
        position.byte = first
        return .textEdited(TextEdit(replacing: first..<(first + deleted), with: ""))
    }
}

/// `insert-text`, before GTK inserts: `location` is still where the text goes.
private let inserted:
    @convention(c) (
        UnsafeMutablePointer<GtkTextBuffer>?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, Int32,
        UnsafeMutableRawPointer?
    ) -> Void = { buffer, location, text, length, data in
        let edit = GtkTextEdits.insertion(text!, length: length, at: location!, in: buffer!)
        SignalTarget.deliver({ _ in edit }, to: data)
    }

/// `delete-range`, before GTK deletes: the range still holds the text.
private let deleted:
    @convention(c) (
        UnsafeMutablePointer<GtkTextBuffer>?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?,
        UnsafeMutableRawPointer?
    ) -> Void = { buffer, start, end, data in
        let edit = GtkTextEdits.deletion(from: start!, to: end!, in: buffer!)
        SignalTarget.deliver({ _ in edit }, to: data)
    }
