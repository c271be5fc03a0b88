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

/// `.contentShape(Rectangle())` in GTK: a real click in the empty part of a row's frame reaches
/// the row's tap gesture, which without it lands on nothing.
final class GtkContentShapeTests: XCTestCase {
    struct Row: View {
        var shaped: Bool
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Taps: \(taps)")
                if shaped {
                    open.contentShape(Rectangle()).onTapGesture { taps += 1 }
                } else {
                    open.onTapGesture { taps += 1 }
                }
            }
            .frame(width: 300, height: 200)
        }

        private var open: some View {
            Text("Open").padding(8).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @MainActor func testAClickInTheEmptyFrameTaps() async {
        for shaped in [true, false] {
            let gtk = GtkTestHost(Row(shaped: shaped))
            defer { gtk.close() }
            XCTAssertEqual(gtk.dump(), TestHost(Row(shaped: shaped)).dump())
            gtk.click(inWindowAt: UnitPoint(x: 0.9, y: 0.8))
            gtk.settle()
            XCTAssertNotNil(gtk.find(text: shaped ? "Taps: 1" : "Taps: 0"), "shaped: \(shaped)")
        }
    }
}
