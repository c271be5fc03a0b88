import CGtk
import Foundation
import GnomonCore

/// The file chooser a widget presents (`fileImporter`, `fileExporter`): a
/// `GtkFileChooserNative`, which is the desktop's chooser through its portal where there is
/// one and GTK's own otherwise, modal for the widget's window, showing the model's types. Its
/// answer comes back as `WidgetEvent.filesChosen`: the chosen files, or nil when cancelled.
/// GTK has no getters for what a chooser was given, so the model shown is kept on the handle.
///
/// ```swift
/// GtkFileDialogs.set(FileDialogModel(action: .open(multiple: false), title: "Open File", types: [.json]), on: handle)
/// ```
@MainActor
package enum GtkFileDialogs {
    static func set(_ model: FileDialogModel?, on handle: GtkWidgetHandle) {
        if let shown = handle.fileDialog {
            if shown.model == model { return }
            close(on: handle)
        }
        guard let model else { return }
        let parent = gtk_widget_get_root(handle.pointer).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self) }
        let (action, accept): (GtkFileChooserAction, String) =
            switch model.action {
            case .open: (GTK_FILE_CHOOSER_ACTION_OPEN, "_Open")
            case .openFolder: (GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, "_Select")
            case .save: (GTK_FILE_CHOOSER_ACTION_SAVE, "_Save")
            }
        let chooser = gtk_file_chooser_native_new(model.title, parent, action, accept, "_Cancel")!
        // Modal for the window it is in front of; a widget in no window has none to block.
        gtk_native_dialog_set_modal(native(chooser), parent == nil ? 0 : 1)
        switch model.action {
        case .open(let multiple): gtk_file_chooser_set_select_multiple(chooser, multiple ? 1 : 0)
        case .save(let name): gtk_file_chooser_set_current_name(chooser, name)
        case .openFolder: break
        }
        if !model.types.isEmpty, model.action != .openFolder {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, model.types.map(\.identifier).joined(separator: ", "))
            for type in model.types {
                for mimeType in type.mimeTypes where mimeType != "*/*" { gtk_file_filter_add_mime_type(filter, mimeType) }
                for suffix in type.filenameExtensions { gtk_file_filter_add_suffix(filter, suffix) }
            }
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        if let sink = handle.events {
            _ = SignalTarget.connect("response", of: UnsafeMutableRawPointer(chooser), on: handle, to: sink, unsafeBitCast(answered, to: GCallback.self))
        }
        handle.fileDialog = (chooser, model)
        gtk_native_dialog_show(native(chooser))
    }

    /// Closes the chooser the widget presents, if any.
    static func close(on handle: GtkWidgetHandle) {
        guard let shown = handle.fileDialog else { return }
        handle.fileDialog = nil
        // Hidden first: GTK's own dialog (shown where there is no portal) lets go of its
        // modal hold on the app's windows only when it hides.
        gtk_native_dialog_hide(native(shown.chooser))
        gtk_native_dialog_destroy(native(shown.chooser))
        g_object_unref(UnsafeMutableRawPointer(shown.chooser))
    }

    /// The chooser the widget presents; nil for none.
    package static func model(of widget: WidgetPointer) -> FileDialogModel? {
        GtkWidgetHandle.of(widget)?.fileDialog?.model
    }

    /// GTK's own file chooser dialog that the widget's chooser shows (a `GtkFileChooserNative`
    /// shows one where the desktop has no file chooser portal, as under Xvfb), for a test to
    /// answer as the user would.
    package static func shownDialog(of widget: WidgetPointer) -> WidgetPointer {
        precondition(GtkWidgetHandle.of(widget)?.fileDialog != nil, "the widget presents no file chooser")
        let toplevels = gtk_window_get_toplevels()!
        var dialog: WidgetPointer?
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let window = g_list_model_get_item(toplevels, index)!.assumingMemoryBound(to: GtkWidget.self)
            g_object_unref(UnsafeMutableRawPointer(window))
            if gnomon_is_a(window, gtk_file_chooser_dialog_get_type()) != 0, gtk_widget_get_visible(window) != 0 { dialog = window }
        }
        guard let dialog else { preconditionFailure("no file chooser dialog shows (is a file chooser portal answering instead?)") }
        return dialog
    }

    /// The chooser as the `GtkNativeDialog` it is.
    private static func native(_ chooser: OpaquePointer) -> UnsafeMutablePointer<GtkNativeDialog> {
        UnsafeMutableRawPointer(chooser).assumingMemoryBound(to: GtkNativeDialog.self)
    }

    /// The files the chooser holds, as URLs.
    nonisolated fileprivate static func files(of chooser: OpaquePointer) -> [URL] {
        guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        return (0..<g_list_model_get_n_items(files)).compactMap { index in
            guard let file = g_list_model_get_item(files, index) else { return nil }
            defer { g_object_unref(file) }
            guard let path = g_file_get_path(OpaquePointer(file)) else { return nil }
            defer { g_free(path) }
            return URL(fileURLWithPath: String(cString: path))
        }
    }
}

/// The chooser's answer: the files when accepted, nil otherwise.
private let answered: @convention(c) (OpaquePointer?, gint, UnsafeMutableRawPointer?) -> Void = { chooser, response, data in
    let urls = response == GTK_RESPONSE_ACCEPT.rawValue ? chooser.map { GtkFileDialogs.files(of: $0) } : nil
    SignalTarget.deliver({ _ in .filesChosen(urls) }, to: data)
}
