import GnomonCore
import GnomonTesting
import XCTest

/// `onTapGesture`, `onLongPressGesture` and `onHover`: the widget listens for what the
/// modifiers around it need, and the user's gestures run the innermost modifier that takes them.
final class GestureTests: XCTestCase {
    struct Card: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text(log.isEmpty ? "Nothing yet" : log.joined(separator: ", "))
                Text("Star")
                    .onTapGesture { log.append("tap") }
                    .onTapGesture(count: 2) { log.append("double") }
                Text("Hold")
                    .onLongPressGesture(minimumDuration: 0.8) { log.append("long") }
                    .onLongPressGesture { log.append("outer long") }
                Text("Hover")
                    .onHover { log.append($0 ? "in" : "out") }
                Text("Plain")
            }
            .onTapGesture { log.append("card") }
        }
    }

    @MainActor func testWidgetsListenForTheGesturesAroundThem() async throws {
        let host = TestHost(Card())
        let labels = host.findAll("GnomonLabel")
        XCTAssertEqual(labels.map { host.property(.gestures, of: $0) }, [
            nil, WidgetGestures(taps: true), WidgetGestures(longPress: 0.8), WidgetGestures(hover: true), nil,
        ])
        XCTAssertEqual(host.property(.gestures, of: host.findAll("GtkBox")[0]), WidgetGestures(taps: true))
        XCTAssertTrue(host.dump().contains(#"label="Hold" "#) && host.dump().contains(#"gestures="long-press=0.8""#))
    }

    @MainActor func testGesturesRunTheirActions() async throws {
        let host = TestHost(Card())
        host.tap(try XCTUnwrap(host.find(text: "Star")))
        host.settle()
        XCTAssertNotNil(host.find(text: "tap"))
        host.tap(try XCTUnwrap(host.find(text: "Star")), count: 2)  // a double click: one, then two
        host.settle()
        XCTAssertNotNil(host.find(text: "tap, tap, double"))
        host.longPress(try XCTUnwrap(host.find(text: "Hold")))
        host.hover(try XCTUnwrap(host.find(text: "Hover")), isInside: true)
        host.hover(try XCTUnwrap(host.find(text: "Hover")), isInside: false)
        host.tap(host.findAll("GtkBox")[0])
        host.settle()
        XCTAssertNotNil(host.find(text: "tap, tap, double, long, in, out, card"))
    }

    @MainActor func testLongPressesAreWithinGtksRange() async {
        let host = TestHost(VStack {
            Text("Short").onLongPressGesture(minimumDuration: 0.01) {}
            Text("Long").onLongPressGesture(minimumDuration: 5) {}
        })
        XCTAssertEqual(host.findAll("GnomonLabel").map { host.property(.gestures, of: $0)?.longPress }, [0.25, 1])
    }

    @MainActor func testAChangedGestureUpdatesTheSameWidget() async {
        struct Held: View {
            var seconds: Double
            var body: some View {
                Text("A").onLongPressGesture(minimumDuration: seconds) {}
            }
        }
        let host = TestHost(Held(seconds: 0.5))
        host.update(Held(seconds: 1))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), [#"set GnomonLabel#1 gestures="long-press=1.0""#])
    }
}

/// `.contentShape(Rectangle())`: the widget takes in the padding and flexible frames inside it,
/// so their whole area takes pointer input.
final class ContentShapeTests: XCTestCase {
    @MainActor func testTheWidgetFillsItsFrameAndPadding() async {
        let host = TestHost(
            Text("Open")
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .contentShape(Rectangle())
                .onTapGesture {})
        XCTAssertEqual(host.dump(), """
            GnomonLabel gestures="tap" hexpand=true label="Open" natural-wrap-mode=none valign=center wrap=true xalign=0 .gnomon-padding-8-8-8-8
            """)
    }

    @MainActor func testAStackFillsOnlyAFrameThatCentresIt() async {
        let leading = TestHost(VStack { Text("A") }.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle()))
        XCTAssertTrue(leading.dump().hasPrefix("GtkBox halign=start hexpand=true"), leading.dump())
        let centred = TestHost(VStack { Text("A") }.frame(maxWidth: .infinity).contentShape(Rectangle()))
        XCTAssertTrue(centred.dump().hasPrefix("GtkBox hexpand=true"), centred.dump())
    }

    @MainActor func testOtherShapesTakeInputInTheirBoundsAndSaySo() async {
        let log = LogCapture(expecting: "takes pointer input in a widget's bounds")
        let host = TestHost(Text("Dot").padding(4).contentShape(Circle()))
        XCTAssertEqual(log.messages(containing: "contentShape(Circle)").count, 1)
        XCTAssertTrue(host.dump().contains(".gnomon-padding-4-4-4-4"))
    }
}
