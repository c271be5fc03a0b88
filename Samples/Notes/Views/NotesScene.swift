import Gnomon

/// The Notes app's scenes, for the app and for its tests: the notes window, with commands to
/// export and import notes in its primary menu, and the preferences.
///
/// ```swift
/// var body: some Scene { NotesScene(store: store) }
/// ```
public struct NotesScene: Scene {
    let store: NoteStore

    public init(store: NoteStore) {
        self.store = store
    }

    public var body: some Scene {
        WindowGroup("Notes") { NotesWindow(store: store) }
            .defaultSize(width: 820, height: 560)
            .commands {
                CommandGroup(replacing: .importExport) {
                    Button("Import Notes…") { store.isImporting = true }
                    Button("Export Notes…") { store.isExporting = true }.keyboardShortcut("e", modifiers: [.control, .shift])
                }
            }
        Settings { NotesPreferences(store: store) }
    }
}
