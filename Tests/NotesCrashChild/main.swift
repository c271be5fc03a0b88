import Foundation
import NotesViews

// Notes' store making edits as fast as it can, each saved before the next, for a test that
// kills it (`kill -9`) at random and checks the file: after each saved edit it prints the
// edit's index.
//
//     NotesCrashChild <data directory> <seed> <first edit's index>
let arguments = CommandLine.arguments
guard arguments.count == 4, let seed = UInt64(arguments[2]), let first = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: NotesCrashChild <directory> <seed> <first index>\n".utf8))
    exit(2)
}
let store = NoteStore(file: NotesFile(directory: URL(fileURLWithPath: arguments[1])))
var index = first
while true {
    CrashEdit(seed: seed, index: index).apply(to: store)
    FileHandle.standardOutput.write(Data("\(index)\n".utf8))  // unbuffered: what is printed was saved
    index += 1
}
