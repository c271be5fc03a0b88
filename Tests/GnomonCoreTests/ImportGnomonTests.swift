import Gnomon
import GnomonTesting
import SwiftUIPrograms
import Synchronization
import Testing

// `SwiftUIPrograms` imports Gnomon alone; here its code runs.

/// How many changes Observation reported (from whatever thread).
final class Changes: Sendable {
    let count = Atomic<Int>(0)
}

@Suite("What import Gnomon brings") @MainActor
struct ImportGnomonTests {
    @Test func foundationAndObservationComeWithGnomon() throws {
        let trip = Trip(name: "Lisbon")
        let changes = Changes()
        withObservationTracking { _ = trip.name } onChange: { changes.count.add(1, ordering: .relaxed) }
        trip.name = "Porto"
        #expect(changes.count.load(ordering: .relaxed) == 1)
        #expect(try JSONDecoder().decode([String: String].self, from: trip.encoded()) == ["name": "Porto", "host": "gnome.org"])
        let host = TestHost(TripRow(trip: trip))
        #expect(host.find(text: "2 photos") != nil)
        #expect(host.find(text: "Someday") != nil)
        #expect(abs(TripRow(trip: trip).tiltedCorner.x - (40 * cos(.pi / 12) - 30 * sin(.pi / 12))) < 1e-9)
    }

    @Test func combineEraModelsComeWithGnomon() throws {
        let host = TestHost(ItineraryView())
        host.settle()
        #expect(host.find(text: "1 stops: Lisbon") != nil)
        host.tap(try #require(host.find(text: "Add Sintra")))
        host.settle()
        #expect(host.find(text: "2 stops: Lisbon, Sintra") != nil)
    }

    @Test func urlSessionComesWithTheNetworkingTrait() {
        #expect(URLSessionConfiguration.default.timeoutIntervalForRequest > 0)
    }

    @Test func theGeometrySwiftUICodeUses() {
        let frame = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        #expect(frame.maxX == 4)
        #expect(CGVector(dx: 1, dy: -1) == CGVector(dx: 1.0, dy: -1.0))
        #expect(CGVector.zero == CGVector())
    }

    @Test func anAffineTransformComposesAsCoreGraphicsDoes() {
        let moved = CGAffineTransform(translationX: 10, y: 0)
        let turned = CGAffineTransform(rotationAngle: .pi / 2)
        // Moved, then turned: (1, 0) → (11, 0) → (0, 11).
        let point = CGPoint(x: 1, y: 0).applying(turned.translatedBy(x: 10, y: 0))
        #expect(abs(point.x) < 1e-9 && abs(point.y - 11) < 1e-9)
        #expect(moved.concatenating(turned) == turned.translatedBy(x: 10, y: 0))
        let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint(x: 0, y: 0).applying(scaled) == CGPoint(x: 2, y: 3))
        #expect(scaled.concatenating(scaled.inverted()).isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1), "no inverse: unchanged")
        #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 2).translatedBy(x: 5, y: 5)) == CGSize(width: 6, height: 2))
        let box = CGRect(x: 0, y: 0, width: 2, height: 1).applying(turned)
        #expect(abs(box.minX + 1) < 1e-9 && abs(box.width - 1) < 1e-9 && abs(box.height - 2) < 1e-9)
        #expect(CGAffineTransform().a == 0 && CGAffineTransform.identity.isIdentity)
    }
}
