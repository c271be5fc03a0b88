import CGtk

/// Records what GTK and GLib log while it is alive, and lets a test expect some of it: a
/// message containing one of the fragments `expecting` names is recorded and neither printed
/// nor, under `G_DEBUG=fatal-criticals`, fatal. Every other message goes to GLib's default
/// writer as before, so an unexpected critical still stops the test.
///
/// ```swift
/// let criticals = GtkLogCapture(expecting: "Expect overlapping widgets")
/// let host = GtkTestHost(HStack { Text(String(repeating: "long line ", count: 1_000)) })
/// XCTAssertEqual(criticals.messages(containing: "overlapping").count, criticals.messages.count)
/// ```
///
/// GLib takes one log writer per process; the first capture installs it, and it hands
/// everything to GLib's default writer while no capture is recording.
public final class GtkLogCapture: MessageCapture, @unchecked Sendable {
    /// GLib takes one writer per process: installed by the first capture.
    fileprivate static let registry = CaptureRegistry { g_log_set_writer_func(recordingWriter, nil, nil) }

    /// Starts recording GLib's messages (as `domain: message`), keeping those that contain
    /// one of `expected` out of the output and from being fatal.
    public init(expecting expected: String...) {
        super.init(registry: Self.registry, expecting: expected)
    }
}

/// Records a message in the live captures; hands it to GLib's default writer (which prints
/// it, and aborts if it is fatal) unless one of them expects it.
private let recordingWriter: GLogWriterFunc = { level, fields, count, data in
    var domain = "", message = ""
    for index in 0..<Int(count) {
        let field = fields![index]
        guard field.length < 0, let value = field.value?.assumingMemoryBound(to: CChar.self) else { continue }
        switch String(cString: field.key) {
        case "GLIB_DOMAIN": domain = String(cString: value)
        case "MESSAGE": message = String(cString: value)
        default: break
        }
    }
    if GtkLogCapture.registry.record("\(domain): \(message)") { return G_LOG_WRITER_HANDLED }
    return g_log_writer_default(level, fields, count, data)
}
