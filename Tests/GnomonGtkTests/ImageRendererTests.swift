import CGtk
import Foundation
import Gnomon
@testable import GnomonGtk
import GnomonTesting
import XCTest

/// `ImageRenderer` draws views with no window shown: vector PDF (text a reader finds, shapes as
/// paths, no pictures), SVG, PNG and raw pixels, at the size the view chooses for the proposal.
final class ImageRendererTests: XCTestCase {
    /// Text, a control and a filled shape: what the files are checked for.
    private struct Report: View {
        var body: some View {
            VStack(spacing: 12) {
                Text("Quarterly report")
                Button("Export") {}
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 120, height: 40)
            }
            .padding(20)
        }
    }

    override func setUp() async throws {
        await MainActor.run { GtkTestHost.initializeGtk() }
    }

    @MainActor func testPDFKeepsTextAsTextAndShapesAsPaths() async throws {
        let renderer = ImageRenderer(content: Report())
        let pdf = try XCTUnwrap(renderer.data(as: .pdf))
        let file = try scratchFile("report.pdf", pdf)
        let text = try run("pdftotext", [file.path, "-"])
        XCTAssertTrue(text.contains("Quarterly report"), text)
        XCTAssertTrue(text.contains("Export"), text)
        // No picture: the shape and the button are drawn as paths, the text as glyphs.
        let images = try run("pdfimages", ["-list", file.path]).split(separator: "\n")
        XCTAssertEqual(images.count, 2, "only pdfimages' header lines: \(images)")
        let content = try pdfContentStreams(file)
        XCTAssertTrue(content.contains("0 0 1 rg"), "the blue fill is set")
        XCTAssertTrue(content.contains(" re") || content.contains(" l\n"), "rectangles or lines are drawn as paths")
        XCTAssertTrue(content.contains("Tj") || content.contains("TJ"), "text is shown as text")
    }

    @MainActor func testSVGIsVectorAndPNGHasTheViewsPixels() async throws {
        let renderer = ImageRenderer(content: Report())
        let svg = String(decoding: try XCTUnwrap(renderer.data(as: .svg)), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"), svg)
        XCTAssertTrue(svg.contains("<path"), "the button's outline is a path")
        XCTAssertTrue(svg.contains(">Quarterly report</text>") && svg.contains(">Export</text>"), "text is text")
        XCTAssertTrue(svg.contains("rgb(0%,0%,100%)"), "the blue fill")
        XCTAssertFalse(svg.contains("<image"), "nothing is drawn as a picture")

        renderer.scale = 2
        let png = try XCTUnwrap(renderer.data(as: .png))
        XCTAssertEqual(png.prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let image = try XCTUnwrap(renderer.cgImage)
        let size = try XCTUnwrap(size(ofPNG: png))
        XCTAssertEqual(size.width, image.width)
        XCTAssertEqual(size.height, image.height)
        XCTAssertEqual(image.width % 2, 0, "two pixels a point")
    }

    /// What the SVG-reading tests draw: text to escape, text right to left, a GTK label of
    /// its own (a toggle's), text cut short, and text in a scroll view's clip.
    private struct Letter: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Dear reader & friend <3")
                Text("שלום עולם")
                Toggle("Wi-Fi", isOn: .constant(true))
                Text("A long line that is cut short").lineLimit(1).frame(maxWidth: 120, alignment: .leading)
                ScrollView { Text("Scrolled") }.frame(height: 30)
                Text("Shadowed").shadow(color: .black, radius: 1, x: 1, y: 1)
            }
            .padding(10)
        }
    }

    /// SVG keeps text as text: each run a label draws is a `<text>` with its characters, which
    /// a reader selects and searches, drawn where GTK draws its glyphs — a shadowed text too,
    /// over its shadow's picture.
    @MainActor func testSVGKeepsTextAsTextWhereGTKDrawsIt() async throws {
        let renderer = ImageRenderer(content: Letter())
        let svg = String(decoding: try XCTUnwrap(renderer.data(as: .svg)), as: UTF8.self)
        let file = try scratchFile("letter.svg", Data(svg.utf8))
        XCTAssertEqual(
            textElements(of: svg), ["Dear reader &amp; friend &lt;3", "שלום עולם", "Wi-Fi", "A long line that i", "…", "Scrolled", "Shadowed"])
        XCTAssertFalse(svg.contains("glyph"), "no glyph is an outline")
        XCTAssertTrue(svg.contains("direction=\"rtl\""), "Hebrew runs right to left")
        XCTAssertEqual(svg.components(separatedBy: "<clipPath").count - 1, svg.components(separatedBy: "clip-path=").count - 1)

        // rsvg (GDK's SVG loader) draws the text where GTK does: each cell of 4 pixels with
        // ink in the one has ink in the other, or beside it (fonts are hinted differently).
        // SVG's points are rsvg's 1.25 pixels (it reads at 90 dots an inch).
        renderer.scale = 1.25
        let drawn = try XCTUnwrap(renderer.cgImage)
        let read = try XCTUnwrap(pixels(ofFile: file))
        XCTAssertEqual(read.width, drawn.width, accuracy: 1)
        XCTAssertEqual(read.height, drawn.height, accuracy: 1)
        let (drawnInk, readInk) = (inkCells(of: drawn), inkCells(of: read))
        func matched(_ cells: Set<[Int]>, in other: Set<[Int]>) -> Double {
            let near = cells.filter { cell in (-1...1).contains { dx in (-1...1).contains { dy in other.contains([cell[0] + dx, cell[1] + dy]) } } }
            return Double(near.count) / Double(cells.count)
        }
        XCTAssertGreaterThan(drawnInk.count, 200)
        XCTAssertGreaterThan(matched(drawnInk, in: readInk), 0.97, "GTK's ink where rsvg drew")
        XCTAssertGreaterThan(matched(readInk, in: drawnInk), 0.97, "rsvg's ink where GTK drew")
    }

    /// A field's text is text in SVG too; a password's bullets are not its text, and the
    /// password is nowhere in the file.
    @MainActor func testSVGKeepsAFieldsTextAsText() async throws {
        let form = VStack {
            TextField("Name", text: .constant("Ada Lovelace"))
            SecureField("Password", text: .constant("hunter2"))
        }
        .frame(width: 200)
        .padding(10)
        let svg = String(decoding: try XCTUnwrap(ImageRenderer(content: form).data(as: .svg)), as: UTF8.self)
        XCTAssertTrue(textElements(of: svg).contains("Ada Lovelace"), "\(textElements(of: svg))")
        XCTAssertFalse(svg.contains("hunter2"))
    }

    /// Gnomon's own cairo drawing away from the origin: a stroke reaching past its frame, a
    /// clip to a path GTK cannot clip to, a drawing group, and a shadowed stroke.
    private struct Drawings: View {
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        var body: some View {
            HStack(spacing: 14) {
                Rectangle().stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 3).frame(width: 40, height: 30)
                Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40).clipShape(Triangle())
                Circle().fill(Color(red: 0, green: 0.5, blue: 0)).frame(width: 30, height: 30).drawingGroup()
                Rectangle().stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 3).frame(width: 40, height: 30).shadow(radius: 3)
            }
            .padding(18)  // 228 × 76 points: whole pixels at rsvg's 1.25 a point, so nothing drifts
        }
    }

    /// SVG draws shapes where GTK does. (Cairo's SVG surface misplaced GTK's own recording of
    /// them, which starts where the widget is: the stroke came out 5 points off; and GSK's
    /// shadows, drawn through groups it put out of place, 20 points up and left.)
    @MainActor func testSVGDrawsShapesWhereGTKDrawsThem() async throws {
        let renderer = ImageRenderer(content: Drawings())
        let svg = try XCTUnwrap(renderer.data(as: .svg))
        let read = try XCTUnwrap(pixels(ofFile: scratchFile("drawings.svg", svg)))
        renderer.scale = 1.25  // rsvg's pixels a point
        let drawn = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual([read.width, read.height], [drawn.width, drawn.height])
        var (inked, differing) = (0, 0)
        for y in 0..<drawn.height {
            for x in 0..<drawn.width {
                let (one, other) = (alpha(at: (x, y), of: drawn), alpha(at: (x, y), of: read))
                if one > 0 || other > 0 { inked += 1 }
                if abs(Int(one) - Int(other)) > 96 { differing += 1 }
            }
        }
        // rsvg smooths a clip's edge differently (the triangle's foot: a row of 49 pixels);
        // drawn from GTK's recordings, the shapes came out off and 31 % differed.
        XCTAssertGreaterThan(inked, 2_000)
        XCTAssertLessThan(Double(differing) / Double(inked), 0.03, "\(differing) of \(inked) pixels with ink differ")
    }

    /// `ImageRenderer`'s pixels shown again by `Image(_:scale:orientation:)`: at their size
    /// in points, each quadrant of a red, green, blue and white square where its orientation
    /// turns it.
    @MainActor func testRenderedPixelsShowAgainTurnedAsTheirOrientationSays() async throws {
        let (red, green, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1))
        let square = VStack(spacing: 0) {
            HStack(spacing: 0) { red; green }
            HStack(spacing: 0) { blue; Color.white }
        }
        let renderer = ImageRenderer(content: square.frame(width: 20, height: 10))
        renderer.scale = 2
        let pixels = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual([pixels.width, pixels.height], [40, 20])
        // Top left, top right, bottom left, bottom right, as shown.
        let expected: [Image.Orientation: [String]] = [
            .up: ["red", "green", "blue", "white"], .upMirrored: ["green", "red", "white", "blue"],
            .down: ["white", "blue", "green", "red"], .downMirrored: ["blue", "white", "red", "green"],
            .right: ["blue", "red", "white", "green"], .left: ["green", "white", "red", "blue"],
            .leftMirrored: ["red", "blue", "green", "white"], .rightMirrored: ["white", "green", "blue", "red"],
        ]
        for orientation in Image.Orientation.allCases {
            let shown = try XCTUnwrap(ImageRenderer(content: Image(decorative: pixels, scale: 2, orientation: orientation)).cgImage)
            XCTAssertEqual([shown.width, shown.height], orientation.isQuarterTurned ? [10, 20] : [20, 10], "\(orientation)")
            let corners = [(1, 1), (3, 1), (1, 3)].map { ($0.0 * shown.width / 4, $0.1 * shown.height / 4) } + [(3 * shown.width / 4, 3 * shown.height / 4)]
            let names = corners.map { x, y -> String in
                let at = y * shown.bytesPerRow + x * 4
                switch (shown.data[at + 2], shown.data[at + 1], shown.data[at]) {  // R, G, B
                case (255, 0, 0): return "red"
                case (0, 255, 0): return "green"
                case (0, 0, 255): return "blue"
                case (255, 255, 255): return "white"
                case let other: return "\(other)"
                }
            }
            XCTAssertEqual(names, expected[orientation], "\(orientation)")
        }
    }

    /// A layer with a blend mode mixes with the layers under it: red multiplied over grey is
    /// half as bright, a difference over white inverts; a layer with none covers them.
    @MainActor func testALayersBlendModeMixesItWithTheLayersUnder() async throws {
        func middle(of view: some View) throws -> [UInt8] {
            let renderer = ImageRenderer(content: view.frame(width: 20, height: 20))
            let pixels = try XCTUnwrap(renderer.cgImage)
            let at = 10 * pixels.bytesPerRow + 10 * 4
            return Array(pixels.data[at..<at + 4])  // premultiplied B, G, R, A
        }
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
        let multiplied = try middle(of: ZStack { grey; Color(red: 1, green: 0, blue: 0).blendMode(.multiply) })
        XCTAssertEqual(multiplied[3], 255)
        XCTAssertEqual([multiplied[0], multiplied[1]], [0, 0])
        XCTAssertEqual(Double(multiplied[2]), 128, accuracy: 2, "\(multiplied)")
        let inverted = try middle(of: Color.white.overlay { Color(red: 1, green: 0, blue: 0).blendMode(.difference) })
        XCTAssertEqual(inverted, [255, 255, 0, 255], "white less red is cyan")
        XCTAssertEqual(try middle(of: ZStack { grey; Color(red: 1, green: 0, blue: 0) }), [0, 0, 255, 255])
    }

    /// The view takes the size a layout child takes: a shape all of the proposal, text its own
    /// size within it; with no proposal, its natural size.
    @MainActor func testTheViewChoosesItsSizeForTheProposal() async throws {
        let shape = ImageRenderer(content: Rectangle().fill(Color(red: 1, green: 0, blue: 0)))
        shape.proposedSize = ProposedViewSize(width: 200, height: 100)
        let pixels = try XCTUnwrap(shape.cgImage)
        XCTAssertEqual([pixels.width, pixels.height], [200, 100])
        // Premultiplied B, G, R, A: opaque red in the middle.
        let middle = 50 * pixels.bytesPerRow + 100 * 4
        XCTAssertEqual(Array(pixels.data[middle..<middle + 4]), [0, 0, 255, 255])

        let text = ImageRenderer(content: Text("Short"))
        text.proposedSize = ProposedViewSize(width: 1000, height: 1000)
        let textImage = try XCTUnwrap(text.cgImage)
        XCTAssertLessThan(textImage.width, 200)
        XCTAssertLessThan(textImage.height, 60)
        text.proposedSize = .unspecified
        XCTAssertEqual(text.cgImage?.width, textImage.width)
    }

    /// Transparent unless opaque; opaque, the theme's window background, light or dark.
    @MainActor func testOpaqueRenderingsHaveTheThemesBackgroundLightOrDark() async throws {
        let before = GtkEnvironment.colorScheme
        let renderer = ImageRenderer(content: Color.clear.frame(width: 20, height: 20))
        XCTAssertEqual(try alpha(at: (10, 10), of: XCTUnwrap(renderer.cgImage)), 0)
        renderer.isOpaque = true
        renderer.colorScheme = .light
        let light = try XCTUnwrap(renderer.cgImage)
        renderer.colorScheme = .dark
        let dark = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual(alpha(at: (10, 10), of: light), 255)
        XCTAssertGreaterThan(Int(light.data[10 * light.bytesPerRow + 40 + 1]), 200, "a light window background")
        XCTAssertLessThan(Int(dark.data[10 * dark.bytesPerRow + 40 + 1]), 80, "a dark window background")
        XCTAssertEqual(GtkEnvironment.colorScheme, before, "the app's style comes back after rendering")
    }

    /// SwiftUI's own way to a PDF: `render` with a PDF `CGContext`; the file appears whole.
    @MainActor func testRenderDrawsIntoAPDFContext() async throws {
        let directory = try scratchDirectory()
        let url = directory.appendingPathComponent("report.pdf")
        var drawnSize = CGSize.zero
        ImageRenderer(content: Report()).render { size, draw in
            drawnSize = size
            var box = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return XCTFail("no PDF context") }
            pdf.beginPDFPage(nil)
            draw(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
        XCTAssertGreaterThan(drawnSize.width, 120)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["report.pdf"], "no partial file is left")
        XCTAssertTrue(try run("pdftotext", [url.path, "-"]).contains("Quarterly report"))
        let info = try run("pdfinfo", [url.path]).split(separator: "\n")
        XCTAssertEqual(info.first { $0.hasPrefix("Pages:") }?.split(separator: " ").last, "1")
    }

    /// A geometry reader's content is built for the size it is given before drawing.
    @MainActor func testAGeometryReaderIsDrawnAtItsSize() async throws {
        let renderer = ImageRenderer(content: GeometryReader { proxy in Text("Width \(Int(proxy.size.width))") })
        renderer.proposedSize = ProposedViewSize(width: 300, height: 80)
        let file = try scratchFile("geometry.pdf", XCTUnwrap(renderer.data(as: .pdf)))
        XCTAssertTrue(try run("pdftotext", [file.path, "-"]).contains("Width 300"))
    }

    /// A change the views make as they appear (a new style class on a mounted widget) is drawn:
    /// GTK restyles the window that is never shown.
    @MainActor func testChangesMadeAsTheViewAppearsAreDrawn() async throws {
        struct Warning: View {
            @State private var isUrgent = false
            var body: some View {
                Rectangle().fill(isUrgent ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                    .frame(width: 40, height: 40)
                    .onAppear { isUrgent = true }
            }
        }
        let image = try XCTUnwrap(ImageRenderer(content: Warning()).cgImage)
        let middle = 20 * image.bytesPerRow + 20 * 4
        XCTAssertEqual(Array(image.data[middle..<middle + 4]), [0, 0, 255, 255], "red, as the view became")
        let label = ImageRenderer(content: WarningText())
        let pixels = try XCTUnwrap(label.cgImage)
        let reddest = stride(from: 0, to: pixels.data.count, by: 4).map { Int(pixels.data[$0 + 2]) - Int(pixels.data[$0]) }.max() ?? 0
        XCTAssertGreaterThan(reddest, 100, "the text is drawn in the style class it was given as it appeared")
    }

    /// Text whose color (a CSS class on its label) changes as it appears.
    private struct WarningText: View {
        @State private var isUrgent = false
        var body: some View {
            Text("Overdrawn").font(.largeTitle).foregroundStyle(isUrgent ? Color.red : Color.primary).onAppear { isUrgent = true }
        }
    }

    /// A style whose change GTK animates is drawn at its end: a window never shown has no
    /// frames to animate it in.
    @MainActor func testAnAnimatedStyleChangeIsDrawnFinished() async throws {
        GtkStylesheet.load(".render-test-blue { color: rgb(0, 0, 255); transition: color 2s; }")
        struct Fading: View {
            @State private var isBlue = false
            var body: some View {
                Text("Fading").font(.largeTitle).styleClass(isBlue ? "render-test-blue" : "render-test-plain").onAppear { isBlue = true }
            }
        }
        let pixels = try XCTUnwrap(ImageRenderer(content: Fading()).cgImage)
        let bluest = stride(from: 0, to: pixels.data.count, by: 4).map { Int(pixels.data[$0]) - Int(pixels.data[$0 + 2]) }.max() ?? 0
        XCTAssertGreaterThan(bluest, 150, "the text is drawn blue, its transition's end")
    }

    /// Past cairo's 32,767 pixels a side there is no picture, and the log says why.
    @MainActor func testAPictureTooLargeIsRefusedWithAMessage() async throws {
        let log = LogCapture(expecting: "past cairo's 32,767 pixels a side")
        let renderer = ImageRenderer(content: Color.red.frame(width: 40, height: 40))
        renderer.scale = 1000
        XCTAssertNil(renderer.cgImage)
        XCTAssertNil(renderer.data(as: .png))
        XCTAssertEqual(log.messages(containing: "past cairo's 32,767 pixels a side").count, 2)
        renderer.scale = 1
        XCTAssertNotNil(renderer.data(as: .png))
    }

    /// A view that closes its window as it appears is drawn, and its window stays to be drawn
    /// (GTK closes no window that is not shown, and the scene's windows ignore the request).
    @MainActor func testAViewDismissingItsWindowIsDrawnAnyway() async throws {
        struct Closing: View {
            @Environment(\.dismiss) private var dismiss
            @Environment(\.dismissWindow) private var dismissWindow
            var body: some View {
                Text("Closing").onAppear {
                    dismiss()
                    dismissWindow()
                }
            }
        }
        let log = LogCapture(expecting: "windows drawn offscreen ignore it")
        let directory = try scratchDirectory()
        XCTAssertEqual(GtkAppRendering.renderWindows(appWindows(of: WindowGroup("Closing") { Closing() }), to: directory), 0)
        XCTAssertTrue(try run("pdftotext", [directory.appendingPathComponent("Closing.pdf").path, "-"]).contains("Closing"))
        XCTAssertEqual(log.messages(containing: "windows drawn offscreen ignore it").count, 2, "once in each style")
    }

    @MainActor func testWriteReplacesTheFileAndRefusesUnknownFormats() async throws {
        let directory = try scratchDirectory()
        let renderer = ImageRenderer(content: Text("Saved"))
        let url = directory.appendingPathComponent("saved.svg")
        try Data("old".utf8).write(to: url)
        try renderer.write(to: url)
        XCTAssertTrue(try String(contentsOf: url, encoding: .utf8).hasPrefix("<?xml"))
        XCTAssertThrowsError(try renderer.write(to: directory.appendingPathComponent("saved.doc"))) { error in
            XCTAssertEqual("\(error)", "\"saved.doc\" ends in no format a view renders to (.pdf, .svg or .png)")
        }
        try renderer.write(to: directory.appendingPathComponent("saved.bin"), as: .png)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["saved.bin", "saved.svg"])
    }

    /// The report in both styles, against PNGs looked at and kept (`Goldens/`): within a small
    /// tolerance for antialiasing. `GNOMON_UPDATE_GOLDENS=1` writes them anew.
    @MainActor func testPNGsMatchTheirGoldens() async throws {
        for scheme in [ColorScheme.light, .dark] {
            let renderer = ImageRenderer(content: Report())
            renderer.isOpaque = true
            renderer.colorScheme = scheme
            renderer.scale = 2
            let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Goldens/report-\(scheme == .dark ? "dark" : "light").png")
            if ProcessInfo.processInfo.environment["GNOMON_UPDATE_GOLDENS"] == "1" {
                try renderer.write(to: golden)
                continue
            }
            let rendered = try XCTUnwrap(renderer.cgImage)
            let expected = try XCTUnwrap(pixels(ofFile: golden), "no golden at \(golden.path)")
            XCTAssertEqual([rendered.width, rendered.height], [expected.width, expected.height], "\(scheme)")
            guard rendered.data.count == expected.data.count else { continue }
            let differing = zip(rendered.data, expected.data).filter { abs(Int($0) - Int($1)) > 24 }.count
            XCTAssertLessThan(Double(differing) / Double(rendered.data.count), 0.002, "\(scheme): \(differing) bytes differ from the golden")
        }
    }

    /// `make render`: an app's launch window drawn to all three formats, light and dark, at
    /// the scene's default size, named by its title.
    @MainActor func testAnAppsWindowRendersToEveryFormat() async throws {
        let directory = try scratchDirectory()
        let scene = WindowGroup("Report") { Report() }.defaultSize(width: 400, height: 300)
        XCTAssertEqual(GtkAppRendering.renderWindows(appWindows(of: scene), to: directory), 0)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            ["Report-dark.pdf", "Report-dark.png", "Report-dark.svg", "Report.pdf", "Report.png", "Report.svg"])
        XCTAssertTrue(try run("pdftotext", [directory.appendingPathComponent("Report-dark.pdf").path, "-"]).contains("Quarterly report"))
        let svg = try String(contentsOf: directory.appendingPathComponent("Report.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains(">Report</text>"), "the window's title, a GTK label, is text")
        let png = try Data(contentsOf: directory.appendingPathComponent("Report.png"))
        XCTAssertEqual(size(ofPNG: png).map { [$0.width, $0.height] }, [800, 600], "the default size, two pixels a point")
    }

    // MARK: - Reading the files

    /// A PNG's or SVG's pixels as `CGImage` has them (GDK decodes it, premultiplied B, G, R, A;
    /// an SVG through rsvg, GDK's loader for it).
    private func pixels(ofFile url: URL) -> CGImage? {
        guard let texture = gdk_texture_new_from_filename(url.path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        gdk_texture_download(texture, &bytes, gsize(width * 4))
        return CGImage((width, height, width * 4, Data(bytes)))
    }

    /// The 4-pixel cells of `image` in which a pixel is dark and opaque: where text is drawn.
    private func inkCells(of image: CGImage) -> Set<[Int]> {
        var cells = Set<[Int]>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let at = y * image.bytesPerRow + x * 4
                if image.data[at + 3] > 128 && Int(image.data[at]) + Int(image.data[at + 1]) + Int(image.data[at + 2]) < 300 {
                    cells.insert([x / 4, y / 4])
                }
            }
        }
        return cells
    }

    /// The contents of an SVG's `<text>` elements, in order.
    private func textElements(of svg: String) -> [String] {
        svg.components(separatedBy: "<text ").dropFirst().compactMap { element in
            element.firstIndex(of: ">").flatMap { start in
                element.range(of: "</text>").map { String(element[element.index(after: start)..<$0.lowerBound]) }
            }
        }
    }

    private func alpha(at point: (x: Int, y: Int), of image: CGImage) -> UInt8 {
        image.data[point.y * image.bytesPerRow + point.x * 4 + 3]
    }

    /// A PNG's size, from its header.
    private func size(ofPNG data: Data) -> (width: Int, height: Int)? {
        guard data.count > 24 else { return nil }
        let bytes = [UInt8](data)
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    /// A PDF's content streams, inflated (cairo compresses them).
    private func pdfContentStreams(_ file: URL) throws -> String {
        try run("python3", ["-c", """
            import re, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            for stream in re.findall(rb'stream\\r?\\n(.*?)\\r?\\nendstream', data, re.S):
                try: sys.stdout.write(zlib.decompress(stream).decode('latin-1'))
                except zlib.error: pass
            """, file.path])
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    private func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    private func scratchFile(_ name: String, _ data: Data) throws -> URL {
        let url = try scratchDirectory().appendingPathComponent(name)
        try data.write(to: url)
        return url
    }
}
