import CGtk
import Foundation
import GnomonCore

/// Renders a view to a picture or a vector document, with no window shown: SwiftUI's
/// `ImageRenderer`, drawing what GTK would draw in a window.
///
/// ```swift
/// let renderer = ImageRenderer(content: Chart(data: data))
/// renderer.proposedSize = ProposedViewSize(width: 400, height: nil)
/// try renderer.write(to: URL(fileURLWithPath: "chart.pdf"))   // vector: text stays text
///
/// renderer.render { size, draw in                             // SwiftUI's way to a PDF
///     var box = CGRect(x: 0, y: 0, width: size.width, height: size.height)
///     guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
///     pdf.beginPDFPage(nil)
///     draw(pdf)
///     pdf.endPDFPage()
///     pdf.closePDF()
/// }
/// ```
///
/// The view is sized as a layout sizes a child: for each axis with no proposal its natural
/// length, else the proposal if it expands along that axis and its natural length within the
/// proposal if not. Each output mounts the content anew, lets its updates and tasks' first
/// steps run (so a `GeometryReader` has its size), draws it and unmounts it.
///
/// Needs GTK, and so a display (`xvfb-run -a` serves when there is none), and the process's
/// first thread; anywhere else the outputs are nil, with a message.
@MainActor
public final class ImageRenderer<Content: View> {
    /// The view rendered.
    public var content: Content
    /// The size offered to the view; `.unspecified` (the default) renders it at its natural size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of `cgImage` and of PNG output.
    public var scale: CGFloat = 1
    /// Whether the view is drawn over the theme's window background; if not (the default),
    /// what it does not cover is transparent.
    public var isOpaque = false
    /// Light or dark, as GTK's theme draws it; nil (the default) as the app draws now.
    public var colorScheme: ColorScheme?

    /// A renderer of `view`.
    ///
    /// ```swift
    /// let renderer = ImageRenderer(content: Text("Hello").padding())
    /// ```
    public init(content view: Content) {
        content = view
    }

    /// The view as pixels, `scale` pixels a point; nil if it cannot be drawn.
    ///
    /// ```swift
    /// let image = ImageRenderer(content: Badge()).cgImage
    /// print(image?.width ?? 0)
    /// ```
    public var cgImage: CGImage? {
        drawing()?.pixels(scale: scale).map(CGImage.init)
    }

    /// Draws the view through `renderer`, which is given the view's size in points and a
    /// function that draws the view into a context (such as a PDF's, `CGContext(url:…)`).
    /// What cairo cannot keep as vectors in a document is rasterized at `rasterizationScale`.
    /// `renderer` is not called if the view cannot be drawn.
    ///
    /// ```swift
    /// renderer.render { size, draw in
    ///     var box = CGRect(origin: .zero, size: size)
    ///     guard let pdf = CGContext(url, mediaBox: &box, nil) else { return }
    ///     pdf.beginPDFPage(nil); draw(pdf); pdf.endPDFPage(); pdf.closePDF()
    /// }
    /// ```
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        guard let drawing = drawing() else { return }
        renderer(CGSize(width: drawing.width, height: drawing.height)) { context in
            context.setRasterizationScale(rasterizationScale)
            drawing.draw(into: context.cairo)
        }
    }

    /// The view as a file's bytes: PDF or SVG (vector, one page the view's size in points) or
    /// PNG (`scale` pixels a point); nil if it cannot be drawn.
    ///
    /// ```swift
    /// let svg = ImageRenderer(content: Logo()).data(as: .svg)
    /// ```
    public func data(as format: RenderFormat) -> Data? {
        drawing()?.data(as: format, scale: scale)
    }

    /// Writes the view to `url` as `format`, or as the format its name ends in (`.pdf`, `.svg`,
    /// `.png`). The file is replaced atomically: until the new one is whole, the old one stays.
    ///
    /// ```swift
    /// try ImageRenderer(content: Report()).write(to: URL(fileURLWithPath: "report.pdf"))
    /// ```
    public func write(to url: URL, as format: RenderFormat? = nil) throws {
        guard let format = format ?? RenderFormat(pathExtension: url.pathExtension) else {
            throw RenderError.unknownFormat(url.lastPathComponent)
        }
        guard let data = data(as: format) else { throw RenderError.nothingDrawn }
        try data.write(to: url, options: .atomic)
    }

    /// The content laid out and drawn in a window never shown, in the color scheme asked for.
    private func drawing() -> GtkRenderedView? {
        guard GtkOffscreenWindow.prepareGtk() else { return nil }
        return GtkOffscreenWindow.withDrawingSettings(colorScheme) {
            GtkOffscreenWindow(view: content).draw(proposal: proposedSize, isOpaque: isOpaque)
        }
    }
}

/// Why a renderer wrote no file.
public enum RenderError: Error, CustomStringConvertible {
    /// The file name ends in no format a view renders to.
    case unknownFormat(String)
    /// The view could not be drawn (no GTK, or it took no room); the log says why.
    case nothingDrawn

    public var description: String {
        switch self {
        case .unknownFormat(let name): "\"\(name)\" ends in no format a view renders to (.pdf, .svg or .png)"
        case .nothingDrawn: "the view could not be drawn (the log says why)"
        }
    }
}
