import Foundation
import GnomonCore
import GnomonTesting
import OpenCombine
import Testing

// Combine-era data flow, in the forms SwiftUI code writes it. That this file compiles is part of
// the test.

final class Counter2: ObservableObject {
    @Published var count = 0
    let name: String

    init(name: String = "counter") {
        self.name = name
    }
}

/// How many bodies ran, by view.
@MainActor final class BodyLog {
    var entries: [String] = []
}

/// `@ObservedObject` given by the parent (the memberwise form).
struct CountLabel: View {
    @ObservedObject var counter: Counter2
    let log: BodyLog

    var body: some View {
        let _ = log.entries.append("label \(counter.name)")
        Text("\(counter.name): \(counter.count)")
    }
}

/// `@ObservedObject` set in an initializer, and a binding to a published property.
struct CountStepper: View {
    @ObservedObject private var counter: Counter2

    init(_ counter: Counter2) {
        _counter = ObservedObject(wrappedValue: counter)
    }

    var body: some View {
        Stepper("Steps \(counter.count)", value: $counter.count, in: 0...100)
    }
}

/// `@StateObject` with a default, made once per identity.
struct OwnCounter: View {
    @StateObject private var counter = Counter2(name: madeCounter())
    let title: String

    var body: some View {
        Button("\(title) \(counter.count)") { counter.count += 1 }
    }
}

/// `@StateObject` set in an initializer.
struct StartedCounter: View {
    @StateObject private var counter: Counter2

    init(name: String) {
        _counter = StateObject(wrappedValue: Counter2(name: name))
    }

    var body: some View { Text("started \(counter.name) \(counter.count)") }
}

@MainActor var countersMade = 0

@MainActor func madeCounter() -> String {
    countersMade += 1
    return "own"
}

/// A parent that re-creates `OwnCounter` on each of its evaluations.
struct CounterParent: View {
    @State private var generation = 0

    var body: some View {
        VStack {
            Button("Parent \(generation)") { generation += 1 }
            OwnCounter(title: "Own \(generation)")
        }
    }
}

/// `@EnvironmentObject`, and its binding.
struct CartView: View {
    @EnvironmentObject var cart: Counter2

    var body: some View {
        VStack {
            Text("In cart: \(cart.count)")
            Stepper("Cart", value: $cart.count, in: 0...100)
        }
    }
}

/// `onReceive` of a subject and of `Just`.
struct Receiving: View {
    let subject: PassthroughSubject<String, Never>
    let log: BodyLog
    @State private var heard: [String] = []

    var body: some View {
        Text("Heard \(heard.joined(separator: ","))")
            .onReceive(subject) { heard.append($0); log.entries.append($0) }
            .onReceive(Just("just")) { heard.append($0) }
    }
}

struct Toggled<Content: View>: View {
    @State var shows = true
    let content: Content

    var body: some View {
        VStack {
            Button("Hide") { shows = false }
            if shows { content }
        }
    }
}

@Suite("ObservableObject, @Published and their wrappers") @MainActor
struct CombineDataFlowTests {
    @Test func anObservedObjectsChangeRerunsOnlyTheViewsObservingIt() throws {
        let first = Counter2(name: "first"), second = Counter2(name: "second")
        let log = BodyLog()
        let host = TestHost(VStack { CountLabel(counter: first, log: log); CountLabel(counter: second, log: log) })
        log.entries.removeAll()
        second.count = 5
        host.settle()
        #expect(host.find(text: "second: 5") != nil)
        #expect(log.entries == ["label second"], "the other label's body did not run")
    }

    @Test func aViewGivenAnotherObjectObservesThatOneOnly() throws {
        let first = Counter2(name: "first"), second = Counter2(name: "second")
        let log = BodyLog()
        let host = TestHost(CountLabel(counter: first, log: log))
        host.update(CountLabel(counter: second, log: log))
        host.settle()
        log.entries.removeAll()
        first.count = 1
        host.settle()
        #expect(log.entries.isEmpty, "the first object is no longer observed")
        second.count = 2
        host.settle()
        #expect(host.find(text: "second: 2") != nil)
        #expect(log.entries == ["label second"])
    }

    @Test func aBindingToAPublishedPropertyWritesTheObject() throws {
        let counter = Counter2()
        let host = TestHost(CountStepper(counter))
        host.step(try #require(host.findAll("GtkSpinButton").first), by: 2)
        host.settle()
        #expect(counter.count == 2)
        #expect(host.find(text: "Steps 2") != nil)
    }

    @Test func aStateObjectIsMadeOncePerIdentityAndKeptAcrossParentUpdates() throws {
        countersMade = 0
        let host = TestHost(CounterParent())
        host.tap(try #require(host.find(text: "Own 0 0")))
        host.settle()
        host.tap(try #require(host.find(text: "Parent 0")))
        host.settle()
        #expect(host.find(text: "Own 1 1") != nil, "the parent's update kept the object and its count")
        #expect(countersMade == 1, "the autoclosure ran once")
        let started = TestHost(StartedCounter(name: "given"))
        #expect(started.find(text: "started given 0") != nil)
    }

    @Test func anEnvironmentObjectIsFoundObservedAndBound() throws {
        let cart = Counter2()
        let host = TestHost(CartView().environmentObject(cart))
        #expect(host.find(text: "In cart: 0") != nil)
        cart.count = 3
        host.settle()
        #expect(host.find(text: "In cart: 3") != nil)
        host.step(try #require(host.findAll("GtkSpinButton").first), by: 1)
        host.settle()
        #expect(cart.count == 4)
    }

    /// As SwiftUI's, the message names the type and the view.
    @Test func aMissingEnvironmentObjectStopsTheAppSayingWhich() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = TestHost(CartView()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type Counter2 found for CartView."), "\(message)")
    }

    @Test func onReceiveRunsTheActionForEachValueWhileTheViewIsThere() throws {
        let subject = PassthroughSubject<String, Never>()
        let log = BodyLog()
        let host = TestHost(Toggled(content: Receiving(subject: subject, log: log)))
        host.settle()
        subject.send("a")
        subject.send("b")
        host.settle()
        #expect(host.find(text: "Heard just,a,b") != nil)
        host.tap(try #require(host.find(text: "Hide")))
        host.settle()
        subject.send("after")  // the view is gone: its subscription with it
        host.settle()
        #expect(log.entries == ["a", "b"])
    }
}

/// A stopwatch as SwiftUI code writes one: a timer on the main run loop, received by the view.
struct Stopwatch: View {
    let tick = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
    let log: BodyLog
    @State private var ticks = 0

    var body: some View {
        Text("\(ticks) ticks").onReceive(tick) { _ in
            ticks += 1
            log.entries.append("tick")
        }
    }
}

@Suite("Timers on the main run loop") @MainActor
struct TimerPublisherTests {
    @Test func aTimerOnTheMainRunLoopFiresInTheHeadlessHostAndStopsWithTheView() async throws {
        let log = BodyLog()
        let host = TestHost(Toggled(content: Stopwatch(log: log)))
        host.settle()
        let start = ContinuousClock.now
        while log.entries.count < 3 && ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(10))
            host.settle()
        }
        #expect(log.entries.count >= 3, "the timer fired while the test waited")
        #expect(host.find(text: "\(log.entries.count) ticks") != nil)
        host.tap(try #require(host.find(text: "Hide")))
        host.settle()
        let ticked = log.entries.count
        try await Task.sleep(for: .milliseconds(100))
        host.settle()
        #expect(log.entries.count == ticked, "the view is gone: its timer stopped")
    }
}
