/// A file chooser as hosts show it: opening files (one, several, or a folder) or saving one
/// under a name, showing the files of some types. The `dialog` property of the widget that
/// presents it (`fileImporter`, `fileExporter`; `DialogPresentation.fileChooser`), which the GTK host shows as a
/// `GtkFileChooserNative` (the desktop's file chooser through its portal, or GTK's); the user's
/// choice comes back as `WidgetEvent.filesChosen`.
///
/// ```swift
/// FileDialogModel(action: .open(multiple: false), title: "Import", types: [.json])
/// // dumped as dialog="Open: Import [public.json]"
/// ```
public struct FileDialogModel: Hashable, Sendable, CustomStringConvertible {
    public enum Action: Hashable, Sendable {
        /// Choosing files to open, or several.
        case open(multiple: Bool)
        /// Choosing a folder.
        case openFolder
        /// Choosing where to save, suggesting `name`.
        case save(name: String)
    }

    public var action: Action
    public var title: String
    /// The types of files shown; empty for all.
    public var types: [UTType]

    public init(action: Action, title: String, types: [UTType]) {
        self.action = action
        self.title = title
        self.types = types
    }

    /// `Open: Import [public.json]`, `Save "notes.json": Export [public.json]`.
    public var description: String {
        let action: String =
            switch action {
            case .open(let multiple): multiple ? "Open several" : "Open"
            case .openFolder: "Open folder"
            case .save(let name): "Save \"\(name)\""
            }
        return "\(action): \(title) [\(types.map(\.identifier).joined(separator: ", "))]"
    }
}
