import CGtk
import Foundation
import GnomonCore

/// A drawing context, as CoreGraphics names it: what `ImageRenderer.render` draws a view into.
/// Here a PDF document, made as SwiftUI code makes one; the view's text stays text and its
/// shapes stay paths.
///
/// ```swift
/// var box = CGRect(x: 0, y: 0, width: 300, height: 200)
/// guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
/// pdf.beginPDFPage(nil)
/// draw(pdf)          // the function ImageRenderer.render gives
/// pdf.endPDFPage()
/// pdf.closePDF()     // the file appears, whole, at url
/// ```
public final class CGContext {
    let cairo: OpaquePointer
    private let surface: OpaquePointer
    /// Where the document goes, and where it is written until it is whole.
    private let destination: URL, partial: URL
    private var isClosed = false

    /// A PDF document written to `url`, its pages the size of `mediaBox` in points (US Letter
    /// if nil; its origin is not used). `auxiliaryInfo` (CoreGraphics' title and author keys)
    /// is not written. Nil if the file cannot be made. Unlike CoreGraphics' PDF context, y
    /// grows downwards, as the view is drawn.
    public init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        destination = url
        partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        surface = cairo_pdf_surface_create(partial.path, Double(box.width), Double(box.height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            log.error("Cannot write a PDF at \(url.path): \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
            cairo_surface_destroy(surface)
            return nil
        }
        cairo = cairo_create(surface)
    }

    deinit {
        closePDF()
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Begins a page (each page is the document's media box).
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        cairo_save(cairo)
    }

    /// Ends the page drawn since `beginPDFPage`.
    public func endPDFPage() {
        cairo_restore(cairo)
        cairo_show_page(cairo)
    }

    /// Finishes the document and puts it at its URL, replacing any file there at once. Also
    /// done when the context is released.
    public func closePDF() {
        guard !isClosed else { return }
        isClosed = true
        let drawn = cairo_status(cairo)
        cairo_surface_finish(surface)
        let status = drawn != CAIRO_STATUS_SUCCESS ? drawn : cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            log.error("Cannot write the PDF at \(destination.path): \(String(cString: cairo_status_to_string(status)))")
            unlink(partial.path)
            return
        }
        if rename(partial.path, destination.path) != 0 {  // replaces the old file in one step
            log.error("Cannot put the PDF at \(destination.path): \(String(cString: strerror(errno)))")
            unlink(partial.path)
        }
    }

    /// What cairo cannot keep as vectors is rasterized at this many pixels a point.
    func setRasterizationScale(_ scale: CGFloat) {
        cairo_surface_set_fallback_resolution(surface, 72 * Double(scale), 72 * Double(scale))
    }
}

/// The URL type CoreGraphics takes, so that SwiftUI's `CGContext(url as CFURL, …)` compiles.
public typealias CFURL = URL
