import Foundation
import Gnomon
import GnomonTesting
import XCTest

/// Stroke and fill styles, trimmed and transformed shapes as cairo draws them in GTK: each
/// checked on the pixels `ImageRenderer` reads back.
final class GtkDrawingStyleTests: XCTestCase {
    override func setUp() async throws {
        await MainActor.run { GtkTestHost.initializeGtk() }
    }

    /// The alpha of the pixel at `(x, y)` of `view` drawn 40 × 40.
    @MainActor private func alphas<V: View>(of view: V, at points: [(Int, Int)]) throws -> [UInt8] {
        let renderer = ImageRenderer(content: view.frame(width: 40, height: 40))
        let image = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual([image.width, image.height], [40, 40])
        return points.map { image.data[$0.1 * image.bytesPerRow + $0.0 * 4 + 3] }
    }

    /// A square with a square inside: even-odd leaves the middle empty, non-zero fills it.
    @MainActor func testEvenOddFillLeavesAHole() async throws {
        let ring = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        XCTAssertEqual(try alphas(of: ring.fill(.blue, style: FillStyle(eoFill: true)), at: [(5, 5), (20, 20)]), [255, 0])
        XCTAssertEqual(try alphas(of: ring.fill(.blue), at: [(5, 5), (20, 20)]), [255, 255])
    }

    /// Dashes leave gaps along the line; a border stroke stays inside the frame.
    @MainActor func testDashesLeaveGaps() async throws {
        let dashed = Rectangle().strokeBorder(.black, style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
        // The outline starts at (1, 1) going right: dashes over x 1–5, 9–13; gaps 5–9.
        XCTAssertEqual(try alphas(of: dashed, at: [(3, 1), (7, 1), (11, 1), (20, 20)]), [255, 0, 255, 0])
        XCTAssertEqual(try alphas(of: Rectangle().strokeBorder(.black, lineWidth: 2), at: [(7, 1), (1, 20), (38, 20)]), [255, 255, 255])
    }

    /// A gradient strokes an outline as it fills: laid over the frame, red at the left edge
    /// and blue at the right, with nothing inside the line.
    @MainActor func testAGradientStrokesAnOutline() async throws {
        let ring = Rectangle().strokeBorder(
            LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing),
            lineWidth: 4)
        let image = try XCTUnwrap(ImageRenderer(content: ring.frame(width: 40, height: 40)).cgImage)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.data[(y * image.bytesPerRow + x * 4)...].prefix(4)) }  // B, G, R, A
        let (left, right) = (pixel(1, 20), pixel(38, 20))
        XCTAssertEqual(left[3], 255)
        XCTAssertGreaterThan(left[2], 240, "red at the left: \(left)")
        XCTAssertLessThan(left[0], 15)
        XCTAssertGreaterThan(right[0], 240, "blue at the right: \(right)")
        XCTAssertLessThan(right[2], 15)
        XCTAssertEqual(pixel(20, 20)[3], 0, "nothing inside")
        let middle = pixel(20, 1)
        XCTAssertEqual(Double(middle[0]), 128, accuracy: 10, "half way, half each: \(middle)")
    }

    /// A shape draws past its frame, as SwiftUI's does: a circle stroked 10 wide in a frame
    /// 40 across shows the outer half of its line outside the frame, and a circle moved by
    /// its own offset shows where it was moved.
    @MainActor func testAShapeDrawsPastItsFrame() async throws {
        func alpha(of view: some View, at points: [(Int, Int)]) throws -> [UInt8] {
            let image = try XCTUnwrap(ImageRenderer(content: view).cgImage)
            return points.map { image.data[$0.1 * image.bytesPerRow + $0.0 * 4 + 3] }
        }
        // The frame spans 10 to 50; the line 5 to 15 on the left.
        let ring = Circle().stroke(.black, lineWidth: 10).frame(width: 40, height: 40).padding(10)
        XCTAssertEqual(try alpha(of: ring, at: [(7, 30), (12, 30), (3, 30), (30, 30)]), [255, 255, 0, 0])
        // The frame spans 20 to 40; the circle, moved 20, 40 to 60 across.
        let moved = Circle().offset(x: 20).fill(.black).frame(width: 20, height: 20).padding(20)
        XCTAssertEqual(try alpha(of: moved, at: [(50, 30), (30, 30)]), [255, 0])
    }

    /// Half a circle's outline, from its right through its bottom.
    @MainActor func testATrimmedCircleDrawsPartOfItsOutline() async throws {
        let arc = Circle().trim(from: 0, to: 0.5).stroke(.black, lineWidth: 4)
        XCTAssertEqual(try alphas(of: arc, at: [(20, 38), (20, 2), (20, 20)]), [255, 0, 0])
    }

    /// A shape turned inside its frame: a thin bar turned upright.
    @MainActor func testATurnedShapeDrawsTurned() async throws {
        let bar = Rectangle().scale(x: 1, y: 0.1).rotation(.degrees(90)).fill(.black)
        XCTAssertEqual(try alphas(of: bar, at: [(20, 5), (20, 35), (5, 20)]), [255, 255, 0])
    }

    // MARK: - Effects

    private struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { $0.addLines([CGPoint(x: rect.midX, y: 0), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: rect.maxY)]) }
        }
    }

    /// A shape GTK has no rounded clip for clips exactly, by its path; even-odd too.
    @MainActor func testClipShapeCutsToAnyPath() async throws {
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(try alphas(of: red.clipShape(Triangle()), at: [(20, 35), (3, 3), (37, 3), (20, 3)]), [255, 0, 0, 255])
        let ring = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        XCTAssertEqual(try alphas(of: red.clipShape(ring, style: FillStyle(eoFill: true)), at: [(20, 20), (20, 5), (1, 1)]), [0, 255, 0])
    }

    /// A mask's alpha shows the view: a circle cuts it, a gradient fades it.
    @MainActor func testAMaskShowsTheViewWhereItIsOpaque() async throws {
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(try alphas(of: red.mask { Circle() }, at: [(20, 20), (1, 1), (39, 39)]), [255, 0, 0])
        let faded = try alphas(
            of: red.mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }, at: [(20, 1), (20, 20), (20, 38)])
        XCTAssertGreaterThan(faded[0], 230)
        XCTAssertTrue((90...170).contains(faded[1]), "half way: \(faded[1])")
        XCTAssertLessThan(faded[2], 25)
    }

    /// A shadow is the view's shape, moved, under it; it spills outside the view.
    @MainActor func testAShadowFallsOutsideTheView() async throws {
        let card = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).shadow(color: .black, radius: 0, x: 5, y: 5)
        let renderer = ImageRenderer(content: card.padding(10))
        let image = try XCTUnwrap(renderer.cgImage)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.data[(y * image.bytesPerRow + x * 4)..<(y * image.bytesPerRow + x * 4 + 4)]) }
        XCTAssertEqual(pixel(15, 15), [0, 0, 255, 255], "the view, red")
        XCTAssertEqual(pixel(33, 33), [0, 0, 0, 255], "its shadow, black, below and to the right")
        XCTAssertEqual(pixel(5, 5)[3], 0, "nothing above and to the left")
    }

    /// A blur spreads the view past its edges, unless it is opaque.
    @MainActor func testABlurSpreadsUnlessOpaque() async throws {
        func edgeAlpha(opaque: Bool) throws -> UInt8 {
            let image = try XCTUnwrap(ImageRenderer(content: Color.black.frame(width: 20, height: 20).blur(radius: 4, opaque: opaque).padding(10)).cgImage)
            return image.data[20 * image.bytesPerRow + 8 * 4 + 3]  // two points left of the view's edge
        }
        XCTAssertGreaterThan(try edgeAlpha(opaque: false), 0)
        XCTAssertEqual(try edgeAlpha(opaque: true), 0)
    }

    /// A visual effect's blur spreads too, unless it is opaque.
    @MainActor func testAVisualEffectsBlurSpreadsUnlessOpaque() async throws {
        func edgeAlpha(opaque: Bool) throws -> UInt8 {
            let square = Color.black.frame(width: 20, height: 20).visualEffect { content, _ in content.blur(radius: 4, opaque: opaque) }
            let image = try XCTUnwrap(ImageRenderer(content: square.padding(10)).cgImage)
            return image.data[20 * image.bytesPerRow + 8 * 4 + 3]  // two points left of the view's edge
        }
        XCTAssertGreaterThan(try edgeAlpha(opaque: false), 0)
        XCTAssertEqual(try edgeAlpha(opaque: true), 0)
    }

    /// A masked button still takes a real click.
    @MainActor func testAMaskedButtonTakesARealClick() async throws {
        struct Counter: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(taps) taps")
                    Button("Tap") { taps += 1 }.frame(width: 120, height: 120).mask { Circle() }
                }
            }
        }
        let host = GtkTestHost(Counter(), width: 200, height: 200)
        defer { host.close() }
        host.settle()
        let button = try XCTUnwrap(host.find(text: "Tap"))
        let frame = try XCTUnwrap(host.frame(of: button))
        host.click(inWindowAt: UnitPoint(x: frame.midX / host.windowSize.width, y: frame.midY / host.windowSize.height))
        host.settle()
        XCTAssertNotNil(host.find(text: "1 taps"), host.dump())
    }

    /// A view turned or scaled is drawn so, in the frame it keeps.
    @MainActor func testTransformsMoveWhatIsDrawn() async throws {
        // A bar across the middle (the padding leaves 8 points of the 40), turned upright.
        let bar = Color(red: 1, green: 0, blue: 0).padding(.vertical, 16).rotationEffect(.degrees(90))
        XCTAssertEqual(try alphas(of: bar, at: [(20, 5), (20, 35), (5, 20)]), [255, 255, 0])
        let half = Color(red: 1, green: 0, blue: 0).scaleEffect(0.5)
        XCTAssertEqual(try alphas(of: half, at: [(20, 20), (12, 12), (5, 5), (35, 35)]), [255, 255, 0, 0])
        let layer = Color(red: 1, green: 0, blue: 0).drawingGroup()
        XCTAssertEqual(try alphas(of: layer, at: [(20, 20)]), [255])
    }

    /// Clicks follow a transform: a button turned upright takes a real click where it is
    /// drawn, not where its frame is.
    @MainActor func testATurnedButtonTakesClicksWhereItIsDrawn() async throws {
        struct Turned: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(taps) taps")
                    Button("Turned") { taps += 1 }.frame(width: 120, height: 30).rotationEffect(.degrees(90)).padding(.vertical, 60)
                }
            }
        }
        let host = GtkTestHost(Turned(), width: 300, height: 300)
        defer { host.close() }
        host.settle()
        let frame = try XCTUnwrap(host.frame(of: try XCTUnwrap(host.find(text: "Turned"))))
        func click(dx: CGFloat, dy: CGFloat) {
            host.click(inWindowAt: UnitPoint(x: (frame.midX + dx) / host.windowSize.width, y: (frame.midY + dy) / host.windowSize.height))
            host.settle()
        }
        click(dx: -50, dy: 0)  // inside the frame it had, outside what is drawn
        XCTAssertNotNil(host.find(text: "0 taps"), host.dump())
        click(dx: 0, dy: -45)  // outside the frame, inside what is drawn
        XCTAssertNotNil(host.find(text: "1 taps"), host.dump())
    }

    /// A button a visual effect moves by its own width takes a real click where it is drawn
    /// (GTK picks only inside the widgets around it, so the stack is made wide enough), and the
    /// effect reads back as the test host's.
    @MainActor func testAVisualEffectMovesWhatIsDrawnAndClicked() async throws {
        struct Moved: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(taps) taps").frame(width: 280)
                    Button("Moved") { taps += 1 }.frame(width: 80, height: 30).visualEffect { content, proxy in
                        content.offset(x: proxy.size.width)
                    }
                }
            }
        }
        let host = GtkTestHost(Moved(), width: 300, height: 200)
        defer { host.close() }
        host.settle()
        let effect = try XCTUnwrap(host.findAll("GnomonEffect").first)
        XCTAssertEqual(host.property(.effect, of: effect)?.description, "visual translation 80,0 at 0,0")
        let headless = TestHost(Moved(), width: 300, height: 200)
        headless.settle()
        XCTAssertEqual(headless.property(.effect, of: try XCTUnwrap(headless.findAll("GnomonEffect").first)), host.property(.effect, of: effect))
        // Where it is laid out: the frame of its layout, not of the moved button.
        let reader = try XCTUnwrap(host.findAll("GnomonLayout").first { host.property(.layout, of: $0)?.description == "_GeometryReportLayout" })
        let laidOut = try XCTUnwrap(host.frame(of: reader))
        func click(dx: CGFloat) {
            host.click(inWindowAt: UnitPoint(x: (laidOut.midX + dx) / host.windowSize.width, y: laidOut.midY / host.windowSize.height))
            host.settle()
        }
        click(dx: -20)  // where it was laid out, no longer drawn there
        XCTAssertNotNil(host.find(text: "0 taps"), host.dump())
        click(dx: 80)  // where it is drawn
        XCTAssertNotNil(host.find(text: "1 taps"), host.dump())
    }

    /// A view scaled to nothing, or turned edge-on, is drawn as nothing: GTK takes the
    /// transforms that cannot be undone without a critical, and the window still draws.
    @MainActor func testAViewScaledToNothingDrawsNothing() async throws {
        let view = VStack {
            Text("Gone").scaleEffect(0)
            Button("Edge on") {}.rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
            Text("Flat").visualEffect { content, _ in content.scaleEffect(x: 1, y: 0) }
            Text("Shown")
        }
        let host = GtkTestHost(view, width: 200, height: 200)
        defer { host.close() }
        host.settle()
        XCTAssertEqual(host.frame(of: try XCTUnwrap(host.find(text: "Gone")))?.width ?? 0, 0, "drawn as nothing")
        XCTAssertEqual(host.frame(of: try XCTUnwrap(host.find(text: "Flat")))?.height ?? 0, 0, "drawn as nothing")
        XCTAssertGreaterThan(try XCTUnwrap(host.frame(of: try XCTUnwrap(host.find(text: "Shown")))).width, 0)
    }

    /// `anchorZ` moves the point a view turns about towards the viewer: a square turned half
    /// round about an anchor 5 points nearer comes 10 points nearer, and shows larger in
    /// perspective (by 40 / (40 − 10), the perspective's depth being twice its side); about its
    /// own plane it shows at its size.
    @MainActor func testAnchorZMovesWhatAViewTurnsAbout() async throws {
        func width(anchorZ: CGFloat) throws -> CGFloat {
            let view = Color.black.frame(width: 20, height: 20).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), anchorZ: anchorZ)
            let host = GtkTestHost(view, width: 100, height: 100)
            defer { host.close() }
            host.settle()
            return try XCTUnwrap(host.frame(of: try XCTUnwrap(host.findAll("GnomonDrawingArea").first))).width
        }
        XCTAssertEqual(try width(anchorZ: 0), 20, accuracy: 0.5)
        XCTAssertEqual(try width(anchorZ: 5), 20 * 40 / 30, accuracy: 1)
    }

    /// A view turned in 3D is drawn to a file as GTK shows it (GSK's own cairo drawing paints
    /// such a transform pink): the square turned half round about an anchor 5 points nearer is
    /// 4/3 its size, and a square turned part way is black where it shows, never pink.
    @MainActor func testAViewTurnedIn3DIsDrawnToFiles() async throws {
        let swung = Color.black.frame(width: 20, height: 20).rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), anchorZ: 5)
        let image = try XCTUnwrap(ImageRenderer(content: swung.padding(10)).cgImage)
        func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.data[(y * image.bytesPerRow + x * 4)...].prefix(4)) }
        XCTAssertEqual([image.width, image.height], [40, 40])
        XCTAssertEqual(pixel(image, 20, 20), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, 8, 20), [0, 0, 0, 255], "past the square's own edge at 10: 4/3 its size")
        XCTAssertEqual(pixel(image, 5, 20)[3], 0, "and no further than 6.7")
        let turned = ImageRenderer(content: Color.black.frame(width: 20, height: 20).rotation3DEffect(.degrees(40), axis: (x: 1, y: 1, z: 0)).padding(10))
        turned.scale = 2
        let tilted = try XCTUnwrap(turned.cgImage)
        var shown = 0
        for y in 0..<tilted.height {
            for x in 0..<tilted.width {
                let p = pixel(tilted, x, y)
                XCTAssertFalse(p[2] > 200 && p[1] < 150 && p[0] > 100, "pink at \(x),\(y): \(p)")
                if p[3] > 128 { shown += 1 }
            }
        }
        XCTAssertGreaterThan(shown, 600, "the square shows")
        XCTAssertEqual(pixel(tilted, 40, 40), [0, 0, 0, 255], "its centre stays")
        XCTAssertNotNil(turned.data(as: .pdf))
    }

    /// A view with an effect expands as the view does: the same frames as the test host's.
    @MainActor func testAnEffectExpandsAsItsViewDoes() async throws {
        let view = HStack(spacing: 0) {
            Color.red.clipShape(Circle())
            Color.blue.shadow(radius: 2).frame(width: 50)
        }
        let gtk = GtkTestHost(view, width: 200, height: 100)
        defer { gtk.close() }
        gtk.settle()
        let headless = TestHost(view, width: 200, height: 100)
        headless.settle()
        let frames = gtk.findAll("GnomonDrawingArea").map { gtk.frame(of: $0) }
        XCTAssertEqual(frames, headless.findAll("GnomonDrawingArea").map { headless.frame(of: $0) })
        XCTAssertEqual(frames.first??.width, 150, "the clipped colour takes the room the other leaves")
    }

    /// A mask does not change the view's size, in GTK as in the test host; text with an effect
    /// still lines up by its baseline.
    @MainActor func testAMaskKeepsTheViewsSizeAndTextKeepsItsBaseline() async throws {
        let masked = HStack { Color.red.frame(width: 50, height: 50).mask { Circle().frame(width: 100, height: 100) } }
        let gtk = GtkTestHost(masked, width: 200, height: 200)
        defer { gtk.close() }
        gtk.settle()
        let headless = TestHost(masked, width: 200, height: 200)
        headless.settle()
        let effect = try XCTUnwrap(gtk.findAll("GnomonEffect").first)
        XCTAssertEqual(gtk.frame(of: effect)?.size, CGSize(width: 50, height: 50))
        XCTAssertEqual(gtk.frame(of: effect), headless.frame(of: try XCTUnwrap(headless.findAll("GnomonEffect").first)))

        func smallTextFrame<V: View>(_ small: V) throws -> CGRect? {
            let host = GtkTestHost(HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); small }, width: 200, height: 100)
            defer { host.close() }
            host.settle()
            return host.frame(of: try XCTUnwrap(host.find(text: "small")))
        }
        XCTAssertEqual(try smallTextFrame(Text("small").cornerRadius(2)), try smallTextFrame(Text("small")), "on the big text's baseline")
    }
}
