import Foundation
import Gnomon
import Logging
import Observation

/// The notes, kept in step with their file: every change is saved at once.
///
/// ```swift
/// let store = NoteStore(file: NotesFile(directory: NotesFile.dataDirectory(appID: "org.gnomon.Notes")))
/// if let id = store.add() {   // nil while another instance has the notes
///     store.update(id) { $0.title = "Groceries" }
/// }
/// ```
@MainActor @Observable
public final class NoteStore {
    public private(set) var notes: [Note] = []
    /// Whether the list is sorted by title rather than by last change (a preference).
    public var sortsByTitle: Bool {
        get { storedSortsByTitle }
        set {
            guard !isReadOnly else { return }
            storedSortsByTitle = newValue
            save()
        }
    }
    /// Whether another instance of Notes has the file: the notes show as they were when this
    /// one opened, and nothing changes them here, so neither instance loses the other's.
    public private(set) var isReadOnly = false
    private var storedSortsByTitle = false
    /// What went wrong with the file, for the window to show; nil when all is well.
    public var problem: String?
    /// Whether changes wait to be saved because saving fails: quitting now would lose them.
    public private(set) var hasUnsavedChanges = false
    /// Whether the window is asking where to export the notes, or which file to import.
    public var isExporting = false
    public var isImporting = false

    @ObservationIgnored private let file: NotesFile
    @ObservationIgnored private var savesEnabled = true
    @ObservationIgnored private let logger = Logger(label: "Notes")
    /// What was read from the file, whose notes Notes could not read and keys it does not know
    /// each save writes back.
    @ObservationIgnored private var kept = NotesFile.Contents()
    /// The file's lock, held while the store lives; nil while another instance holds it.
    @ObservationIgnored private let lock: UserFile.Lock?

    /// How long after a save fails it is tried again, while nothing else changes.
    @ObservationIgnored private let retryInterval: Duration
    /// The next try of a save that failed.
    @ObservationIgnored private var retry: Task<Void, Never>?

    /// The notes of `file`, whose failed saves are tried again after `retryInterval`.
    public init(file: NotesFile, retryInterval: Duration = .seconds(5)) {
        self.file = file
        self.retryInterval = retryInterval
        do {
            switch try UserFile.Lock.acquire(for: file.url) {
            case .acquired(let lock):
                self.lock = lock
            case .heldElsewhere:
                lock = nil
                isReadOnly = true
                problem = "Notes is open in another window or session. These notes are shown as they were, and cannot be changed here."
                logger.warning("\(file.url.path) is in use by another instance; read-only")
            }
        } catch {
            lock = nil
            logger.error("locking \(file.url.path): \(error)")  // saving says why it fails too
        }
        open(file.load(movingAside: !isReadOnly))
    }

    /// Takes what loading found: the notes, or why there are none.
    private func open(_ result: NotesFile.LoadResult) {
        switch result {
        case .loaded(let contents):
            notes = contents.notes
            storedSortsByTitle = contents.sortsByTitle
            kept = contents
            if case let count = contents.unreadableNotes.count, count > 0 {
                problem = "\(count == 1 ? "A note" : "\(count) notes") in your notes file could not be read. \(count == 1 ? "It is" : "They are") kept in the file unchanged."
                logger.error("\(file.url.path): \(count) notes could not be read; kept as they were")
            }
        case .keptAside(let aside, let reason):
            keptAside(aside, reason: reason)
        case .unusable(let reason):
            savesEnabled = false
            problem = "Your notes file could not be opened: \(reason). Changes are not saved until it can be kept aside, so that it is not lost."
            logger.error("\(file.url.path): \(reason); saving waits")
        }
    }

    /// The notes in the order the list shows them, those matching `query` (in title or body).
    public func notes(matching query: String) -> [Note] {
        let matching = query.isEmpty
            ? notes
            : notes.filter { $0.title.localizedCaseInsensitiveContains(query) || $0.body.localizedCaseInsensitiveContains(query) }
        return sortsByTitle
            ? matching.sorted { $0.displayTitle.localizedStandardCompare($1.displayTitle) == .orderedAscending }
            : matching.sorted { $0.modified > $1.modified }
    }

    public func note(_ id: Note.ID) -> Note? {
        notes.first { $0.id == id }
    }

    /// Adds an empty note; returns its id, or nil while the notes are read-only.
    @discardableResult
    public func add(now: Date = Date()) -> Note.ID? {
        add(Note(modified: now))
    }

    /// Adds `note`; returns its id, or nil while the notes are read-only.
    @discardableResult
    public func add(_ note: Note) -> Note.ID? {
        guard !isReadOnly else { return nil }
        notes.append(note)
        save()
        return note.id
    }

    /// Changes the note `id` and saves.
    public func update(_ id: Note.ID, now: Date = Date(), _ change: (inout Note) -> Void) {
        guard !isReadOnly else { return }
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        var note = notes[index]
        change(&note)
        guard note != notes[index] else { return }
        note.modified = now
        notes[index] = note
        save()
    }

    /// Adds the notes of an exported file (notes already here, by id, are skipped); returns
    /// how many were added.
    @discardableResult
    public func importNotes(from url: URL) -> Int {
        guard !isReadOnly else { return 0 }
        do {
            let document = try NotesDocument(data: Data(contentsOf: url))
            let new = document.notes.filter { note in !notes.contains { $0.id == note.id } }
            notes += new
            save()
            return new.count
        } catch {
            problem = "\(url.lastPathComponent) could not be imported: it is not a notes file."
            logger.error("importing \(url.path): \(error)")
            return 0
        }
    }

    public func delete(_ id: Note.ID) {
        guard !isReadOnly else { return }
        notes.removeAll { $0.id == id }
        save()
    }

    /// The unreadable file was moved to `aside`: saving starts a new file.
    private func keptAside(_ aside: URL, reason: String) {
        savesEnabled = true
        problem = "Your notes file could not be opened: \(reason). It was kept as \(aside.lastPathComponent); new notes go in a new file."
        logger.error("\(file.url.path): \(reason); moved to \(aside.path)")
    }

    /// Saves every note; a failure shows until a save succeeds, and the save is tried again
    /// after `retryInterval` until it does. A file that could not be read is first kept aside:
    /// until it can be, nothing is written over it.
    private func save() {
        guard !isReadOnly else { return }
        if !savesEnabled, case .keptAside(let aside, let reason) = file.load() {
            keptAside(aside, reason: reason)  // the notes written meanwhile go in the new file
        }
        guard savesEnabled else {
            hasUnsavedChanges = true
            return scheduleRetry()
        }
        do {
            try file.save(kept.with(notes: notes, sortsByTitle: sortsByTitle))
            if problem == saveProblem { problem = nil }
            saveProblem = nil
            hasUnsavedChanges = false
        } catch {
            hasUnsavedChanges = true
            let message = "\(error.localizedDescription)."
            if message != saveProblem { logger.error("saving \(file.url.path): \(error)") }  // once, not at every retry
            saveProblem = message
            problem = message
            scheduleRetry()
        }
    }

    /// Tries a save that failed once more, now: as the window closes or the app quits.
    public func retryFailedSave() {
        guard retry != nil else { return }
        retry?.cancel()
        retry = nil
        save()
    }

    private func scheduleRetry() {
        guard retry == nil else { return }
        retry = Task { [weak self, retryInterval] in
            try? await Task.sleep(for: retryInterval)
            guard let self, !Task.isCancelled else { return }
            self.retry = nil
            self.save()
        }
    }

    /// What the last save that failed said, while saves fail.
    @ObservationIgnored private var saveProblem: String?
}
