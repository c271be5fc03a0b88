import CGtk
import GnomonCore
import Synchronization

/// Where a widget's signals go: the event sink of its node, held weakly.
///
/// Each connected handler holds one reference to its target, released by GLib when the handler
/// is disconnected (the destroy notify), so a target lives exactly as long as its handlers.
@MainActor
final class SignalTarget {
    weak var sink: (any WidgetEventSink)?

    init(sink: any WidgetEventSink) {
        self.sink = sink
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
    }

    /// How many targets are alive: the Swift closures behind GTK signal handlers.
    nonisolated static let live = Atomic<Int>(0)

    /// Connects the signals of `handle`'s class that Gnomon turns into events.
    static func connect(_ handle: GtkWidgetHandle, to sink: any WidgetEventSink) {
        let target = SignalTarget(sink: sink)
        func connect(_ signal: String, _ callback: GCallback) {
            let data = Unmanaged.passRetained(target).toOpaque()
            let id = g_signal_connect_data(
                gobject(handle.pointer), signal, callback, data, releaseTarget, GConnectFlags(rawValue: 0))
            handle.handlerIDs.append(id)
        }
        switch handle.widgetClass {
        case .button:
            connect("clicked", unsafeBitCast(clicked, to: GCallback.self))
        case .pressableButton:
            connect("clicked", unsafeBitCast(clicked, to: GCallback.self))
            connect("state-flags-changed", unsafeBitCast(stateFlagsChanged, to: GCallback.self))
        case .checkButton:
            connect("toggled", unsafeBitCast(checkToggled, to: GCallback.self))
        case .toggleSwitch:
            connect("notify::active", unsafeBitCast(switchToggled, to: GCallback.self))
        case .entry:
            connect("changed", unsafeBitCast(textChanged, to: GCallback.self))
        default:
            break
        }
    }

    /// Delivers `event` to the target behind a handler's `data` (GTK calls handlers on the
    /// main thread).
    nonisolated fileprivate static func deliver(_ event: WidgetEvent, to data: UnsafeMutableRawPointer?) {
        let target = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let target = Unmanaged<SignalTarget>.fromOpaque(UnsafeRawPointer(bitPattern: target)!).takeUnretainedValue()
            target.sink?.widget(didEmit: event)
        }
    }
}

private let releaseTarget: GClosureNotify = { data, _ in
    Unmanaged<SignalTarget>.fromOpaque(data!).release()
}

private let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
    SignalTarget.deliver(.clicked, to: data)
}

private let checkToggled: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
    SignalTarget.deliver(.toggled(gtk_check_button_get_active(widget?.assumingMemoryBound(to: GtkCheckButton.self)) != 0), to: data)
}

private let switchToggled: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, _, data in
    SignalTarget.deliver(.toggled(gtk_switch_get_active(OpaquePointer(widget)) != 0), to: data)
}

private let textChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
    SignalTarget.deliver(.textChanged(String(cString: gtk_editable_get_text(OpaquePointer(widget)))), to: data)
}

/// A button's `:active` state: pressed while GTK shows it pressed.
private let stateFlagsChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags, UnsafeMutableRawPointer?) -> Void = {
    widget, previous, data in
    let active = GTK_STATE_FLAG_ACTIVE.rawValue
    let now = gtk_widget_get_state_flags(widget).rawValue & active != 0
    guard now != (previous.rawValue & active != 0) else { return }
    SignalTarget.deliver(.pressed(now), to: data)
}
