import CGtk
import GnomonCore
import GnomonTesting
import XCTest

struct Tally: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        let _ = TallyBodies.count += 1
        VStack {
            Text("\(a)+\(b)")
            Button("Both") {
                a += 1
                b += 1
            }
        }
    }
}

@MainActor
enum TallyBodies {
    static var count = 0
}

/// Body evaluations seen when the frame clock last reached its layout phase.
@MainActor
enum LayoutObserver {
    static var bodiesAtLayout: Int?
}

private let onLayout: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, _ in
    MainActor.assumeIsolated {
        if LayoutObserver.bodiesAtLayout == nil { LayoutObserver.bodiesAtLayout = TallyBodies.count }
    }
}

/// Updates on the GLib main loop: batched into one per turn, and applied before the frame.
final class GtkMainLoopTests: XCTestCase {
    @MainActor func testWritesInOneTurnMakeOneUpdateBeforeTheNextFrame() async throws {
        let host = GtkTestHost(Tally())
        defer { host.close() }
        let button = try XCTUnwrap(host.find(text: "Both"))
        let widget = host.widgetPointer(button)
        let clock = try XCTUnwrap(gtk_widget_get_frame_clock(widget))
        let handler = g_signal_connect_data(UnsafeMutableRawPointer(clock), "layout", unsafeBitCast(onLayout, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }

        // Let a frame interval pass, so that the frame queued below is due at once and competes
        // with the update in the same turn of the loop (GTK paces frames with a timeout).
        host.settle()
        g_usleep(100_000)
        TallyBodies.count = 0
        LayoutObserver.bodiesAtLayout = nil
        gtk_widget_queue_draw(widget)  // a frame is due
        host.tap(button)
        host.tap(button)
        host.tap(button)
        XCTAssertEqual(TallyBodies.count, 0, "nothing is evaluated until the loop turns")
        gtk_test_widget_wait_for_draw(widget)
        XCTAssertEqual(LayoutObserver.bodiesAtLayout, 1, "the update ran once, before the frame's layout")
        host.settle()
        XCTAssertEqual(TallyBodies.count, 1, "six writes in one turn, one update")
        XCTAssertNotNil(host.find(text: "3+3"))
    }
}
