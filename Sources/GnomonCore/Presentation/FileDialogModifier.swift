import Foundation

extension View {
    /// Lets the user choose files to open while `isPresented` is true: the desktop's file
    /// chooser, showing the files of `allowedContentTypes` (`.folder` chooses folders).
    /// Choosing calls `onCompletion` with the files; cancelling calls `onCancellation`. Either
    /// sets `isPresented` back to false.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.json], allowsMultipleSelection: true) { result in
    ///     if case .success(let urls) = result { store.importNotes(from: urls) }
    /// }
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        let action: FileDialogModel.Action =
            allowedContentTypes.contains(.folder) ? .openFolder : .open(multiple: allowsMultipleSelection)
        return modifier(
            _FileDialogModifier(
                dialog: FileDialogModel(action: action, title: allowsMultipleSelection ? "Open Files" : "Open File", types: allowedContentTypes),
                isPresented: isPresented, cancelled: onCancellation
            ) { urls in onCompletion(.success(urls)) })
    }

    /// Lets the user choose one file to open; see
    /// `fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:onCancellation:)`.
    ///
    /// ```swift
    /// .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
    ///     if case .success(let url) = result { open(url) }
    /// }
    /// ```
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        fileImporter(isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false) { result in
            onCompletion(result.map { $0[0] })
        }
    }

    /// Lets the user save `document` while `isPresented` is true: the desktop's file chooser,
    /// suggesting `defaultFilename`; the document is written there (by `UserFile`: the chosen
    /// file replaced whole, keeping its mode and link) and `onCompletion` told where, or why it
    /// could not be, in words.
    ///
    /// ```swift
    /// .fileExporter(isPresented: $exporting, document: NotesExport(notes: notes), contentType: .json,
    ///               defaultFilename: "Notes") { result in … }
    /// ```
    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        var name = defaultFilename ?? "Untitled"
        if let suffix = contentType.preferredFilenameExtension, !name.hasSuffix("." + suffix) { name += "." + suffix }
        let presented = Binding(get: { isPresented.wrappedValue && document != nil }, set: { isPresented.wrappedValue = $0 })
        return modifier(
            _FileDialogModifier(
                dialog: FileDialogModel(action: .save(name: name), title: "Save File", types: [contentType]),
                isPresented: presented, cancelled: onCancellation
            ) { urls in
                guard let url = urls.first, let document else { return }
                onCompletion(Result {
                    let file = try document.fileWrapper(configuration: .init(contentType: contentType, existingFile: nil))
                    try UserFile.write(file.regularFileContents ?? Data(), to: url)
                    return url
                })
            })
    }
}

/// See `View.fileImporter`: the chooser is the widget's `dialog` property while it is
/// presented, and the user's choice comes back to this modifier.
public struct _FileDialogModifier: ViewModifier {
    /// The chooser as shown; nil while it is not presented.
    let dialog: FileDialogModel?
    let isPresented: Binding<Bool>
    let cancelled: () -> Void
    let chosen: ([URL]) -> Void

    init(dialog: FileDialogModel, isPresented: Binding<Bool>, cancelled: @escaping () -> Void, chosen: @escaping ([URL]) -> Void) {
        self.dialog = isPresented.wrappedValue ? dialog : nil
        self.isPresented = isPresented
        self.cancelled = cancelled
        self.chosen = chosen
    }

    public typealias Body = Never
}

extension _FileDialogModifier: AttributeModifier {
    /// The innermost presented chooser is the widget's.
    func apply(to layout: inout LayoutAttributes) {
        if layout.fileDialog == nil, let dialog { layout.fileDialog = dialog }
    }

    func handle(_ event: WidgetEvent) -> Bool {
        guard case .filesChosen(let urls) = event, dialog != nil else { return false }
        isPresented.wrappedValue = false
        if let urls, !urls.isEmpty { chosen(urls) } else { cancelled() }
        return true
    }
}
