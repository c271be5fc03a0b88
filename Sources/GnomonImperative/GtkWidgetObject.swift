import CGtk
import Foundation
import GnomonCore
import GnomonGtk

/// A Swift object that is a real GTK widget: a typed handle (`LabelWidget`, `BoxWidget`,
/// `Superview`) over the `GtkWidget` it made, which code written against GTK can pack
/// anywhere (`rawWidget`).
///
/// The two live as one, with a GObject toggle reference: while GTK holds the widget (a parent,
/// a window), the widget holds the Swift object; while Swift holds the object, the object holds
/// the widget. When both let go, the object goes and the widget is finalized, with its signal
/// handlers.
///
/// ```swift
/// let label = LabelWidget()
/// label.text = "Hello"
/// gtk_window_set_child(window, OpaquePointer(label.rawWidget))
/// ```
///
/// Any of them goes in a view tree through a `GtkWidgetRepresentable` whose widget it is.
@MainActor
open class GtkWidgetObject: GtkWidgetConvertible {
    /// The widget.
    package let pointer: WidgetPointer
    /// Whether the widget holds this object: true while anything but this object holds the
    /// widget.
    private var isHeldByWidget = false

    /// The `GtkWidget *`, for GTK calls of the app's own.
    public var rawWidget: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    /// Takes a widget GTK just made (its reference floating).
    package init(taking widget: WidgetPointer) {
        pointer = widget
        adopt(widget)
    }

    /// Holds the new widget by a toggle reference alone, and marks it as this object's.
    private func adopt(_ widget: WidgetPointer) {
        g_object_ref_sink(gobject(widget))
        g_object_add_toggle_ref(gobject(widget), toggled, Unmanaged.passUnretained(self).toOpaque())
        // The toggle reference is now the only one this object has: the widget is "last held"
        // by it, and it holds the object only once GTK holds the widget too.
        g_object_unref(gobject(widget))
        g_object_set_qdata(gobject(widget), Self.quark, Unmanaged.passUnretained(self).toOpaque())
    }

    /// A widget of a registered GType, with no properties set.
    package init(type: GType) {
        let widget = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkWidget.self)
        pointer = widget
        adopt(widget)
    }

    /// Only reached once neither side holds the other: the widget goes with the object.
    isolated deinit {
        g_object_set_qdata(gobject(pointer), Self.quark, nil)
        g_object_remove_toggle_ref(gobject(pointer), toggled, Unmanaged.passUnretained(self).toOpaque())
    }

    /// GTK holds the widget (`isLastReference` false) or lets go of it (true).
    fileprivate func widgetReferencesChanged(isLastReference: Bool) {
        if isLastReference, isHeldByWidget {
            isHeldByWidget = false
            Unmanaged.passUnretained(self).release()
        } else if !isLastReference, !isHeldByWidget {
            isHeldByWidget = true
            _ = Unmanaged.passUnretained(self).retain()
        }
    }

    /// The object a widget Gnomon's imperative layer made belongs to.
    ///
    /// ```swift
    /// let label = GtkWidgetObject.object(of: widget) as? LabelWidget
    /// ```
    public static func object(of widget: UnsafeMutableRawPointer) -> GtkWidgetObject? {
        g_object_get_qdata(widget.assumingMemoryBound(to: GObject.self), quark)
            .map { Unmanaged<GtkWidgetObject>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated private static let quark = g_quark_from_string("gnomon-widget-object")

    // MARK: What every widget has

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    /// The room around the widget, inside what its parent gives it (GTK's margins).
    public var margins: EdgeInsets {
        get {
            EdgeInsets(
                top: Double(gtk_widget_get_margin_top(pointer)), leading: Double(gtk_widget_get_margin_start(pointer)),
                bottom: Double(gtk_widget_get_margin_bottom(pointer)), trailing: Double(gtk_widget_get_margin_end(pointer)))
        }
        set {
            gtk_widget_set_margin_top(pointer, Int32(newValue.top.rounded()))
            gtk_widget_set_margin_start(pointer, Int32(newValue.leading.rounded()))
            gtk_widget_set_margin_bottom(pointer, Int32(newValue.bottom.rounded()))
            gtk_widget_set_margin_end(pointer, Int32(newValue.trailing.rounded()))
        }
    }

    /// The colour the widget's background is painted, as CSS names it (`"white"`,
    /// `"@accent_bg_color"`, `"#e01b24"`); nil for the theme's.
    public var backgroundColor: String? {
        didSet { restyle() }
    }

    /// The colour of the text in the widget and the widgets inside it, as CSS names it; nil for
    /// the theme's. A fixed background wants it: the theme's text is light in the dark style.
    public var textColor: String? {
        didSet { restyle() }
    }

    /// The style provider of `backgroundColor` and `textColor`, which the widget's style
    /// context holds.
    private var ownStyle: OpaquePointer?

    private func restyle() {
        let context = gtk_widget_get_style_context(pointer)
        if let ownStyle { gtk_style_context_remove_provider(context, ownStyle) }
        ownStyle = nil
        let rules = [backgroundColor.map { "background-color: \($0);" }, textColor.map { "color: \($0);" }].compactMap { $0 }
        guard !rules.isEmpty else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, "* { \(rules.joined(separator: " ")) }", -1)
        ownStyle = OpaquePointer(provider)
        gtk_style_context_add_provider(context, ownStyle, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    /// Takes the widget out of its parent: a page out of its stack, anything else unparented.
    func removeFromParent() {
        guard let parent = gtk_widget_get_parent(pointer) else { return }
        if gnomon_is_a(parent, gtk_stack_get_type()) != 0 {
            gtk_stack_remove(cast(parent), pointer)
        } else {
            gtk_widget_unparent(pointer)
        }
    }

    /// Adds a CSS class (a style class of the theme, such as `title-1` or `dim-label`).
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(pointer, name)
    }

    /// The widget's frame in `other`'s coordinates, once GTK has laid both out; nil before.
    public func frame(in other: GtkWidgetObject) -> CGRect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, other.pointer, &bounds) != 0 else { return nil }
        return CGRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width), height: Double(bounds.size.height))
    }
}

/// GLib's toggle notify: called on the main thread, where GTK changes references.
private let toggled: GToggleNotify = { data, _, isLastReference in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        let object = Unmanaged<GtkWidgetObject>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
        object.widgetReferencesChanged(isLastReference: isLastReference != 0)
    }
}
