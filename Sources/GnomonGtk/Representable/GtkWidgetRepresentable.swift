import CGtk
import GnomonCore

/// A view that is a GTK widget the app makes: SwiftUI's `NSViewRepresentable` for GTK. Any
/// `GtkWidget` goes in a view tree this way — one of GTK's, a hand-written subclass, a
/// `Superview` — with the layout and style modifiers around the view applied to it.
///
/// ```swift
/// struct Volume: GtkWidgetRepresentable {
///     @Binding var level: Double
///
///     func makeWidget(context: Context) -> UnsafeMutablePointer<GtkWidget> {
///         let scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.1)!
///         let range = UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkRange.self)
///         context.connect("value-changed", of: scale) { level = gtk_range_get_value(range) }
///         return scale
///     }
///
///     func updateWidget(_ scale: UnsafeMutablePointer<GtkWidget>, context: Context) {
///         gtk_range_set_value(UnsafeMutableRawPointer(scale).assumingMemoryBound(to: GtkRange.self), level)
///     }
/// }
/// ```
///
/// The widget takes the room it is offered (`.fixedSize()` keeps it to its natural size).
/// `updateWidget` runs only when the view's value (or what it read) changed. A signal
/// connected through the context is disconnected as the view goes, before
/// `dismantleWidget`; the widget is finalized once Gnomon and GTK let go of it.
public protocol GtkWidgetRepresentable: WidgetRepresentable where WidgetType: GtkWidgetConvertible {}

/// What is a `GtkWidget`: a pointer to one, or a Swift object that owns one
/// (`GtkWidgetObject`). A `GtkWidgetRepresentable` makes one.
///
/// ```swift
/// let widget: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
/// let raw = widget.rawWidget   // the same GtkWidget *
/// ```
public protocol GtkWidgetConvertible {
    /// The `GtkWidget *`.
    @MainActor var rawWidget: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GtkWidgetConvertible {
    /// The pointer itself; Gnomon checks it points at a `GtkWidget` before it adopts it.
    public var rawWidget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GtkWidgetConvertible {
    /// The pointer itself (GTK types whose structure is private come into Swift as opaque
    /// pointers); Gnomon checks it points at a `GtkWidget` before it adopts it.
    public var rawWidget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension WidgetRepresentableContext {
    /// Runs `handler` each time `object` (a widget, or any GObject of its: a range's
    /// adjustment) emits `signal`, until the view goes: then the handler is disconnected and
    /// let go of. The handler gets none of the signal's arguments; it reads the widget.
    ///
    /// ```swift
    /// context.connect("clicked", of: button) { context.coordinator.count += 1 }
    /// ```
    public func connect(_ signal: String, of object: some GtkWidgetConvertible, _ handler: @escaping @MainActor () -> Void) {
        guard let connection = GtkSignalHandler.connect(signal, of: object.rawWidget, handler) else { return }
        teardown.add { connection.disconnect() }
    }
}
