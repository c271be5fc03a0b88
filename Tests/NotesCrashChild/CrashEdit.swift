import Foundation
import NotesViews

/// The `index`th edit of a run with `seed`: what a person does to their notes (add one, retitle
/// or rewrite one, delete one), the same for the same seed and index, so the process that is
/// killed and the test that kills it agree on every state the file may hold.
///
/// ```swift
/// CrashEdit(seed: 7, index: 42).apply(to: &notes)   // the test's model
/// CrashEdit(seed: 7, index: 42).apply(to: store)     // the killed process's store
/// ```
struct CrashEdit {
    enum Kind { case add, retitle, rewrite, delete }

    let kind: Kind
    /// Which note, as a position counted modulo the number of notes.
    let position: Int
    let text: String
    let id: UUID
    let date: Date

    init(seed: UInt64, index: Int) {
        func mix(_ value: UInt64) -> UInt64 {  // SplitMix64's finalizer
            var z = value
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        // Each edit's own stream, far from every other's (a note's id must be new).
        var state = mix(seed ^ mix(UInt64(index) &+ 1))
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            return mix(state)
        }
        kind = [.add, .add, .retitle, .rewrite, .rewrite, .delete][Int(next() % 6)]
        position = Int(next() % 1_000)
        let words = ["milk", "Brot", "日本語", "👩‍👩‍👧", "café", "line\nbreak", "\"quoted\"", "tab\there"]
        text = (0..<Int(1 + next() % 40)).map { _ in words[Int(next() % UInt64(words.count))] }.joined(separator: " ")
        id = UUID(uuid: withUnsafeBytes(of: (next(), next())) { bytes in
            (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
             bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15])
        })
        date = Date(timeIntervalSince1970: 1_700_000_000 + Double(index))
    }

    /// Makes the edit in the model the test keeps.
    func apply(to notes: inout [Note]) {
        switch kind {
        case .add:
            notes.append(Note(id: id, title: text, modified: date))
        case .retitle, .rewrite:
            guard !notes.isEmpty else { return }
            let index = position % notes.count
            var note = notes[index]
            if kind == .retitle { note.title = text } else { note.body = text }
            guard note != notes[index] else { return }
            note.modified = date
            notes[index] = note
        case .delete:
            guard !notes.isEmpty else { return }
            notes.remove(at: position % notes.count)
        }
    }

    /// Makes the edit through Notes' store, which saves it.
    @MainActor func apply(to store: NoteStore) {
        switch kind {
        case .add:
            store.add(Note(id: id, title: text, modified: date))
        case .retitle, .rewrite:
            guard !store.notes.isEmpty else { return }
            let id = store.notes[position % store.notes.count].id
            store.update(id, now: date) { note in if kind == .retitle { note.title = text } else { note.body = text } }
        case .delete:
            guard !store.notes.isEmpty else { return }
            store.delete(store.notes[position % store.notes.count].id)
        }
    }
}
