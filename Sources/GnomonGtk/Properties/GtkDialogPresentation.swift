import CGtk
import GnomonCore

/// The dialog a widget presents: a message (`GtkDialogs`) or a file chooser
/// (`GtkFileDialogs`), never both.
///
/// ```swift
/// GtkDialogPresentation.set(.message(model), on: button)   // presents it, or updates it
/// ```
@MainActor
enum GtkDialogPresentation: GtkPropertyAccessor {
    static var key: WidgetProperty<DialogPresentation?> { .dialog }

    static func set(_ presentation: DialogPresentation?, on handle: GtkWidgetHandle) {
        GtkDialogs.set(presentation?.message, on: handle)
        GtkFileDialogs.set(presentation?.fileChooser, on: handle)
    }

    static func value(of widget: WidgetPointer) -> DialogPresentation? {
        GtkDialogs.model(of: widget).map(DialogPresentation.message) ?? GtkFileDialogs.model(of: widget).map(DialogPresentation.fileChooser)
    }
}
