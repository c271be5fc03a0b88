import Gnomon

/// The Notes window: a searchable list of notes in a sidebar, the chosen note's editor beside
/// it; toolbar buttons add (Ctrl+N, which puts the focus in the new note's title) and delete
/// (Delete, after a confirmation) notes.
public struct NotesWindow: View {
    @Bindable var store: NoteStore
    @State private var selection: Note.ID?
    @State private var query = ""
    @State private var confirmsDelete = false
    /// Whether the note's title has the keyboard focus: a new note's has.
    @FocusState private var editsTitle: Bool
    /// The user's attempt to close the window or quit while changes cannot be saved, held
    /// until they choose what to do with the changes; and whether they are being asked.
    @State private var closing: WindowCloseAttempt?
    @State private var asksAboutUnsavedChanges = false

    public init(store: NoteStore) {
        self.store = store
    }

    public var body: some View {
        NavigationSplitView {
            VStack(spacing: 0) {
                if let problem = store.problem {
                    ProblemBanner(message: problem) { store.problem = nil }
                }
                let notes = store.notes(matching: query)
                if notes.isEmpty {
                    Text(query.isEmpty ? "No Notes" : "No Matching Notes")
                        .styleClass("dim-label")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                } else {
                    List(notes, selection: $selection) { note in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(note.displayTitle).lineLimit(1)
                            Text(note.body.isEmpty ? "No text" : note.body).lineLimit(1).styleClass("dim-label").styleClass("caption")
                        }
                    }
                    .accessibilityLabel("Notes")
                }
            }
            .searchable(text: $query, prompt: "Search notes")
            .navigationSubtitle(store.notes.count == 1 ? "1 note" : "\(store.notes.count) notes")
        } detail: {
            if let selection, store.note(selection) != nil {
                NoteEditor(store: store, id: selection, editsTitle: $editsTitle)
                    .disabled(store.isReadOnly)
            } else {
                VStack(spacing: 12) {
                    Image(decorative: "document-edit-symbolic").styleClass("dim-label")
                    Text("No Note Selected").styleClass("title-2")
                    Text("Choose a note, or press Ctrl+N for a new one.").styleClass("dim-label")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .toolbar {
            ToolbarItem(placement: .navigation) {
                Button { addNote() } label: { Image(systemName: "list-add-symbolic") }
                    .keyboardShortcut("n", modifiers: .control)
                    .disabled(store.isReadOnly)
                    .help("New Note")
                    .accessibilityLabel("New Note")
            }
            ToolbarItem(placement: .primaryAction) {
                Button { confirmsDelete = true } label: { Image(systemName: "user-trash-symbolic") }
                    .keyboardShortcut(.deleteForward, modifiers: [])
                    .disabled(selection == nil || store.isReadOnly)
                    .help("Delete Note")
                    .accessibilityLabel("Delete Note")
            }
        }
        .confirmationDialog(deleteQuestion, isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { deleteNote() }
        } message: {
            Text("The note cannot be brought back.")
        }
        .confirmsWindowClose(when: store.hasUnsavedChanges) { attempt in
            closing = attempt
            asksAboutUnsavedChanges = true
        }
        .alert("Your Latest Changes Are Not Saved", isPresented: $asksAboutUnsavedChanges) {
            Button("Save Elsewhere…") { store.isExporting = true }  // then closes, once exported
            Button("Try Again") { saveAgainBeforeClosing() }
            Button(closing?.isQuitting == false ? "Close Anyway" : "Quit Anyway", role: .destructive) { closing?.proceed() }
            Button("Cancel", role: .cancel) { closing = nil }
        } message: {
            Text("\(store.problem ?? "Saving fails.") Save the notes elsewhere, or try again, or lose the changes.")
        }
        .fileExporter(
            isPresented: $store.isExporting, document: NotesDocument(notes: store.notes), contentType: .json,
            defaultFilename: "Notes"
        ) { result in
            switch result {
            case .success: closing?.proceed()
            case .failure(let error): store.problem = "The notes could not be exported. \(error.localizedDescription)."
            }
            closing = nil
        }
        .fileImporter(isPresented: $store.isImporting, allowedContentTypes: [.json]) { result in
            if case .success(let url) = result { store.importNotes(from: url) }
        }
        .onDisappear { store.retryFailedSave() }  // the window closes, or the app quits
    }

    /// Saves once more: if it works, the window closes (or the app quits) as the user asked;
    /// if not, it stays open, saying why.
    private func saveAgainBeforeClosing() {
        store.retryFailedSave()
        if !store.hasUnsavedChanges { closing?.proceed() }
        closing = nil
    }

    private var deleteQuestion: String {
        "Delete “\(selection.flatMap(store.note)?.displayTitle ?? "Untitled")”?"
    }

    private func addNote() {
        query = ""
        selection = store.add()
        editsTitle = true  // the user names the new note first
    }

    private func deleteNote() {
        guard let selection else { return }
        let order = store.notes(matching: query).map(\.id)
        store.delete(selection)
        // The next note (or the one before) takes the place of the deleted one.
        let index = order.firstIndex(of: selection) ?? 0
        let remaining = store.notes(matching: query)
        self.selection = remaining.isEmpty ? nil : remaining[min(index, remaining.count - 1)].id
    }
}

/// A note's title and text, saved as they are typed.
struct NoteEditor: View {
    @Bindable var store: NoteStore
    let id: Note.ID
    @FocusState.Binding var editsTitle: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Title", text: binding(\.title), prompt: Text("Title"))
                .focused($editsTitle)
                .styleClass("title-3")
            TextEditor(text: binding(\.body))
                .accessibilityLabel("Text")
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .padding(18)
        .navigationTitle(store.note(id)?.displayTitle ?? "Notes")
    }

    private func binding(_ field: WritableKeyPath<Note, String>) -> Binding<String> {
        Binding(
            get: { store.note(id)?[keyPath: field] ?? "" },
            set: { text in store.update(id) { $0[keyPath: field] = text } })
    }
}

/// What went wrong with the notes file, until the user dismisses it: the message, then its
/// button under it, whole, however narrow the sidebar (a path in the message does not wrap).
struct ProblemBanner: View {
    let message: String
    let dismiss: () -> Void

    var body: some View {
        VStack(alignment: .trailing, spacing: 8) {
            Text(message).frame(maxWidth: .infinity, alignment: .leading)
            Button("Dismiss", action: dismiss)
        }
        .padding(12)
        .styleClass("card")
        .padding(6)
    }
}

/// The preferences: how the list is sorted.
public struct NotesPreferences: View {
    @Bindable var store: NoteStore

    public init(store: NoteStore) {
        self.store = store
    }

    public var body: some View {
        Form {
            Section("Notes List") {
                Picker("Sort By", selection: $store.sortsByTitle) {
                    Text("Last Change").tag(false)
                    Text("Title").tag(true)
                }
            }
        }
        .padding(18)
        .frame(width: 360)
    }
}
