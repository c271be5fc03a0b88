import CGtk
import GnomonCore
import Synchronization

/// Where a widget's signals go: the event sink of its node.
///
/// Each connected handler holds one reference to its target, released by GLib when the handler
/// is disconnected (the destroy notify), so a target lives exactly as long as its handlers.
@MainActor
package final class SignalTarget {
    let sink: any WidgetEventSink
    /// The widget, for reading back a property the user changed; it outlives its handlers.
    private let widget: WidgetPointer
    private let widgetClass: WidgetClass

    init(sink: any WidgetEventSink, widget: WidgetPointer, widgetClass: WidgetClass) {
        self.sink = sink
        self.widget = widget
        self.widgetClass = widgetClass
        Self.live.add(1, ordering: .relaxed)
    }

    deinit {
        Self.live.subtract(1, ordering: .relaxed)
    }

    /// How many targets are alive: the Swift closures behind GTK signal handlers.
    nonisolated static let live = Atomic<Int>(0)

    /// Connects the signals of `handle`'s class that Gnomon turns into events: a button's
    /// `clicked` (and, for one a `ButtonStyle` draws, its pressed state), a link's
    /// `activate-link`, a text field's `activate` (Enter), a text view's changes
    /// (`GtkTextEdits`), and `notify::` of every other property the user edits, on the object
    /// that holds it.
    static func connect(_ handle: GtkWidgetHandle, to sink: any WidgetEventSink) {
        let widgetClass = handle.widgetClass!
        let target = SignalTarget(sink: sink, widget: handle.pointer, widgetClass: widgetClass)
        func connect(_ signal: String, on object: UnsafeMutablePointer<GObject>, _ callback: GCallback) {
            let data = Unmanaged.passRetained(target).toOpaque()
            let id = g_signal_connect_data(object, signal, callback, data, releaseTarget, GConnectFlags(rawValue: 0))
            handle.handlers.append((object, id))
        }
        if widgetClass == .button || widgetClass == .pressableButton {
            connect("clicked", on: gobject(handle.pointer), unsafeBitCast(clicked, to: GCallback.self))
        }
        if widgetClass == .linkButton {
            connect("activate-link", on: gobject(handle.pointer), unsafeBitCast(linkActivated, to: GCallback.self))
        }
        if widgetClass == .entry || widgetClass == .passwordEntry || widgetClass == .searchEntry {
            connect("activate", on: gobject(handle.pointer), unsafeBitCast(activated, to: GCallback.self))
        }
        if widgetClass == .pressableButton {
            connect("state-flags-changed", on: gobject(handle.pointer), unsafeBitCast(stateFlagsChanged, to: GCallback.self))
        }
        if widgetClass == .textView {
            let buffer = UnsafeMutableRawPointer(gtk_text_view_get_buffer(cast(handle.pointer))!).assumingMemoryBound(to: GObject.self)
            GtkTextEdits.connect { signal, callback in connect(signal, on: buffer, callback) }
        }
        for property in widgetClass.defaults where property.key.isEditedByUser {
            let object = GtkProperties.owner(of: property.key, on: handle.pointer, of: widgetClass)
            for name in GtkProperties.notifyNames(of: property.key, in: widgetClass) {
                connect("notify::\(name)", on: object, unsafeBitCast(notified, to: GCallback.self))
            }
        }
    }

    /// Connects `signal` of `object` (an event controller of the widget's, say) to deliver
    /// what `callback` makes of it to `sink`; the handler holds the target until it is
    /// disconnected or the object finalized. Returns the handler's id.
    @discardableResult
    static func connect(
        _ signal: String, of object: UnsafeMutableRawPointer, on handle: GtkWidgetHandle, to sink: any WidgetEventSink,
        _ callback: GCallback
    ) -> gulong {
        let target = SignalTarget(sink: sink, widget: handle.pointer, widgetClass: handle.widgetClass!)
        return g_signal_connect_data(
            object, signal, callback, Unmanaged.passRetained(target).toOpaque(), releaseTarget, GConnectFlags(rawValue: 0))
    }

    /// Delivers `event` to the target behind a handler's `data` (GTK calls handlers on the
    /// main thread).
    nonisolated static func deliver(_ event: @MainActor (SignalTarget) -> WidgetEvent?, to data: UnsafeMutableRawPointer?) {
        let target = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let target = Unmanaged<SignalTarget>.fromOpaque(UnsafeRawPointer(bitPattern: target)!).takeUnretainedValue()
            guard let event = event(target) else { return }
            observer?(event)
            target.sink.widget(didEmit: event)
        }
    }

    /// Sees every event GTK reports, before the node does: `GtkTestHost` checks the edits GTK
    /// reports against what the test hosts' declaration expects. Nil in apps.
    package static var observer: ((WidgetEvent) -> Void)?

    /// The user's edit of the key whose GTK property `name` GTK just notified, read back from
    /// the widget.
    fileprivate func edit(named name: String) -> WidgetEvent? {
        guard
            let key = widgetClass.defaults.first(where: {
                $0.key.isEditedByUser && GtkProperties.notifyNames(of: $0.key, in: widgetClass).contains(name)
            })?.key
        else { return nil }
        return .edited(GtkProperties.read(key, from: widget, of: widgetClass))
    }
}

private let releaseTarget: GClosureNotify = { data, _ in
    Unmanaged<SignalTarget>.fromOpaque(data!).release()
}

private let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
    SignalTarget.deliver({ _ in .clicked }, to: data)
}

/// A link button's click: the view opens the link (through `openURL`); GTK, told it is
/// handled, does not open it too, so the link is marked visited here, as GTK would.
private let linkActivated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { widget, data in
    SignalTarget.deliver({ _ in .clicked }, to: data)
    gtk_link_button_set_visited(OpaquePointer(widget), 1)
    return 1
}

private let activated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { widget, data in
    SignalTarget.deliver({ _ in .submitted }, to: data)
}

private let notified: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GParamSpec>?, UnsafeMutableRawPointer?) -> Void = {
    object, spec, data in
    let name = String(cString: spec!.pointee.name)
    SignalTarget.deliver({ $0.edit(named: name) }, to: data)
}

/// A button's `:active` state: pressed while GTK shows it pressed.
private let stateFlagsChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkStateFlags, UnsafeMutableRawPointer?) -> Void = {
    widget, previous, data in
    let active = GTK_STATE_FLAG_ACTIVE.rawValue
    let now = gtk_widget_get_state_flags(widget).rawValue & active != 0
    guard now != (previous.rawValue & active != 0) else { return }
    SignalTarget.deliver({ _ in .pressed(now) }, to: data)
}
