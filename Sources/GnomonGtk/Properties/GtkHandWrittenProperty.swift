import CGtk
import GnomonCore

/// A property GTK needs hand-written code for, written (and, where GTK cannot read it back by
/// its name, read) by a type of its own, which `GtkHandWrittenProperties` registers once for
/// its key. Every other property is the plain GObject property its `PropertyKey` names
/// (`GtkProperties`).
///
/// Most are typed (`GtkPropertyWriter`, `GtkPropertyAccessor`); a type that writes several
/// keys the same way (a range's bounds and value, `hexpand` and `vexpand`) takes the
/// `Property` as it is:
///
/// ```swift
/// enum GtkExpandProperty: GtkHandWrittenProperty {
///     static func write(_ property: Property, to handle: GtkWidgetHandle) { … }
///     static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? { … }
///     static func isConstructed(among properties: [Property]) -> Bool { true }
/// }
/// ```
@MainActor
protocol GtkHandWrittenProperty {
    /// Writes `property`, of a key the type is registered for, to the widget.
    static func write(_ property: Property, to handle: GtkWidgetHandle)
    /// The value of `key` on the widget; nil (the default) when GTK reads it back by its name
    /// from `owner(of:)`.
    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue?
    /// The object that holds the property: the widget (the default), or an object of its, as
    /// a range's adjustment.
    static func owner(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject>
    /// The GTK properties whose change notifies the user's edit of the key, if not its own
    /// name (the default, nil).
    static var notifyNames: [String]? { get }
    /// Whether the widget's constructor takes the property as it takes plain ones (by default
    /// not: it is written once the widget is made).
    static func isConstructed(among properties: [Property]) -> Bool
}

extension GtkHandWrittenProperty {
    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? { nil }
    static func owner(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject> { gobject(widget) }
    static var notifyNames: [String]? { nil }
    static func isConstructed(among properties: [Property]) -> Bool { false }
}

/// A hand-written property of one key, written as its typed value; GTK reads it back by its
/// name.
///
/// ```swift
/// extension GtkPopovers: GtkPropertyWriter {
///     static var key: WidgetProperty<Bool> { .presented }   // set(_:on:) is GtkPopovers' own
/// }
/// ```
@MainActor
protocol GtkPropertyWriter: GtkHandWrittenProperty {
    associatedtype Value: WidgetPropertyValue
    /// The key it writes.
    static var key: WidgetProperty<Value> { get }
    /// Gives the widget `value`.
    static func set(_ value: Value, on handle: GtkWidgetHandle)
}

extension GtkPropertyWriter {
    static func write(_ property: Property, to handle: GtkWidgetHandle) {
        guard let value = key.value(of: property.value) ?? key.value(of: key.defaultValue) else {
            preconditionFailure("\(key) has no value of its type for \(property.value)")
        }
        set(value, on: handle)
    }
}

/// A hand-written property of one key, written and read back as its typed value: Gnomon's own
/// (a drawing, a gesture, a focus binding), or one GTK holds where its name does not reach.
///
/// ```swift
/// extension GtkFocus: GtkPropertyAccessor {
///     static var key: WidgetProperty<Bool?> { .focused }
///     static func value(of widget: WidgetPointer) -> Bool? { isFocused(widget) }
/// }
/// ```
@MainActor
protocol GtkPropertyAccessor: GtkPropertyWriter {
    /// The value the widget has.
    static func value(of widget: WidgetPointer) -> Value
}

extension GtkPropertyAccessor {
    static func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? {
        value(of: widget).propertyValue
    }
}
