import Gnomon

/// The Notes app's scenes, for the app and for its tests: the notes window, with a Note menu of
/// commands, and the preferences.
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
        Settings { NotesPreferences(store: store) }
    }
}
