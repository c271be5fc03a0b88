import Logging
import Synchronization

/// Records what Gnomon logs, so tests can assert that bad input was reported.
///
/// ```swift
/// LogCapture.start()
/// let host = TestHost(ForEach([1, 1], id: \.self) { Text("\($0)") })
/// XCTAssertEqual(LogCapture.messages(containing: "same id").count, 1)
/// ```
///
/// `start()` installs the capturing backend once per process (swift-log allows one); messages
/// are still printed to standard error.
public enum LogCapture {
    private static let store = Mutex<[String]>([])
    private static let started = Mutex(false)

    /// Installs the capturing log backend (once) and clears what was recorded.
    public static func start() {
        started.withLock { started in
            if !started {
                LoggingSystem.bootstrap { label in
                    MultiplexLogHandler([CapturingHandler(label: label), StreamLogHandler.standardError(label: label)])
                }
                started = true
            }
        }
        store.withLock { $0.removeAll() }
    }

    /// Every message logged since `start()`, as `level: message`.
    public static var messages: [String] {
        store.withLock { $0 }
    }

    /// The messages that contain `text`.
    public static func messages(containing text: String) -> [String] {
        messages.filter { $0.contains(text) }
    }

    fileprivate static func record(_ message: String) {
        store.withLock { $0.append(message) }
    }
}

private struct CapturingHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        LogCapture.record("\(event.level): \(event.message)")
    }
}
