import CGtk
import GnomonCore
import Synchronization

/// A Swift closure connected to a GObject signal of any signature, through a `GClosure`
/// whose marshaller calls it with none of the signal's arguments. The closure holds the
/// handler; GLib lets go of it as the handler is disconnected (or its object finalized).
///
/// ```swift
/// let connection = GtkSignalHandler.connect("clicked", of: button) { count += 1 }
/// connection?.disconnect()
/// ```
@MainActor
package final class GtkSignalHandler {
    private let action: @MainActor () -> Void
    /// The object and handler id, until disconnected.
    private var connection: (object: UnsafeMutablePointer<GObject>, id: gulong)?

    private init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
    }

    /// How many handlers are alive: a test of a view's going counts them.
    nonisolated package static let live = Atomic<Int>(0)

    /// Connects `action` to `signal` of `object`; nil, with the reason logged, when the
    /// object has no such signal.
    package static func connect(
        _ signal: String, of object: UnsafeMutableRawPointer, _ action: @escaping @MainActor () -> Void
    ) -> GtkSignalHandler? {
        guard gnomon_is_a(object, gnomon_type_object()) != 0 else {
            log.error("Cannot connect to \"\(signal)\": not a GObject")
            return nil
        }
        var id: guint = 0, detail: GQuark = 0
        guard g_signal_parse_name(signal, gnomon_object_type(object), &id, &detail, 1) != 0 else {
            log.error("A \(String(cString: gnomon_type_name(object))) has no signal \"\(signal)\": its handler is not connected")
            return nil
        }
        let handler = GtkSignalHandler(action)
        let data = Unmanaged.passRetained(handler).toOpaque()
        let closure = g_closure_new_simple(guint(MemoryLayout<GClosure>.size), data)!
        g_closure_set_marshal(closure, marshal)
        g_closure_add_finalize_notifier(closure, data, release)
        let gobject = object.assumingMemoryBound(to: GObject.self)
        handler.connection = (gobject, g_signal_connect_closure(gobject, signal, closure, 0))
        return handler
    }

    /// Disconnects the handler (once); GLib then lets go of it.
    package func disconnect() {
        guard let connection else { return }
        self.connection = nil
        if g_signal_handler_is_connected(connection.object, connection.id) != 0 {
            g_signal_handler_disconnect(connection.object, connection.id)
        }
    }

    fileprivate func run() { action() }
}

/// Calls the handler in the closure's data, whatever the signal's arguments; a signal that
/// returns a value gets its type's zero (`FALSE`: not handled).
private let marshal: GClosureMarshal = { closure, _, _, _, _, _ in
    let address = UInt(bitPattern: closure!.pointee.data)
    MainActor.assumeIsolated {
        Unmanaged<GtkSignalHandler>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().run()
    }
}

/// The closure is finalized: let go of its handler (the notifier's data; GLib has cleared the
/// closure's own by now).
private let release: GClosureNotify = { data, _ in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<GtkSignalHandler>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
    }
}
