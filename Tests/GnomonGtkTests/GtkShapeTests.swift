import CGtk
import Foundation
import GnomonTesting
import XCTest

@testable import EngineTourViews
@testable import GnomonCore

/// Shapes drawn by GTK: the pixels cairo paints in the drawing areas, read from a snapshot of
/// the window's content (with `GSK_RENDERER=cairo`, as `make test` runs).
final class GtkShapeTests: XCTestCase {
    struct Swatches: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Circle().fill(.blue).frame(width: 20, height: 20)
                Rectangle().strokeBorder(.green, lineWidth: 4).frame(width: 20, height: 20)
                Circle().fill(.accentColor).frame(width: 20, height: 20)
                Color.black.opacity(0.5).frame(width: 20, height: 20)
            }
        }
    }

    /// The pixels of `widget` as GTK draws it: (red, green, blue, alpha) bytes, by row.
    @MainActor func render(_ widget: UnsafeMutablePointer<GtkWidget>) -> (width: Int, pixel: (Int, Int) -> [UInt8]) {
        // Let the window paint a frame, so what GTK draws is up to date.
        let until = Date().addingTimeInterval(0.2)
        while Date() < until { _ = g_main_context_iteration(nil, 0); usleep(1_000) }
        let width = Int(gtk_widget_get_width(widget))
        let height = Int(gtk_widget_get_height(widget))
        let paintable = gtk_widget_paintable_new(widget)!
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        let node = gtk_snapshot_free_to_node(snapshot)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        if let node { gsk_render_node_draw(node, cr); gsk_render_node_unref(node) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        g_object_unref(UnsafeMutableRawPointer(paintable))
        // Cairo's ARGB32 is premultiplied, in native (little-endian) order: B, G, R, A.
        return (width, { x, y in
            let offset = y * stride + x * 4
            return [bytes[offset + 2], bytes[offset + 1], bytes[offset], bytes[offset + 3]]
        })
    }

    @MainActor func testShapesDrawWhereAndHowTheySay() async {
        let host = GtkTestHost(Swatches())
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Swatches()).dump())
        let image = render(host.widgetPointer(host.findAll("GtkBox")[0]))
        XCTAssertEqual(image.width, 100)
        XCTAssertEqual(image.pixel(10, 10), [0xE0, 0x1B, 0x24, 255], "red square")
        XCTAssertEqual(image.pixel(30, 10), [0x35, 0x84, 0xE4, 255], "blue circle's centre")
        XCTAssertEqual(image.pixel(21, 1), [0, 0, 0, 0], "outside the circle")
        XCTAssertEqual(image.pixel(41, 10), [0x33, 0xD1, 0x7A, 255], "the border, inside the edge")
        XCTAssertEqual(image.pixel(50, 10), [0, 0, 0, 0], "inside the border")
        XCTAssertEqual(image.pixel(70, 10), [0x35, 0x84, 0xE4, 255], "Adwaita's accent, in the light style")
        XCTAssertEqual(image.pixel(90, 10)[3], 128, "half-opaque black")
    }

    /// A changed shape redraws in the same widget.
    @MainActor func testAChangedShapeRedraws() async {
        struct Toggled: View {
            var round: Bool
            var body: some View {
                AnyShape(round ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(.red).frame(width: 20, height: 20)
            }
        }
        let host = GtkTestHost(Toggled(round: true))
        host.settle()
        let area = host.findAll("GnomonDrawingArea")[0]
        XCTAssertEqual(render(host.widgetPointer(area)).pixel(0, 0), [0, 0, 0, 0])
        host.update(Toggled(round: false))
        host.settle()
        XCTAssertEqual(host.findAll("GnomonDrawingArea"), [area])
        XCTAssertEqual(render(host.widgetPointer(area)).pixel(0, 0), [0xE0, 0x1B, 0x24, 255])
    }
}

extension GtkShapeTests {
    /// A clipped view draws only inside its outline.
    @MainActor func testClippedViewsDrawInsideTheirOutline() async {
        struct Clipped: View {
            var radius: CGFloat
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: 20, height: 20).cornerRadius(radius)
                    Color.blue.frame(width: 20, height: 20).clipShape(Circle())
                    Color.green.frame(width: 40, height: 20).clipShape(Ellipse())
                }
            }
        }
        let host = GtkTestHost(Clipped(radius: 8))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Clipped(radius: 8)).dump())
        var image = render(host.widgetPointer(host.findAll("GtkBox")[0]))
        XCTAssertEqual(image.pixel(0, 0)[3], 0, "the rounded corner is cut")
        XCTAssertEqual(image.pixel(10, 10), [0xE0, 0x1B, 0x24, 255])
        XCTAssertEqual(image.pixel(21, 1)[3], 0, "outside the circle")
        XCTAssertEqual(image.pixel(30, 10), [0x35, 0x84, 0xE4, 255])
        XCTAssertEqual(image.pixel(41, 1)[3], 0, "outside the ellipse")
        XCTAssertEqual(image.pixel(60, 10), [0x33, 0xD1, 0x7A, 255])
        host.update(Clipped(radius: 0))
        host.settle()
        image = render(host.widgetPointer(host.findAll("GtkBox")[0]))
        XCTAssertEqual(image.pixel(0, 0), [0xE0, 0x1B, 0x24, 255], "no corner cut any more")
    }
}

extension GtkShapeTests {
    /// A golden check of what the EngineTour sample's shapes row draws: each shape's paint
    /// where the row puts it (48-pixel-high shapes, 12 pixels apart).
    @MainActor func testTheEngineToursShapesDrawAsTheySay() async {
        let host = GtkTestHost(ShapesRow())
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(ShapesRow()).dump())
        let image = render(host.widgetPointer(host.findAll("GtkBox")[0]))
        XCTAssertEqual(image.pixel(24, 24), [0x35, 0x84, 0xE4, 255], "the blue circle's centre")
        XCTAssertEqual(image.pixel(2, 2)[3], 0, "outside the circle")
        XCTAssertEqual(image.pixel(92, 24), [0x33, 0xD1, 0x7A, 255], "the green rounded rectangle")
        XCTAssertEqual(image.pixel(61, 1)[3], 0, "its rounded corner")
        XCTAssertEqual(image.pixel(176, 24)[3], 0, "inside the capsule's outline")
        XCTAssertGreaterThan(image.pixel(176, 5)[3], 128, "the capsule's orange outline")
        XCTAssertEqual(image.pixel(260, 24)[3], 153, "the ellipse, 60% opaque")
    }

    /// Gradients blend from their first colour to their last: along a line, out from a
    /// centre, and around it.
    @MainActor func testGradientsBlendWhereTheySay() async {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let host = GtkTestHost(
            HStack(spacing: 0) {
                Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 100, height: 40)
                Rectangle().fill(RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20))
                    .frame(width: 40, height: 40)
                Rectangle().fill(AngularGradient(colors: [red, blue], center: .center))
                    .frame(width: 40, height: 40)
            })
        defer { host.close() }
        host.settle()
        let image = render(host.widgetPointer(host.findAll("GtkBox")[0]))
        XCTAssertEqual(image.width, 180)
        XCTAssertGreaterThan(image.pixel(1, 20)[0], 240, "red at the leading edge")
        XCTAssertGreaterThan(image.pixel(98, 20)[2], 240, "blue at the trailing edge")
        let middle = image.pixel(50, 20)
        XCTAssertTrue((100...155).contains(middle[0]) && (100...155).contains(middle[2]), "half of each midway: \(middle)")
        XCTAssertGreaterThan(image.pixel(120, 20)[0], 200, "red at the radial centre")
        XCTAssertGreaterThan(image.pixel(139, 20)[2], 200, "blue at its edge")
        XCTAssertGreaterThan(image.pixel(176, 21)[0], 200, "red just past the angular start, at the right")
        XCTAssertGreaterThan(image.pixel(176, 18)[2], 200, "blue just before the turn ends")
        XCTAssertTrue((90...165).contains(image.pixel(144, 20)[0]), "half way round, on the left: \(image.pixel(144, 20))")
    }
}
