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
}
