import Foundation
import GnomonTesting
import XCTest

@testable import GnomonCore

final class ShapeTests: XCTestCase {
    /// The points a path passes through (ends of its steps).
    private func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): to
            case .closeSubpath: nil
            }
        }
    }

    private func assertClose(_ a: CGPoint, _ b: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-9, file: file, line: line)
    }

    @MainActor func testArcsAreCubicCurvesOnTheCircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        // Clockwise on screen (y grows down): from the right, through the bottom, to the left.
        XCTAssertEqual(path.elements.count, 3)  // a move and two quarter curves
        assertClose(points(path)[0], CGPoint(x: 15, y: 10))
        assertClose(points(path)[1], CGPoint(x: 10, y: 15))
        assertClose(points(path)[2], CGPoint(x: 5, y: 10))
        // The curve's midpoint is on the circle (within the approximation's 0.03%).
        if case .curve(let to, let c1, let c2) = path.elements[1] {
            let from = CGPoint(x: 15, y: 10)
            let mid = CGPoint(
                x: 0.125 * from.x + 0.375 * c1.x + 0.375 * c2.x + 0.125 * to.x,
                y: 0.125 * from.y + 0.375 * c1.y + 0.375 * c2.y + 0.125 * to.y)
            XCTAssertEqual(hypot(mid.x - 10, mid.y - 10), 5, accuracy: 0.002)
        } else {
            XCTFail("expected a curve")
        }
        var other = Path()
        other.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        assertClose(points(other).last!, CGPoint(x: 0, y: 1))
        XCTAssertEqual(other.elements.count, 4)  // three quarters the other way round
    }

    @MainActor func testBuiltInShapesFitTheirRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let circle = points(Circle().path(in: rect))
        XCTAssertEqual(circle.map(\.x).min()!, 10, accuracy: 1e-9)
        XCTAssertEqual(circle.map(\.x).max()!, 30, accuracy: 1e-9)
        XCTAssertEqual(circle.map(\.y).min()!, 0, accuracy: 1e-9)
        let ellipse = points(Ellipse().path(in: rect))
        XCTAssertEqual(ellipse.map(\.x).min()!, 0, accuracy: 1e-9)
        XCTAssertEqual(ellipse.map(\.x).max()!, 40, accuracy: 1e-9)
        XCTAssertEqual(points(Rectangle().path(in: rect)), [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 20), CGPoint(x: 0, y: 20)])
        let capsule = points(Capsule().path(in: rect))
        XCTAssertEqual(capsule.first!, CGPoint(x: 10, y: 0))  // the radius is half the short side
        let rounded = points(RoundedRectangle(cornerRadius: 100).path(in: rect))
        XCTAssertEqual(rounded.map(\.y).max()!, 20, accuracy: 1e-9)  // clamped to fit
        var quad = Path()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1))
        XCTAssertEqual(quad.elements.last, .quadCurve(to: CGPoint(x: 2, y: 0), control: CGPoint(x: 1, y: 1)))
        XCTAssertEqual(AnyShape(Circle()).path(in: rect), Circle().path(in: rect))
    }

    @MainActor func testShapeBuilderKeepsBothTypes() {
        @ShapeBuilder func outline(round: Bool) -> some Shape {
            if round { Circle() } else { Rectangle() }
        }
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(outline(round: true).path(in: rect), Circle().path(in: rect))
        XCTAssertEqual(outline(round: false).path(in: rect), Rectangle().path(in: rect))
    }

    @MainActor func testColourNames() {
        XCTAssertEqual(Color.blue.name, "#3584e4")
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0).opacity(0.5).name, "#ff8000@0.5")
        XCTAssertEqual(Color.accentColor.name, "theme_selected_bg_color")
        XCTAssertEqual(Color.secondary.name, "theme_fg_color@0.7")
        XCTAssertEqual(Color.clear.name, "#000000@0.0")
    }

    @MainActor func testShapesAndColoursAreDrawingAreasThatTakeTheirSpace() async {
        let view = VStack {
            Circle().fill(.blue).frame(width: 20, height: 20)
            RoundedRectangle(cornerRadius: 4).stroke(.accentColor, lineWidth: 2)
            Color.red
            Capsule()
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox orientation=vertical spacing=6
              GnomonDrawingArea accessibility="hidden" drawing="fill #3584e4 Circle" halign=center height-request=20 hexpand=false vexpand=false width-request=20
              GnomonDrawingArea accessibility="hidden" drawing="stroke theme_selected_bg_color 2 RoundedRectangle" hexpand=true vexpand=true
              GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Rectangle" hexpand=true vexpand=true
              GnomonDrawingArea accessibility="hidden" drawing="fill theme_fg_color Capsule" hexpand=true vexpand=true
            """)
    }

    @MainActor func testBackgroundsOverlaysAndBordersTakeTheViewsSize() async {
        let view = VStack {
            Text("New").background(Color.blue)
            Text("Done").overlay(alignment: .topTrailing) { Circle().fill(.red) }
            Text("Note").border(.secondary, width: 2)
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonOverlay halign=center
                GnomonDrawingArea accessibility="hidden" drawing="fill #3584e4 Rectangle" hexpand=false vexpand=false
                GnomonLabel halign=center label="New" natural-wrap-mode=none valign=center wrap=true
              GnomonOverlay halign=center
                GnomonLabel halign=end label="Done" natural-wrap-mode=none valign=start wrap=true xalign=1
                GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Circle" hexpand=false vexpand=false
              GnomonOverlay halign=center
                GnomonLabel halign=center label="Note" natural-wrap-mode=none valign=center wrap=true
                GnomonDrawingArea accessibility="hidden" drawing="stroke theme_fg_color@0.7 2 inset 1 Rectangle" hexpand=false vexpand=false
            """)
    }

    /// A new shape value or paint redraws the same widget: one property set.
    @MainActor func testAShapeChangeRedrawsTheSameWidget() async {
        struct Badge: View {
            var radius: CGFloat
            var color: Color
            var body: some View { RoundedRectangle(cornerRadius: radius).fill(color) }
        }
        let host = TestHost(Badge(radius: 4, color: .blue))
        let area = host.findAll("GnomonDrawingArea")[0]
        host.update(Badge(radius: 8, color: .blue))
        host.settle()
        XCTAssertEqual(host.lastMutations.count, 1)
        XCTAssertEqual(host.lastMutations.first?.description.hasPrefix("set \(area.description) drawing="), true)
        host.update(Badge(radius: 8, color: .green))
        host.settle()
        XCTAssertEqual(host.lastMutations.count, 1)
        host.update(Badge(radius: 8, color: .green))
        host.settle()
        XCTAssertEqual(host.lastMutations, [])
        XCTAssertEqual(host.findAll("GnomonDrawingArea"), [area])
    }

    /// A shape shown as a view is filled with the foreground colour around it, and follows it;
    /// a shape with a paint of its own keeps it.
    @MainActor func testAShapeIsFilledWithTheForegroundStyle() async {
        struct Tinted: View {
            var color: Color
            var body: some View {
                VStack {
                    Circle()
                    Circle().fill(.blue)
                }
                .foregroundStyle(color)
            }
        }
        let host = TestHost(Tinted(color: .red))
        let areas = host.findAll("GnomonDrawingArea")
        XCTAssertEqual(areas.map { host.property(.drawing, of: $0)?.description }, ["fill #e01b24 Circle", "fill #3584e4 Circle"])
        host.update(Tinted(color: .green))
        host.settle()
        XCTAssertEqual(host.lastMutations.map(\.description), ["set GnomonDrawingArea#\(areas[0].id) drawing=\"fill #33d17a Circle\""])
    }
}

extension ShapeTests {
    /// Erased shapes of different types are different shapes, even with no stored values.
    @MainActor func testAnErasedShapeOfAnotherTypeRedraws() async {
        struct Toggled: View {
            var round: Bool
            var body: some View { AnyShape(round ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(.red) }
        }
        let host = TestHost(Toggled(round: true))
        host.update(Toggled(round: false))
        host.settle()
        XCTAssertEqual(host.dump(), TestHost(Toggled(round: false)).dump())
        XCTAssertEqual(host.lastMutations.count, 1)
    }
}

extension ShapeTests {
    @MainActor func testClipShapesAndCornerRadius() async {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path { Path { $0.addLines([.zero, CGPoint(x: rect.maxX, y: 0), CGPoint(x: 0, y: rect.maxY)]) } }
        }
        let view = VStack {
            Color.red.frame(width: 20, height: 20).cornerRadius(4)
            Text("A").clipShape(Circle())
            Text("B").clipShape(Triangle())
        }
        XCTAssertEqual(TestHost(view).dump(), """
            GtkBox halign=center orientation=vertical spacing=6 valign=center
              GnomonEffect effect="clip rounded-rectangle 4" halign=center
                GnomonDrawingArea accessibility="hidden" drawing="fill #e01b24 Rectangle" height-request=20 hexpand=false vexpand=false width-request=20
              GnomonEffect effect="clip circle" halign=center
                GnomonLabel label="A" natural-wrap-mode=none wrap=true
              GnomonEffect effect="clip shape Triangle" halign=center
                GnomonLabel label="B" natural-wrap-mode=none wrap=true
            """)
    }
}
