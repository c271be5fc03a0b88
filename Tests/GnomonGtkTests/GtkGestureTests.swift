import CGtk
import GnomonCore
import GnomonGtk
import GnomonTesting
import XCTest

/// Gestures in GTK: real pointer input (XTEST) reaches the event controllers Gnomon put on the
/// widgets, and runs the same actions as headless.
final class GtkGestureTests: XCTestCase {
    struct Card: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 24) {
                Text(log.isEmpty ? "Nothing yet" : log.joined(separator: ", "))
                Text("Star")
                    .onTapGesture { log.append("tap") }
                    .onTapGesture(count: 2) { log.append("double") }
                Text("Hold").onLongPressGesture { log.append("long") }
                Text("Hover").onHover { log.append($0 ? "in" : "out") }
                Text("Card").padding()
            }
            .onTapGesture { log.append("card") }
        }
    }

    @MainActor func testRealClicksPressesAndMovesRunTheGestures() async throws {
        let gtk = GtkTestHost(Card())
        defer { gtk.close() }
        let headless = TestHost(Card())
        XCTAssertEqual(gtk.dump(), headless.dump())
        for host in [gtk, headless] as [any TestingHost] {
            host.tap(try XCTUnwrap(host.find(text: "Star")))
            host.settle()
            XCTAssertNotNil(host.find(text: "tap"), "\(host): the card's own tap does not run")
            host.tap(try XCTUnwrap(host.find(text: "Star")), count: 2)
            host.longPress(try XCTUnwrap(host.find(text: "Hold")))
            host.hover(try XCTUnwrap(host.find(text: "Hover")), isInside: true)
            host.hover(try XCTUnwrap(host.find(text: "Hover")), isInside: false)
            host.settle()
            XCTAssertNotNil(host.find(text: "tap, tap, double, long, in, out"), "\(host): \(host.dump().split(separator: "\n")[1])")
            host.tap(host.findAll("GtkBox")[0])  // a click that no view inside takes
            host.settle()
            XCTAssertNotNil(host.find(text: "tap, tap, double, long, in, out, card"), "\(host)")
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
