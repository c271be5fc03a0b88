import CGtk
import Dispatch
import Foundation
import Gnomon
import Synchronization

/// A real Gnomon app that checks Swift concurrency runs inside the GLib main loop: main-actor
/// work enqueued from elsewhere while the loop sleeps must run within the next iteration.
/// It prints one line per check and, if all pass, closes its window, which ends the app with
/// 0. `GtkConcurrencyTests` runs it under Xvfb.
///
/// With `--emit-critical` it instead makes one GTK critical (a NULL widget) and exits with 0:
/// under `make test`'s `G_DEBUG=fatal-criticals` it must abort first. With
/// `PROBE_QUIT_FILE` set (GApplication takes no unknown options) it shows `QuittingView`,
/// which quits while work is pending.
@main
struct ConcurrencyProbe: App {
    static var applicationID: String { "org.gnomon.ConcurrencyProbe" }

    init() {
        if CommandLine.arguments.contains("--emit-critical") {
            gtk_widget_set_halign(nil, GTK_ALIGN_START)
            exit(0)
        }
        LoopIterations.startCounting()
    }

    var body: some Scene {
        WindowGroup("Concurrency probe") {
            if let path = ProcessInfo.processInfo.environment["PROBE_QUIT_FILE"] {
                QuittingView(path: path)
            } else {
                ProbeView()
            }
        }
    }
}

/// Three tasks that run until cancelled and then append a line to a file; once they run, the
/// view changes its state (an update is pending) and closes its window in the same turn, which
/// quits the app. The app must end with 0, each task having written its line.
struct QuittingView: View {
    let path: String
    @State private var started = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("started \(started)")
            ForEach(0..<3) { index in
                Text("task \(index)").task {
                    await MainActor.run { started += 1 }
                    while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
                    try? await Task.sleep(for: .milliseconds(20))  // ends a little after the quit
                    await MainActor.run { Self.append("cancelled \(index)", to: path) }
                }
            }
        }
        .onChange(of: started) { _, count in
            if count == 3 {
                started += 1  // pending when the window closes
                dismiss()
            }
        }
    }

    static func append(_ line: String, to path: String) {
        let handle = FileHandle(forWritingAtPath: path) ?? {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            return FileHandle(forWritingAtPath: path)!
        }()
        handle.seekToEndOfFile()
        handle.write(Data((line + "\n").utf8))
        handle.closeFile()
    }
}

/// Counts iterations of the main loop: each iteration polls once.
enum LoopIterations {
    static let count = Atomic<Int>(0)

    static var now: Int { count.load(ordering: .sequentiallyConsistent) }

    static func startCounting() {
        g_main_context_set_poll_func(nil) { descriptors, count, timeout in
            LoopIterations.count.add(1, ordering: .sequentiallyConsistent)
            return g_poll(descriptors, count, timeout)
        }
    }
}

struct ProbeView: View {
    @State private var status = "probing"
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text(status).task {
            let results = await Probes.run()
            for line in results.map(\.line) { print(line) }
            let passed = results.allSatisfy(\.passed)
            print(passed ? "all passed" : "some failed")
            fflush(nil)  // all output streams
            // Passing, the app ends as a user would end it: closing its last window.
            if passed { dismiss() } else { exit(1) }
        }
    }
}

struct ProbeResult {
    let name: String
    let iterations: Int?
    let passed: Bool

    var line: String {
        "\(passed ? "PASS" : "FAIL") \(name)" + (iterations.map { " iterations=\($0)" } ?? "")
    }

    /// Main-actor work that ran within one loop iteration of being enqueued.
    static func promptly(_ name: String, _ iterations: Int) -> ProbeResult {
        ProbeResult(name: name, iterations: iterations, passed: iterations <= 1)
    }
}

@MainActor
enum Probes {
    static func run() async -> [ProbeResult] {
        [
            await taskFromAnotherThread(),
            await dispatchMainFromAnotherThread(),
            await mainActorRunFromADetachedTask(),
            await sleepingOnTheMainActor(),
            await asyncStreamFromAnotherThread(),
            await detachedWorkHoppingBack(),
            await timerOnTheMainRunLoop(),
        ]
    }

    /// `Timer.publish(every:on: .main, in: .common)`, as SwiftUI code writes it, fires on the
    /// GLib loop, on the main thread, on time.
    static func timerOnTheMainRunLoop() async -> ProbeResult {
        let clock = ContinuousClock()
        let start = clock.now
        let ticks = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            var count = 0
            var subscription: AnyCancellable?
            subscription = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().sink { _ in
                count += Thread.isMainThread ? 1 : 100
                guard count >= 3 else { return }
                subscription?.cancel()
                done.resume(returning: count)
            }
        }
        let elapsed = clock.now - start
        let passed = ticks == 3 && elapsed >= .milliseconds(150) && elapsed < .seconds(2)
        return ProbeResult(name: "Timer.publish on the main run loop: \(ticks) ticks in \(elapsed)", iterations: nil, passed: passed)
    }

    /// `Task { @MainActor in … }` made on another thread while the loop sleeps in poll.
    static func taskFromAnotherThread() async -> ProbeResult {
        let waited = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.2)  // the main loop is asleep meanwhile
                let enqueued = LoopIterations.now
                Task { @MainActor in done.resume(returning: LoopIterations.now - enqueued) }
            }
        }
        return .promptly("Task { @MainActor in } from another thread", waited)
    }

    /// `DispatchQueue.main.async` from another thread.
    static func dispatchMainFromAnotherThread() async -> ProbeResult {
        let waited = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.2)
                let enqueued = LoopIterations.now
                DispatchQueue.main.async { done.resume(returning: LoopIterations.now - enqueued) }
            }
        }
        return .promptly("DispatchQueue.main.async from another thread", waited)
    }

    /// `await MainActor.run` from a detached task.
    static func mainActorRunFromADetachedTask() async -> ProbeResult {
        let waited = await Task.detached {
            try? await Task.sleep(for: .milliseconds(200))
            let enqueued = LoopIterations.now
            return await MainActor.run { LoopIterations.now - enqueued }
        }.value
        return .promptly("await MainActor.run from Task.detached", waited)
    }

    /// `Task.sleep` on the main actor resumes there, on time.
    static func sleepingOnTheMainActor() async -> ProbeResult {
        let clock = ContinuousClock()
        let start = clock.now
        try? await Task.sleep(for: .milliseconds(100))
        let elapsed = clock.now - start
        let passed = elapsed >= .milliseconds(100) && elapsed < .seconds(2) && Thread.isMainThread
        return ProbeResult(name: "Task.sleep on the main actor (\(elapsed))", iterations: nil, passed: passed)
    }

    /// An `AsyncStream` fed from another thread, consumed on the main actor.
    static func asyncStreamFromAnotherThread() async -> ProbeResult {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        Thread.detachNewThread {
            for value in 1...3 {
                Thread.sleep(forTimeInterval: 0.05)
                continuation.yield(value)
            }
            continuation.finish()
        }
        var received: [Int] = []
        for await value in stream {
            precondition(Thread.isMainThread)
            received.append(value)
        }
        return ProbeResult(name: "AsyncStream from another thread: \(received)", iterations: nil, passed: received == [1, 2, 3])
    }

    /// Work in `Task.detached` whose result comes back to the main actor.
    static func detachedWorkHoppingBack() async -> ProbeResult {
        let sum = await Task.detached { (1...100_000).reduce(0, +) }.value
        return ProbeResult(
            name: "Task.detached work back on the main actor", iterations: nil,
            passed: sum == 5_000_050_000 && Thread.isMainThread)
    }
}
