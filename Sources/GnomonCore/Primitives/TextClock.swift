import Dispatch
import Foundation
import Observation

/// The clock live texts read (`Text(date, style: .timer)`): its `now` moves on each second while
/// a label reads it, so the labels that show a counting date — and only they — resolve again
/// each second, with no body re-run. It stops when a second passes with no label reading it
/// (the last one gone), and starts at the next read.
///
/// ```swift
/// let shown = liveDate.text(now: TextClock.shared.now)   // in a label's resolve
/// ```
@Observable @MainActor
package final class TextClock {
    package static let shared = TextClock()

    /// The time now, to the second the clock last ticked; reading it keeps the clock going.
    package var now: Date {
        get {
            if timer == nil { start() }
            isRead = true
            return ticked
        }
    }

    private var ticked = Date()
    @ObservationIgnored private var timer: DispatchSourceTimer?
    @ObservationIgnored private var isRead = false

    private func start() {
        ticked = Date()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        // On the next whole second of the wall clock, then every second.
        let untilWhole = 1 - ticked.timeIntervalSince1970.truncatingRemainder(dividingBy: 1)
        timer.schedule(deadline: .now() + untilWhole, repeating: 1, leeway: .milliseconds(20))
        timer.setEventHandler { MainActor.assumeIsolated { TextClock.shared.tick() } }
        self.timer = timer
        timer.resume()
    }

    /// Moves `now` on to the time it is, as each second does; stops the clock instead if no
    /// label read it since the last tick. A test host calls it to count a second at once.
    package func tick() {
        guard isRead else {
            timer?.cancel()
            timer = nil
            return
        }
        isRead = false
        ticked = Date()
    }
}
