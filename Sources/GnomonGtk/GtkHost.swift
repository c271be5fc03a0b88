import CGtk
import GnomonCore
import Synchronization

/// The GTK host: applies the reconciler's operations to real GTK 4 widgets. The only code in
/// Gnomon that calls GTK.
///
/// ```swift
/// let host = GtkHost()
/// let graph = ViewGraph(content: ContentView(), host: host, rootWidget: host.root(window))
/// ```
///
/// Every widget it creates is held by one strong reference until `release(_:)`; its signal
/// handlers are disconnected then, which frees their Swift closures. Updates run from an idle
/// source at `G_PRIORITY_HIGH_IDLE`: after the input events of the current main-loop turn and
/// before GTK lays out and draws the next frame.
@MainActor
public final class GtkHost: Host {
    public init() {}

    /// A window as the root container of a graph.
    package func root(_ window: WidgetPointer) -> HostWidget {
        GtkWidgetHandle(root: window)
    }

    public func makeWidget(
        _ widgetClass: WidgetClass, id: Int, properties: [Property], classes: [String],
        events: (any WidgetEventSink)?
    ) -> HostWidget {
        let handle = GtkWidgetHandle(pointer: Self.newWidget(widgetClass), widgetClass: widgetClass, id: id)
        Self.widgetsCreated.add(1, ordering: .relaxed)
        g_object_weak_ref(gobject(handle.pointer), { _, _ in
            GtkHost.widgetsFinalized.add(1, ordering: .relaxed)
        }, nil)
        for property in properties {
            GtkProperties.write(property, to: handle)
        }
        for name in classes {
            addClass(name, to: handle)
        }
        if let events {
            SignalTarget.connect(handle, to: events)
        }
        return handle
    }

    public func insert(_ child: HostWidget, into container: HostWidget, after sibling: HostWidget?) {
        GtkContainer.insert(handle(child).pointer, into: handle(container), after: sibling.map { handle($0).pointer })
    }

    public func move(_ child: HostWidget, in container: HostWidget, after sibling: HostWidget?) {
        GtkContainer.move(handle(child).pointer, in: handle(container), after: sibling.map { handle($0).pointer })
    }

    public func remove(_ child: HostWidget, from container: HostWidget) {
        GtkContainer.remove(handle(child).pointer, from: handle(container))
    }

    public func set(_ property: Property, on widget: HostWidget) {
        GtkProperties.write(property, to: handle(widget))
    }

    public func addClass(_ name: String, to widget: HostWidget) {
        let handle = handle(widget)
        handle.managedClasses.insert(name)
        gtk_widget_add_css_class(handle.pointer, name)
    }

    public func removeClass(_ name: String, from widget: HostWidget) {
        gtk_widget_remove_css_class(handle(widget).pointer, name)
    }

    public func release(_ widget: HostWidget) {
        handle(widget).release()
    }

    public func scheduleUpdate(_ update: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(UpdateBox(update)).toOpaque()
        g_idle_add_full(G_PRIORITY_HIGH_IDLE, { data in
            MainActor.assumeIsolated {
                Unmanaged<UpdateBox>.fromOpaque(data!).takeUnretainedValue().update()
            }
            return 0  // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<UpdateBox>.fromOpaque(data!).release()
        })
    }

    // MARK: - Lifetimes

    /// Widgets created by any `GtkHost`, and how many of them GTK has finalized.
    nonisolated static let widgetsCreated = Atomic<Int>(0)
    nonisolated static let widgetsFinalized = Atomic<Int>(0)

    /// Widgets created and not yet finalized.
    public static var liveWidgetCount: Int {
        widgetsCreated.load(ordering: .relaxed) - widgetsFinalized.load(ordering: .relaxed)
    }

    /// Swift closures behind connected signal handlers.
    public static var liveSignalHandlerCount: Int {
        SignalTarget.live.load(ordering: .relaxed)
    }

    // MARK: - Widgets

    private func handle(_ widget: HostWidget) -> GtkWidgetHandle {
        unsafeDowncast(widget, to: GtkWidgetHandle.self)
    }

    package static func newWidget(_ widgetClass: WidgetClass) -> WidgetPointer {
        switch widgetClass {
        case .label: gtk_label_new(nil)
        case .button: gtk_button_new()
        case .box: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        case .overlay: gtk_overlay_new()
        case .separator: gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)
        case .scrolledWindow: gtk_scrolled_window_new()
        case .image: gtk_image_new()
        case .entry: gtk_entry_new()
        case .checkButton: gtk_check_button_new()
        case .toggleSwitch: gtk_switch_new()
        default: preconditionFailure("GtkHost cannot create \(widgetClass)")
        }
    }
}

/// An update closure, kept alive by its idle source.
private final class UpdateBox {
    let update: @MainActor () -> Void
    init(_ update: @escaping @MainActor () -> Void) { self.update = update }
}
