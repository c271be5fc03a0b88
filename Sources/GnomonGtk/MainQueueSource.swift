import CGtk
import Glibc

/// Runs the main actor's work from the GLib main loop.
///
/// Swift's main actor queues its work on libdispatch's main queue, which nothing services while
/// GTK's loop owns the main thread. This source watches the queue's wake-up descriptor (an
/// eventfd) in the GLib loop: when work is enqueued — a `Task { @MainActor in … }`, a
/// `DispatchQueue.main.async`, a task resuming from `Task.sleep` or from a `for await` — the loop
/// wakes within the iteration and runs it. There is no polling timer.
///
/// ```swift
/// MainQueueSource.install()   // App.main does this before running the loop
/// ```
@MainActor
public enum MainQueueSource {
    private static var installed = false

    /// Attaches the source to the default main context, once.
    public static func install() {
        guard !installed else { return }
        installed = true
        g_unix_fd_add(_dispatch_get_main_queue_handle_4CF(), G_IO_IN, { descriptor, _, _ in
            var count: UInt64 = 0
            _ = read(descriptor, &count, MemoryLayout<UInt64>.size)  // re-arm the eventfd
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }
}
