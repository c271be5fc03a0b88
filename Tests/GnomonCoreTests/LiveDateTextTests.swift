import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// `Text(_:style:)`: the date and time styles as Foundation formats them, and the relative,
/// offset and timer styles counting with the clock while shown.
@Suite("Dates in text") @MainActor
struct LiveDateTextTests {
    @Test func theRelativeOffsetAndTimerStylesRead() {
        // The labels read the clock's second, which a clock started by an earlier test may have
        // ticked up to a second ago; nothing ticks it while this test builds its host.
        let now = TextClock.shared.now
        let host = TestHost(VStack {
            Text(now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 0.5)), style: .relative)
            Text(now.addingTimeInterval(7200.5), style: .offset)
            Text(now.addingTimeInterval(-90.5), style: .offset)
            Text(now.addingTimeInterval(-152.5), style: .timer)
            Text(now.addingTimeInterval(36 * 3600 + 59 * 60 + 1.5), style: .timer)
        })
        let labels = host.findAll("GnomonLabel").map { host.property(.label, of: $0) }
        #expect(labels == ["2 hours, 23 minutes", "+2 hours", "-1 minute, 30 seconds", "2:32", "36:59:01"])
    }

    @Test func aSpanOfDatesReadsAsOne() throws {
        let start = try Date("2026-11-27T09:30:00Z", strategy: .iso8601)
        let text = Text(start...start.addingTimeInterval(600))
        let host = TestHost(text)
        let label = try #require(host.property(.label, of: host.findAll("GnomonLabel")[0]))
        #expect(label.contains("–") || label.contains("-"), "\(label)")
        #expect(label.contains(start.formatted(date: .omitted, time: .shortened).prefix(4)), "\(label)")
    }

    struct Lap: View {
        let start: Date
        @State var shown = true
        var body: some View {
            VStack {
                Button("Stop") { shown = false }
                if shown { Text(start, style: .timer) }
                Text("Laps")
            }
        }
    }

    @Test func aTimerCountsEachSecondWithoutItsBody() async throws {
        // From a whole second, so that each tick of the clock (on the wall clock's seconds)
        // reads one second more.
        // From the clock's own second, which an earlier test's clock may have ticked a while ago.
        let start = Date(timeIntervalSince1970: TextClock.shared.now.timeIntervalSince1970.rounded(.down) - 65)
        let host = TestHost(Lap(start: start))
        let label = host.findAll("GnomonLabel")[0]
        #expect(host.property(.label, of: label) == "1:05")
        let began = ContinuousClock.now
        while host.property(.label, of: label) == "1:05" && ContinuousClock.now - began < .seconds(3) {
            try await Task.sleep(for: .milliseconds(20))
            host.settle()
        }
        #expect(host.property(.label, of: label) == "1:06", "a second later")
        #expect(host.lastBodyEvaluations.isEmpty, "only the label resolved: \(host.lastBodyEvaluations)")
        #expect(host.lastMutations.map(\.description) == ["set GnomonLabel#\(label.id) label=\"1:06\""])
        host.tap(try #require(host.find(label: "Stop")))
        host.settle()
        #expect(host.findAll("GnomonLabel").count == 1)
        try await Task.sleep(for: .milliseconds(1100))
        host.settle()
        #expect(host.lastMutations.isEmpty, "with the timer gone, the clock's tick changes nothing")
    }
}
