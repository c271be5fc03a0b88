import CGtk
import GnomonCore

/// The dialog a widget presents (`alert`, `confirmationDialog`): a modal `GtkMessageDialog`
/// in front of the widget's window, one button per answer (the cancel one first, a destructive
/// one in `destructive-action`, the default one answering Enter and focused as it opens: never
/// a destructive one). Its response comes back as
/// `WidgetEvent.dialogAnswered`, the button's number, or nil for Escape and the close button.
/// GTK 4.8 has no getter for what a message dialog was given, so the model shown is kept on
/// the widget's handle, for reading back.
///
/// ```swift
/// GtkDialogs.set(model, on: handle)   // shown; nil closes it
/// ```
@MainActor
package enum GtkDialogs {
    static func set(_ model: DialogModel?, on handle: GtkWidgetHandle) {
        if let shown = handle.dialog {
            if shown.model == model { return }
            close(on: handle)
        }
        guard let model else { return }
        let dialog = UnsafeMutableRawPointer(g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil)!)
            .assumingMemoryBound(to: GtkWidget.self)
        let object = UnsafeMutableRawPointer(dialog)
        GtkProperties.set(.string(model.title), named: "text", on: object)
        if let message = model.message { GtkProperties.set(.string(message), named: "secondary-text", on: object) }
        GtkProperties.set(.bool(true), named: "modal", on: object)
        // Closed (Escape, the close button), it hides until the model lets it go; the handle
        // holds it until then.
        gtk_window_set_hide_on_close(cast(dialog), 1)
        g_object_ref(object)
        if let root = gtk_widget_get_root(handle.pointer) {
            gtk_window_set_transient_for(cast(dialog), UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
        } else {
            // Presented as the widget is made, before it is in a window: in front of the window
            // it goes into.
            g_signal_connect_data(
                UnsafeMutableRawPointer(handle.pointer), "notify::root", unsafeBitCast(rootChanged, to: GCallback.self), nil, nil,
                GConnectFlags(rawValue: 0))
        }
        for (number, button) in model.buttons.enumerated() {
            let widget = gtk_dialog_add_button(cast(dialog), button.title, gint(number))!
            if button.role == .destructive { gtk_widget_add_css_class(widget, "destructive-action") }
            if number == model.defaultButton && button.role == nil {
                gtk_widget_add_css_class(widget, "suggested-action")
            }
            if button.isDisabled { gtk_dialog_set_response_sensitive(cast(dialog), gint(number), 0) }
        }
        if let button = model.defaultButton { gtk_dialog_set_default_response(cast(dialog), gint(button)) }
        if let sink = handle.events {
            _ = SignalTarget.connect("response", of: object, on: handle, to: sink, unsafeBitCast(answered, to: GCallback.self))
        }
        handle.dialog = (dialog, model)
        gtk_window_present(cast(dialog))
    }

    /// Closes the dialog the widget presents, if any.
    static func close(on handle: GtkWidgetHandle) {
        guard let shown = handle.dialog else { return }
        handle.dialog = nil
        gtk_window_destroy(cast(shown.window))
        g_object_unref(UnsafeMutableRawPointer(shown.window))
    }

    /// The dialog the widget presents; nil for none.
    package static func model(of widget: WidgetPointer) -> DialogModel? {
        GtkWidgetHandle.of(widget)?.dialog?.model
    }

    /// The message dialog the widget presents, for tests.
    package static func window(of widget: WidgetPointer) -> WidgetPointer? {
        GtkWidgetHandle.of(widget)?.dialog?.window
    }
}

/// The presenting widget went into a window: its dialog, if still shown without one, goes in
/// front of it.
private let rootChanged: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    widget, _, _ in
    let address = UInt(bitPattern: widget)
    MainActor.assumeIsolated {
        let widget = WidgetPointer(bitPattern: address)!
        guard let dialog = GtkDialogs.window(of: widget), let root = gtk_widget_get_root(widget) else { return }
        let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
        if gtk_window_get_transient_for(window) == nil {
            gtk_window_set_transient_for(window, UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self))
        }
    }
}

/// A button's number, or nil for a response that is none of them (Escape, the close button).
private let answered: @convention(c) (OpaquePointer?, gint, UnsafeMutableRawPointer?) -> Void = { _, response, data in
    SignalTarget.deliver({ _ in .dialogAnswered(response >= 0 ? Int(response) : nil) }, to: data)
}
