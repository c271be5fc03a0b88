import Foundation
import GnomonCore
import GnomonTesting
import Observation

// A program whose `main.swift` uses top-level `await`, as a script or a command-line tool
// does: Swift makes its entry point async, and on Linux libdispatch then runs the main actor
// on a worker thread rather than the process's first thread. It drives a `TestHost` there —
// mount, tap, type, settle, an `@Observable` written after a suspension — and checks each
// result with a real comparison (not `assert`, which a release build drops). It prints a line
// per check and exits with 1 if any failed; `make test` runs it in a debug and a release build.

@MainActor @Observable
final class Inbox {
    var unread = 3
}

struct Probe: View {
    let inbox: Inbox
    @State private var count = 0
    @State private var name = ""
    @Environment(\.locale) private var locale

    var body: some View {
        VStack {
            Text("count \(count)")
            Button("Increment") { count += 1 }
            TextField("Name", text: $name)
            Text("Hello, \(name)")
            Text("\(inbox.unread) unread")
            Text("locale \(locale.identifier)")
        }
    }
}

var failures = 0

@MainActor
func check(_ what: String, _ passed: Bool) {
    print("\(passed ? "ok  " : "FAIL") \(what)")
    if !passed { failures += 1 }
}

let inbox = Inbox()
let host = TestHost(Probe(inbox: inbox))
check("mounts", host.find(text: "count 0") != nil)

// Mounted on the first thread; everything below runs on a dispatch worker.
print("before the first suspension, the main actor runs on the process's first thread: \(Thread.isMainThread)")
try await Task.sleep(for: .milliseconds(10))
print("after it, on the process's first thread: \(Thread.isMainThread)")

if let button = host.find(text: "Increment") { host.tap(button) }
host.settle()
check("a tap updates the label", host.find(text: "count 1") != nil)
check("only the label changed", host.lastMutations.map(\.kind) == [.set])

if let field = host.findAll("GtkEntry").first { host.type("Ada", into: field) }
host.settle()
check("typing updates the view", host.find(text: "Hello, Ada") != nil)

inbox.unread = 0
host.settle()
check("an @Observable written after a suspension updates its reader", host.find(text: "0 unread") != nil)
check("and only its reader", host.lastBodyEvaluations.count == 1)

host.updateEnvironment { $0.locale = Locale(identifier: "fr") }
host.settle()
check("an environment change updates its reader", host.find(text: "locale fr") != nil)
check("the dump shows the tree", host.dump().contains(#"label="count 1""#))

print(failures == 0 ? "AsyncMainProbe: every check passed" : "AsyncMainProbe: \(failures) checks failed")
exit(failures == 0 ? 0 : 1)
