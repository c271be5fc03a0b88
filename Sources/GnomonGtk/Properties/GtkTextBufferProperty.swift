import CGtk
import GnomonCore

/// A text editor's text: a property of its `GtkTextBuffer`, not of the widget. The user's
/// edits come one by one (`GtkTextEdits`), so no property's notify is one.
///
/// ```swift
/// GtkTextBufferProperty.set("Dear Ada,", on: editor)   // its buffer's "text"
/// ```
@MainActor
enum GtkTextBufferProperty: GtkPropertyAccessor {
    static var key: WidgetProperty<String> { .text }

    static func set(_ text: String, on handle: GtkWidgetHandle) {
        let buffer = owner(of: handle.pointer)
        handle.withHandlersBlocked { GtkProperties.set(text.propertyValue, named: key.gtkName, on: UnsafeMutableRawPointer(buffer)) }
        GtkTextEdits.forgetPosition(in: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkTextBuffer.self))
    }

    static func value(of editor: WidgetPointer) -> String {
        key.value(of: GtkProperties.value(of: key.gtkName, in: UnsafeMutableRawPointer(owner(of: editor)))) ?? ""
    }

    /// The editor's buffer, which holds its text.
    static func owner(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(gtk_text_view_get_buffer(cast(widget))!).assumingMemoryBound(to: GObject.self)
    }

    static var notifyNames: [String]? { [] }
}
