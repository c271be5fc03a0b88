import Logging
import Synchronization

/// Records what Gnomon logs while it is alive, so a test can assert that bad input was
/// reported, and keeps the warnings the test expects out of the test output.
///
/// ```swift
/// let log = LogCapture(expecting: "same id")
/// let host = TestHost(ForEach([1, 1], id: \.self) { Text("\($0)") })
/// XCTAssertEqual(log.messages(containing: "same id").count, 1)
/// ```
///
/// A message containing one of the fragments `expecting` names is recorded and not printed:
/// the test that provoked it asserts it. Every other message is recorded and printed to
/// standard error as usual, so a warning no test expected still shows. Capturing ends with
/// `stop()`, or when the capture is released: keep it until you have read its messages.
public final class LogCapture: Sendable {
    /// What the live captures record: a message goes to each of them.
    private static let active = Mutex<[Recording]>([])
    private static let installed = Mutex(false)

    private let recording: Recording

    /// Starts recording every message, keeping those that contain one of `expected` out of
    /// the test output. With no fragments, nothing is kept out.
    public init(expecting expected: String...) {
        recording = Recording(expected: expected)
        Self.install()
        Self.active.withLock { $0.append(recording) }
    }

    /// Every message recorded, as `level: message`.
    public var messages: [String] {
        recording.messages.withLock { $0 }
    }

    /// The messages recorded that contain `text`.
    public func messages(containing text: String) -> [String] {
        messages.filter { $0.contains(text) }
    }

    /// Stops recording; what was recorded stays readable. Calling it again does nothing.
    public func stop() {
        Self.active.withLock { $0.removeAll { $0 === recording } }
    }

    deinit {
        stop()
    }

    /// Installs the recording log backend, once per process (swift-log allows one).
    private static func install() {
        installed.withLock { installed in
            guard !installed else { return }
            LoggingSystem.bootstrap { label in RecordingHandler(printer: StreamLogHandler.standardError(label: label)) }
            installed = true
        }
    }

    /// Records `message` in every live capture; whether one of them expects it.
    fileprivate static func record(_ message: String) -> Bool {
        active.withLock { recordings in
            var isExpected = false
            for recording in recordings {
                recording.messages.withLock { $0.append(message) }
                if recording.expected.contains(where: message.contains) { isExpected = true }
            }
            return isExpected
        }
    }
}

/// One capture's fragments and messages.
private final class Recording: Sendable {
    let expected: [String]
    let messages = Mutex<[String]>([])

    init(expected: [String]) {
        self.expected = expected
    }
}

/// Passes each message to the active captures, and prints it unless one of them expects it.
private struct RecordingHandler: LogHandler {
    var printer: StreamLogHandler

    var metadata: Logger.Metadata {
        get { printer.metadata }
        set { printer.metadata = newValue }
    }

    /// Captures record every level; what prints follows the printer's level.
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { printer[metadataKey: key] }
        set { printer[metadataKey: key] = newValue }
    }

    func log(event: LogEvent) {
        if !LogCapture.record("\(event.level): \(event.message)") && event.level >= printer.logLevel {
            printer.log(event: event)
        }
    }
}
