import Logging

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
public final class LogCapture: MessageCapture, @unchecked Sendable {
    /// swift-log takes one backend per process: installed by the first capture.
    fileprivate static let registry = CaptureRegistry {
        LoggingSystem.bootstrap { label in RecordingHandler(printer: StreamLogHandler.standardError(label: label)) }
    }

    /// Starts recording every message (as `level: message`), keeping those that contain one
    /// of `expected` out of the test output. With no fragments, nothing is kept out.
    public init(expecting expected: String...) {
        super.init(registry: Self.registry, expecting: expected)
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
        if !LogCapture.registry.record("\(event.level): \(event.message)") && event.level >= printer.logLevel {
            printer.log(event: event)
        }
    }
}
