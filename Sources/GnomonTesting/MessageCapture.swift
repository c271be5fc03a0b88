import Synchronization

/// A capture of log messages while it lives (`LogCapture` for Gnomon's logger,
/// `GtkLogCapture` for GLib's): what it recorded, and a way to end it.
///
/// ```swift
/// let log = LogCapture(expecting: "same id")
/// …
/// XCTAssertEqual(log.messages(containing: "same id").count, 1)
/// log.stop()
/// ```
public class MessageCapture: @unchecked Sendable {  // immutable, and its parts are Sendable
    private let registry: CaptureRegistry
    private let recording: CaptureRegistry.Recording

    init(registry: CaptureRegistry, expecting expected: [String]) {
        self.registry = registry
        recording = registry.start(expecting: expected)
    }

    /// Every message recorded.
    public var messages: [String] { recording.messages }

    /// The messages recorded that contain `text`.
    public func messages(containing text: String) -> [String] {
        messages.filter { $0.contains(text) }
    }

    /// Stops recording; what was recorded stays readable. Calling it again does nothing.
    public func stop() {
        registry.stop(recording)
    }

    deinit {
        stop()
    }
}

/// The captures of one log recording now (`LogCapture` for Gnomon's logger, `GtkLogCapture`
/// for GLib's): each message goes to every one of them, and is the test's, not the output's,
/// if one of them expects it.
///
/// ```swift
/// let registry = CaptureRegistry { /* install the backend that calls registry.record */ }
/// let recording = registry.start(expecting: ["same id"])
/// registry.record("warning: … has elements with the same id …")   // true: expected
/// registry.stop(recording)
/// ```
final class CaptureRegistry: Sendable {
    /// One capture's fragments and the messages it recorded.
    final class Recording: Sendable {
        let expected: [String]
        private let recorded = Mutex<[String]>([])

        fileprivate init(expected: [String]) {
            self.expected = expected
        }

        var messages: [String] { recorded.withLock { $0 } }

        fileprivate func append(_ message: String) {
            recorded.withLock { $0.append(message) }
        }
    }

    private let active = Mutex<[Recording]>([])
    /// Installs the logging backend that calls `record(_:)`; run before the first recording.
    private let install: Mutex<(@Sendable () -> Void)?>

    init(install: @escaping @Sendable () -> Void) {
        self.install = Mutex(install)
    }

    /// A new recording, live until `stop(_:)`.
    func start(expecting expected: [String]) -> Recording {
        install.withLock { install in
            install?()
            install = nil
        }
        let recording = Recording(expected: expected)
        active.withLock { $0.append(recording) }
        return recording
    }

    /// Ends `recording`; calling it again does nothing.
    func stop(_ recording: Recording) {
        active.withLock { $0.removeAll { $0 === recording } }
    }

    /// Records `message` in every live recording; whether one of them expects it.
    func record(_ message: String) -> Bool {
        active.withLock { recordings in
            var isExpected = false
            for recording in recordings {
                recording.append(message)
                if recording.expected.contains(where: message.contains) { isExpected = true }
            }
            return isExpected
        }
    }
}
