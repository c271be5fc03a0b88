import Foundation
import GnomonCore
import GnomonTesting
import Testing

/// What SwiftUI drawing code does with paths and shapes beyond filling them: paths added and
/// transformed, arcs by tangent and by sweep, bounds, trimming, inset shapes, stroke and fill
/// styles — the geometry headless, and each paint as the drawing widget is told it.
@Suite("Drawing") @MainActor
struct DrawingTests {
    private func close(_ a: CGPoint?, _ b: CGPoint) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
    }

    private func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    @Test func pathsAreAddedAndTransformed() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(translationX: 20, y: 5))
        #expect(path.elements.count == 10)
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 15)))
        let turned = Path(CGRect(x: 0, y: 0, width: 10, height: 0)).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.boundingRect, CGRect(x: 0, y: 0, width: 0, height: 10)))
        #expect(close(path.offsetBy(dx: -5, dy: 1).boundingRect, CGRect(x: -5, y: 1, width: 30, height: 15)))
        var closes = 0
        path.forEach { if case .closeSubpath = $0 { closes += 1 } }
        #expect(closes == 2)
    }

    /// Bounds follow curves to their extremes, not their control points.
    @Test func boundsHugCurves() {
        #expect(close(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10), within: 1e-3))
        var bump = Path()
        bump.move(to: .zero)
        bump.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        #expect(close(bump.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 10)))  // the apex is half the control's height
        #expect(Path().boundingRect.isNull)
    }

    /// A rounded corner between two lines: tangent to both, at the radius.
    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 10)
        #expect(close(path.currentPoint, CGPoint(x: 40, y: 10)))
        guard case .line(let to) = path.elements[1] else { Issue.record("a line to the first tangent point"); return }
        #expect(close(to, CGPoint(x: 30, y: 0)))
        #expect(close(path.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 10), within: 1e-3))
    }

    @Test func relativeArcsSweepFromTheirStart() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), delta: .degrees(180))
        // From the top, clockwise on screen, through the right, to the bottom.
        #expect(close(path.elements.first.flatMap { if case .move(let to) = $0 { to } else { nil } }, CGPoint(x: 50, y: 10)))
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 90)))
        #expect(close(path.boundingRect, CGRect(x: 50, y: 10, width: 40, height: 80), within: 1e-3))
    }

    /// Trimming measures the outline: half a square's perimeter ends at the opposite corner.
    @Test func trimmingTakesAFractionOfTheLength() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(close(half.currentPoint, CGPoint(x: 10, y: 10)))
        #expect(close(half.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10)))
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(close(middle.boundingRect, CGRect(x: 5, y: 0, width: 5, height: 5)))
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
        let quarterCircle = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(close(quarterCircle.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10), within: 0.05))
    }

    @Test func shapesMoveTurnAndScaleInsideTheirFrame() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(close(Rectangle().offset(x: 5, y: 1).path(in: rect).boundingRect, CGRect(x: 5, y: 1, width: 20, height: 10)))
        #expect(close(Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect, CGRect(x: 5, y: -5, width: 10, height: 20)))
        #expect(close(Rectangle().scale(0.5).path(in: rect).boundingRect, CGRect(x: 5, y: 2.5, width: 10, height: 5)))
        #expect(close(Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 40, height: 10)))
        #expect(close(Rectangle().transform(CGAffineTransform(scaleX: 1, y: 2)).path(in: rect).boundingRect, CGRect(x: 0, y: 0, width: 20, height: 20)))
    }

    /// An inset shape is drawn in its bounds shrunk on every side; a rounded rectangle's
    /// corners stay concentric.
    @Test func insetShapesShrinkTheirBounds() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(close(Circle().inset(by: 2).path(in: rect).boundingRect, CGRect(x: 12, y: 2, width: 16, height: 16), within: 1e-3))
        #expect(close(Capsule().inset(by: 1).inset(by: 1).path(in: rect).boundingRect, CGRect(x: 2, y: 2, width: 36, height: 16), within: 1e-3))
        #expect(RoundedRectangle(cornerRadius: 8).inset(by: 3).path(in: rect) == RoundedRectangle(cornerRadius: 5).path(in: rect.insetBy(dx: 3, dy: 3)))
    }

    /// Each paint reaches the drawing widget, styles included; a stroke with no colour takes
    /// the foreground style around it.
    @Test func strokeAndFillStylesReachTheDrawing() {
        let view = VStack {
            Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
            Rectangle().fill(.red, style: FillStyle(eoFill: true))
            Capsule().strokeBorder(.green, style: StrokeStyle(lineWidth: 2, lineJoin: .bevel))
            Circle().trim(from: 0, to: 0.5).stroke(style: StrokeStyle(lineWidth: 3)).foregroundStyle(.orange)
            Circle().stroke(lineWidth: 2).foregroundStyle(.orange)
            Capsule().strokeBorder(lineWidth: 2).foregroundStyle(.orange)
            Rectangle().fill(style: FillStyle(eoFill: true)).foregroundStyle(.orange)
        }
        let drawings = TestHost(view).dump().split(separator: "\n").compactMap { line in
            line.range(of: "drawing=\"").map { line[$0.upperBound...].prefix { $0 != "\"" } }
        }
        #expect(drawings == [
            "stroke #3584e4 4 round-cap dash 8,4 Circle", "fill #e01b24 even-odd Rectangle",
            "stroke #33d17a 2 bevel-join inset 1 Capsule", "stroke #ff7800 3 _TrimmedShape",
            "stroke #ff7800 2 Circle", "stroke #ff7800 2 inset 1 Capsule", "fill #ff7800 even-odd Rectangle",
        ])
    }

    /// Each effect is a `GnomonEffect` holding the view; a mask is its first child, under the
    /// view; a built-in shape that crosses nothing clips as GTK's rounded clip, any other by path.
    @Test func effectsWrapTheViewTheyDraw() {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path { Path { $0.addLines([CGPoint(x: rect.midX, y: 0), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: rect.maxY)]) } }
        }
        let host = TestHost(VStack {
            Text("Card").shadow(radius: 4, y: 2)
            Text("Secret").blur(radius: 3, opaque: true)
            Text("Star").clipShape(Triangle())
            Text("Ring").clipShape(Circle(), style: FillStyle(eoFill: true))
            Text("Fade").mask { Circle() }
        })
        let effects = host.findAll("GnomonEffect").compactMap { host.property(.effect, of: $0) }.map(\.description)
        #expect(effects == ["shadow #000000@0.33 4 0,2", "blur 3 opaque", "clip shape Triangle", "clip shape Circle even-odd", "mask"])
        #expect(host.dump().contains("""
              GnomonEffect effect="mask" halign=center
                GnomonDrawingArea accessibility="hidden" drawing="fill theme_fg_color Circle"
            """), "\(host.dump())")
    }

    /// Transforms and groups are effects too: the view keeps its frame.
    @Test func transformsAndGroupsAreEffects() {
        let host = TestHost(VStack {
            Text("Big").scaleEffect(2)
            Text("Turned").rotationEffect(.degrees(90), anchor: .topLeading)
            Text("Flipped").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            Text("Swung").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchorZ: 12, perspective: 0.5)
            Text("Layer").drawingGroup()
        })
        let effects = host.findAll("GnomonEffect").compactMap { host.property(.effect, of: $0) }.map(\.description)
        #expect(effects == [
            "transform scale 2,2 at 0.5,0.5", "transform rotation 90° at 0,0",
            "transform rotation3D 180° about 0,1,0 perspective 1 at 0.5,0.5",
            "transform rotation3D 30° about 1,0,0 anchorZ 12 perspective 0.5 at 0.5,0.5", "group",
        ])
    }

    /// A changed angle re-runs the row that reads it and writes one property: its effect.
    @Test func aChangedEffectWritesOnlyTheEffect() throws {
        let host = TestHost(TurningRow())
        let effect = try #require(host.findAll("GnomonEffect").first)
        host.tap(try #require(host.find(text: "Turn")))
        host.settle()
        #expect(host.lastMutations.map(\.description) == ["set GnomonEffect#\(effect.id) effect=\"transform rotation 15° at 0.5,0.5\""])
    }

    /// A blend mode is the layer's `blend-mode`, written once; a mode GTK cannot blend by is
    /// drawn as normal, with a message.
    @Test func aBlendModeReachesItsLayer() throws {
        let capture = LogCapture(expecting: "blendMode")
        defer { capture.stop() }
        let host = TestHost(ZStack {
            Color.gray
            Color.red.blendMode(.multiply)
            Color.blue.blendMode(.plusLighter)
        })
        #expect(host.dump().contains("blend-mode=multiply"), "\(host.dump())")
        #expect(host.dump().components(separatedBy: "blend-mode").count == 2, "the one GTK cannot do is not written")
        #expect(!capture.messages(containing: "plusLighter").isEmpty, "\(capture.messages)")
    }

    /// A visual effect is made from where the view is laid out, and made again as that
    /// changes: only the effect is written, and the view inside is not built again.
    @Test func aVisualEffectFollowsTheViewsGeometry() throws {
        let host = TestHost(FadingBar(), width: 200, height: 100)
        host.settle()
        let effect = try #require(host.findAll("GnomonEffect").first)
        #expect(host.property(.effect, of: effect)?.description == "visual translation 40,55 at 0,0; scale 1,0.5 at 0.5,0.5; opacity 0.5")
        host.resize(width: 300, height: 200)
        host.settle()
        #expect(host.property(.effect, of: effect)?.description == "visual translation 40,105 at 0,0; scale 1,0.5 at 0.5,0.5")
        #expect(host.lastMutations.allSatisfy { $0.description.hasPrefix("set GnomonEffect#\(effect.id) effect=") }, "\(host.lastMutations)")
        #expect(host.frame(of: try #require(host.findAll("GnomonDrawingArea").last)) == CGRect(x: 130, y: 105, width: 40, height: 20), "the layout does not move")
    }
}

/// A bar under a 30-point band, moved right by its width and down by its place in the window,
/// squashed, and faded while it is in the window's top 100 points.
private struct FadingBar: View {
    var body: some View {
        VStackLayout(spacing: 0) {
            Color.gray.frame(height: 30)
            Rectangle().frame(width: 40, height: 20).visualEffect { content, proxy in
                let frame = proxy.frame(in: .global)
                return content.offset(x: proxy.size.width, y: frame.minY).scaleEffect(x: 1, y: 0.5).opacity(frame.minY < 100 ? 0.5 : 1)
            }
        }
    }
}

/// A label turned a further 15° at each press of Turn.
private struct TurningRow: View {
    @State private var degrees = 0.0

    var body: some View {
        VStack {
            Text("Turned").rotationEffect(.degrees(degrees))
            Button("Turn") { degrees += 15 }
        }
    }
}
