/// A dialog as hosts show it: a title, a message, and the buttons that answer it, in the order
/// shown. The `dialog` property of the widget that presents it (an `alert` or a
/// `confirmationDialog`; `DialogPresentation.message`), which the GTK host shows as a `GtkMessageDialog` in front of the
/// widget's window; the user's answer comes back as `WidgetEvent.dialogAnswered`.
///
/// ```swift
/// DialogModel(title: "Delete “Groceries”?", message: "It cannot be undone.",
///             buttons: [.init(title: "Cancel", role: .cancel), .init(title: "Delete", role: .destructive)])
/// // dumped as dialog="Delete “Groceries”? — It cannot be undone. [Cancel (cancel), Delete (destructive)]"
/// ```
public struct DialogModel: Hashable, Sendable, CustomStringConvertible {
    /// One answer to a dialog.
    public struct Button: Hashable, Sendable {
        public var title: String
        /// Cancel answers as closing the dialog does (Escape); destructive is drawn as a
        /// warning, and Enter never chooses it; nil is an ordinary answer, the first of which
        /// Enter chooses.
        public var role: ButtonRole?
        public var isDisabled: Bool

        public init(title: String, role: ButtonRole? = nil, isDisabled: Bool = false) {
            self.title = title
            self.role = role
            self.isDisabled = isDisabled
        }
    }

    public var title: String
    public var message: String?
    public var buttons: [Button]

    public init(title: String, message: String? = nil, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The button closing the dialog answers with: the cancel button, if any.
    public var cancelButton: Int? {
        buttons.firstIndex { $0.role == .cancel }
    }

    /// The button Enter answers with, which has the focus as the dialog opens: the first
    /// ordinary one that is enabled (GNOME's dialogs make the affirmative answer the default);
    /// where the only answers destroy, the cancel button. Enter never destroys.
    ///
    /// ```swift
    /// DialogModel(title: "Delete?", buttons: [.init(title: "Cancel", role: .cancel),
    ///                                         .init(title: "Delete", role: .destructive)]).defaultButton   // 0
    /// ```
    public var defaultButton: Int? {
        buttons.firstIndex { $0.role == nil && !$0.isDisabled } ?? cancelButton
    }

    /// `Title — Message [Button, Button (destructive)]`.
    public var description: String {
        let buttons = buttons.map { button in
            var text = button.title
            if button.role == .cancel { text += " (cancel)" }
            if button.role == .destructive { text += " (destructive)" }
            return button.isDisabled ? text + " (disabled)" : text
        }
        return title + (message.map { " — " + $0 } ?? "") + " [" + buttons.joined(separator: ", ") + "]"
    }
}


/// What a widget presents in front of its window: a dialog asking something (`alert`,
/// `confirmationDialog`) or a file chooser (`fileImporter`, `fileExporter`). The widget's one
/// `dialog` property: a window presents one modal at a time.
///
/// ```swift
/// .message(DialogModel(title: "Quit?", buttons: [.init(title: "Quit")]))   // dumped as dialog="Quit? [Quit]"
/// ```
public enum DialogPresentation: Hashable, Sendable, CustomStringConvertible {
    case message(DialogModel)
    case fileChooser(FileDialogModel)

    /// As the model presented describes itself.
    public var description: String {
        switch self {
        case .message(let dialog): dialog.description
        case .fileChooser(let chooser): chooser.description
        }
    }

    /// The dialog asking something, if that is what is presented.
    public var message: DialogModel? {
        if case .message(let dialog) = self { dialog } else { nil }
    }

    /// The file chooser, if that is what is presented.
    public var fileChooser: FileDialogModel? {
        if case .fileChooser(let chooser) = self { chooser } else { nil }
    }
}

extension DialogPresentation: WidgetPropertyObject {
    public var isAbsent: Bool { false }
}
