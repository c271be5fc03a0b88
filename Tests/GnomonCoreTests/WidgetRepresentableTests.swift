import Foundation
import Observation
import OpenCombine
import Testing
@testable import GnomonCore
import GnomonTesting

/// A widget of the app's own, as a headless representable makes one.
@MainActor
final class Meter {
    var value = 0.0
    var isDark = false
}

/// Counts what Gnomon asks of a representable.
@MainActor
final class RepresentableLog {
    var made = 0
    var updated = 0
    var dismantled: [Int] = []
    var coordinators = 0
}

/// A coordinator that can ask for its widget to be brought up to date.
final class MeterCoordinator: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    let id: Int
    var boost = 0.0
    init(id: Int) { self.id = id }
}

struct MeterLevel: WidgetRepresentable {
    var value: Double
    let log: RepresentableLog
    var readsColorScheme = false

    func makeCoordinator() -> MeterCoordinator {
        log.coordinators += 1
        return MeterCoordinator(id: log.coordinators)
    }

    func makeWidget(context: Context) -> Meter {
        log.made += 1
        return Meter()
    }

    func updateWidget(_ meter: Meter, context: Context) {
        log.updated += 1
        meter.value = value + context.coordinator.boost
        if readsColorScheme { meter.isDark = context.environment.colorScheme == .dark }
    }

    static func dismantleWidget(_ meter: Meter, coordinator: MeterCoordinator) {
        coordinator.dismantledLog?.dismantled.append(coordinator.id)
    }
}

extension MeterCoordinator {
    /// Where `MeterLevel.dismantleWidget` reports, which sees only the widget and coordinator.
    @MainActor static var log: RepresentableLog?
    @MainActor var dismantledLog: RepresentableLog? { Self.log }
}

/// A representable whose coordinator the test holds.
struct Boosted: WidgetRepresentable {
    let coordinator: MeterCoordinator
    let log: RepresentableLog
    func makeCoordinator() -> MeterCoordinator { coordinator }
    func makeWidget(context: Context) -> Meter { Meter() }
    func updateWidget(_ meter: Meter, context: Context) {
        log.updated += 1
        meter.value = 1 + context.coordinator.boost
    }
}

/// A representable that sizes its widget: as wide as offered up to `side`, half as high.
struct Swatch: WidgetRepresentable {
    var side: Double
    let log: RepresentableLog
    func makeWidget(context: Context) -> Meter { Meter() }
    func updateWidget(_ meter: Meter, context: Context) { log.updated += 1 }
    func sizeThatFits(_ proposal: ProposedViewSize, widget: Meter, context: Context) -> CGSize? {
        CGSize(width: min(proposal.width ?? side, side), height: side / 2)
    }
}

struct SwatchPanel: View {
    let log: RepresentableLog
    @State private var side = 80.0
    var body: some View {
        VStack {
            Swatch(side: side, log: log)
            Swatch(side: side, log: log).frame(width: 50)
            Button("Grow") { side = 120 }
        }
    }
}

@Observable
@MainActor
final class Reading {
    var value = 1.0
}

struct ObservedLevel: WidgetRepresentable {
    let reading: Reading
    let log: RepresentableLog
    func makeWidget(context: Context) -> Meter { Meter() }
    func updateWidget(_ meter: Meter, context: Context) {
        log.updated += 1
        meter.value = reading.value
    }
}

/// A panel whose state the representable does and does not read.
struct MeterPanel: View {
    let log: RepresentableLog
    @State var value = 1.0
    @State var caption = "a"
    @State var padding = 0.0
    @State var shows = true
    var readsColorScheme = false

    var body: some View {
        VStack {
            Text(caption)
            if shows {
                MeterLevel(value: value, log: log, readsColorScheme: readsColorScheme).padding(padding)
            }
            Button("Value") { value += 1 }
            Button("Caption") { caption += "a" }
            Button("Padding") { padding += 4 }
            Button("Hide") { shows.toggle() }
        }
    }
}

@MainActor
@Suite struct WidgetRepresentableTests {
    private func meter(in host: TestHost) throws -> Meter {
        let handle = try #require(host.findAll("Meter").first)
        return try #require(host.madeWidget(handle) as? Meter)
    }

    @Test func makesOnceAndUpdatesAtOnce() throws {
        let log = RepresentableLog()
        let host = TestHost(MeterPanel(log: log))
        #expect(log.made == 1 && log.updated == 1 && log.coordinators == 1)
        #expect(try meter(in: host).value == 1)
        #expect(host.dump().contains("Meter"))
    }

    @Test func updatesOnlyWhenItsValueChanged() throws {
        let log = RepresentableLog()
        let host = TestHost(MeterPanel(log: log))
        let first = try meter(in: host)
        host.tap(try #require(host.find(text: "Caption")))
        host.settle()
        #expect(host.find(text: "aa") != nil)
        #expect(log.updated == 1, "the panel's body ran, but the representable's value is the same")
        host.tap(try #require(host.find(text: "Padding")))
        host.settle()
        #expect(host.dump().contains("margin-top=4"))
        #expect(log.updated == 1, "a modifier around it changes its widget's layout, not the widget")
        host.tap(try #require(host.find(text: "Value")))
        host.settle()
        #expect(log.updated == 2)
        #expect(log.made == 1 && log.coordinators == 1)
        #expect(try meter(in: host) === first, "the widget keeps its identity across updates")
        #expect(first.value == 2)
    }

    @Test func updatesWhenAnEnvironmentValueItReadChanges() throws {
        let log = RepresentableLog()
        let host = TestHost(MeterPanel(log: log, readsColorScheme: true))
        host.updateEnvironment { $0.colorScheme = .dark }
        host.settle()
        #expect(log.updated == 2)
        #expect(try meter(in: host).isDark)
        host.updateEnvironment { $0.locale = Locale(identifier: "fr") }
        host.settle()
        #expect(log.updated == 2, "it did not read the locale")
    }

    @Test func ignoresEnvironmentValuesItDidNotRead() throws {
        let log = RepresentableLog()
        let host = TestHost(MeterPanel(log: log))
        host.updateEnvironment { $0.colorScheme = .dark }
        host.settle()
        #expect(log.updated == 1)
    }

    @Test func updatesWhenAnObservablePropertyItReadChanges() throws {
        let log = RepresentableLog()
        let reading = Reading()
        let host = TestHost(ObservedLevel(reading: reading, log: log))
        reading.value = 7
        host.settle()
        #expect(log.updated == 2)
        #expect(try meter(in: host).value == 7)
    }

    @Test func anObservableObjectCoordinatorAsksForAnUpdate() throws {
        let log = RepresentableLog()
        let coordinator = MeterCoordinator(id: 9)
        let host = TestHost(Boosted(coordinator: coordinator, log: log))
        coordinator.boost = 5
        coordinator.objectWillChange.send()
        host.settle()
        #expect(log.updated == 2)
        #expect(try meter(in: host).value == 6)
        host.settle()
        #expect(log.updated == 2, "asked once, updated once")
    }

    @Test func dismantlesOnceWithItsCoordinatorAsItGoes() throws {
        let log = RepresentableLog()
        MeterCoordinator.log = log
        defer { MeterCoordinator.log = nil }
        let host = TestHost(MeterPanel(log: log))
        let widgets = host.liveWidgetCount
        host.tap(try #require(host.find(text: "Hide")))
        host.settle()
        #expect(log.dismantled == [1])
        #expect(host.findAll("Meter").isEmpty)
        #expect(host.liveWidgetCount == widgets - 1)
        host.tap(try #require(host.find(text: "Hide")))
        host.settle()
        #expect(log.made == 2 && log.coordinators == 2, "shown again, it is a new view: a new coordinator and widget")
        #expect(try meter(in: host).value == 1)
        host.close()
        #expect(log.dismantled == [1, 2])
    }

    @Test func sizesItsWidgetByItsAnswersAndAsksAgainAfterAnUpdate() throws {
        let log = RepresentableLog()
        let host = TestHost(SwatchPanel(log: log), width: 400, height: 300)
        let swatches = host.findAll("Meter")
        #expect(swatches.count == 2)
        #expect(host.frame(of: swatches[0])?.size == CGSize(width: 80, height: 40))
        #expect(host.frame(of: swatches[1])?.size == CGSize(width: 50, height: 40), "offered 50, it takes 50")
        host.tap(try #require(host.find(text: "Grow")))
        host.settle()
        #expect(host.frame(of: host.findAll("Meter")[0])?.size == CGSize(width: 120, height: 60))
        #expect(log.updated == 4)
    }
}
