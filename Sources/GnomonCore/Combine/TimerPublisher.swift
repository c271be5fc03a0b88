import Dispatch
import Foundation
import OpenCombine

extension Timer {
    /// A publisher that sends the date every `interval` seconds once connected (`autoconnect()`
    /// connects it when the first subscriber comes), as Combine's does.
    ///
    /// ```swift
    /// let tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text(elapsed.formatted()).onReceive(tick) { _ in elapsed += 1 }
    /// ```
    ///
    /// On the main run loop it fires on the main actor's loop: on Linux `RunLoop.main` is not
    /// what runs a GTK app, so the timer is a dispatch timer on the main queue, which the GLib
    /// loop serves from its wake-up descriptor (`MainQueueSource`), with no polling — and which
    /// a headless test serves wherever its main actor runs. On another run loop it is a
    /// `Timer` in that loop's `mode`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }

    /// A publisher that sends the current date every `interval` seconds while connected.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let ticks = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling what it returns stops it.
        public func connect() -> Cancellable {
            let ticks = Ticks(subject: ticks)
            guard runLoop !== RunLoop.main else {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let period = DispatchTimeInterval.nanoseconds(Int(Swift.max(interval, 0.001) * 1e9))
                source.schedule(
                    deadline: .now() + period, repeating: period,
                    leeway: .nanoseconds(Int((tolerance ?? 0) * 1e9)))
                source.setEventHandler { ticks.subject.send(Date()) }
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in ticks.subject.send(Date()) }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

/// The subject a timer sends to, handed to the timer's handler: OpenCombine's subjects take
/// values from any thread (they lock), which its types do not declare.
private struct Ticks: @unchecked Sendable {
    let subject: PassthroughSubject<Date, Never>
}
