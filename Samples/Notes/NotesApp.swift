import Gnomon
import NotesViews

/// Notes: a small GNOME app to write notes in, kept in `$XDG_DATA_HOME/org.gnomon.Notes/`.
///
/// Run it with `swift run Notes`.
@main
struct NotesApp: App {
    static var applicationID: String { "org.gnomon.Notes" }

    @MainActor private static let store = NoteStore(
        file: NotesFile(directory: NotesFile.dataDirectory(appID: NotesApp.applicationID)))

    var body: some Scene {
        NotesScene(store: Self.store)
    }
}
