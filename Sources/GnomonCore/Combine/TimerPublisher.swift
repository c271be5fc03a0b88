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

    /// A publisher that sends the current date every `interval` seconds while connected
    /// (`Timer.publish(every:on:in:)` makes one).
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 0.5, on: .main, in: .common)
    /// let connection = timer.connect()   // or .autoconnect(), at the first subscriber
    /// ```
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come, in seconds; nil: on time as the system can.
        public let tolerance: TimeInterval?
        /// The run loop it fires on: `RunLoop.main` is the main actor's loop.
        public let runLoop: RunLoop
        /// The run loop's mode, for a run loop other than the main one.
        public let mode: RunLoop.Mode
        private let ticks = PassthroughSubject<Date, Never>()

        /// The publisher `Timer.publish(every:tolerance:on:in:)` returns.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Adds a subscriber, which gets the ticks while the timer is connected.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            ticks.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling what it returns stops it.
        public func connect() -> Cancellable {
            let ticks = Ticks(subject: ticks)
            guard runLoop !== RunLoop.main else {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let period = Self.nanoseconds(interval, atLeast: 0.001)
                source.schedule(deadline: .now() + period, repeating: period, leeway: Self.nanoseconds(tolerance ?? 0, atLeast: 0))
                source.setEventHandler { ticks.subject.send(Date()) }
                source.resume()
                return AnyCancellable { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { _ in ticks.subject.send(Date()) }
            timer.tolerance = tolerance ?? 0
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }

        /// `seconds` as dispatch's nanoseconds, kept between `least` and about 30 years (what an
        /// `Int` of nanoseconds holds, with room to spare).
        private static func nanoseconds(_ seconds: TimeInterval, atLeast least: TimeInterval) -> DispatchTimeInterval {
            let kept = seconds.isNaN ? least : Swift.min(Swift.max(seconds, least), 1e9)
            return .nanoseconds(Int(kept * 1e9))
        }
    }
}

/// The subject a timer sends to, handed to the timer's handler: OpenCombine's subjects take
/// values from any thread (they lock), which its types do not declare.
private struct Ticks: @unchecked Sendable {
    let subject: PassthroughSubject<Date, Never>
}
