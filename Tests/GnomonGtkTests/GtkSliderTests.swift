import CGtk
import GnomonCore
import GnomonTesting
import XCTest

/// A slider in GTK: what the user drags reaches the binding once, rounded to the step; what the
/// model writes moves the knob and reaches no binding.
final class GtkSliderTests: XCTestCase {
    @MainActor final class Writes {
        var values: [Double] = []
    }

    struct Brightness: View {
        let log: Writes
        @State var level = 3.0

        var body: some View {
            VStack {
                Slider(value: Binding(get: { level }, set: { log.values.append($0); level = $0 }), in: 0...10, step: 0.5)
                Button("Model 8") { level = 8 }
            }
        }
    }

    @MainActor func testDraggingAndModelWrites() async throws {
        let log = Writes()
        let host = GtkTestHost(Brightness(log: log))
        defer { host.close() }
        let slider = try XCTUnwrap(host.findAll("GtkScale").first)
        let range = UnsafeMutableRawPointer(host.widgetPointer(slider)).assumingMemoryBound(to: GtkRange.self)
        XCTAssertEqual(gtk_range_get_value(range), 3)
        XCTAssertEqual(host.property(.upper, of: slider), 10)
        XCTAssertEqual(host.property(.stepIncrement, of: slider), 0.5)

        host.slide(slider, to: 6.2)
        host.settle()
        XCTAssertEqual(log.values, [6], "one write, rounded to the step")
        XCTAssertEqual(gtk_range_get_value(range), 6, "the knob snaps to the step")

        host.tap(try XCTUnwrap(host.find(text: "Model 8")))
        host.settle()
        XCTAssertEqual(gtk_range_get_value(range), 8)
        XCTAssertEqual(log.values, [6], "the model's write reached no binding")

        // The arrow keys move it by the step, through GTK's own key binding.
        gnomon_emit_move_slider(host.widgetPointer(slider), GTK_SCROLL_STEP_RIGHT)
        host.settle()
        XCTAssertEqual(log.values, [6, 8.5])
    }
}

/// `onEditingChanged` in GTK: a real press and release on the slider is held, then let go.
final class GtkSliderEditingTests: XCTestCase {
    /// A brightness slider that counts how often it is held.
    struct Brightness: View {
        @State private var level = 20.0
        @State private var holds = 0
        @State private var held = false
        var body: some View {
            VStack {
                Text("Held \(holds) times, \(held ? "held" : "free"), level \(Int(level))")
                Slider(value: $level, in: 0...100, step: 10) { editing in
                    held = editing
                    if editing { holds += 1 }
                }
                .frame(width: 400)
            }
        }
    }

    @MainActor func testAPressAndReleaseIsHeldThenLetGoAsHeadless() async {
        let gtk = GtkTestHost(Brightness())
        defer { gtk.close() }
        let headless = TestHost(Brightness())
        for host in [gtk, headless] as [any TestingHost] {
            host.slide(host.findAll("GtkScale")[0], to: 70)
            host.settle()
            XCTAssertNotNil(host.find(text: "Held 1 times, free, level 70"), "\(host): \(host.dump())")
        }
        XCTAssertEqual(gtk.dump(), headless.dump())
    }
}
