import CGtk

/// A window that may be gone: a GLib weak reference, which reads NULL once the window is
/// finalized.
///
/// ```swift
/// let target = WeakWindow(window)
/// target.withWindow { window in if let window { gtk_window_close(cast(window)) } }
/// ```
final class WeakWindow {
    private let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ window: WidgetPointer) {
        reference.initialize(to: GWeakRef())
        g_weak_ref_init(reference, UnsafeMutableRawPointer(window))
    }

    /// Calls `body` with the window, holding it meanwhile, or with nil if it is gone.
    func withWindow(_ body: (WidgetPointer?) -> Void) {
        let window = g_weak_ref_get(reference)
        defer { if let window { g_object_unref(window) } }
        body(window?.assumingMemoryBound(to: GtkWidget.self))
    }

    deinit {
        g_weak_ref_clear(reference)
        reference.deallocate()
    }
}
