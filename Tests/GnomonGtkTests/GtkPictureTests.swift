import CGtk
import Foundation
import GnomonCore
import GnomonTesting
import XCTest

/// Pictures in a GTK window keep to their frames: at their own size, fitted, filling, or
/// stretched, as SwiftUI lays them out.
final class GtkPictureTests: XCTestCase {
    /// A 200 × 100 PNG, removed after the test.
    private func makePicture() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("picture-\(UUID().uuidString).png").path
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 1, 8, 200, 100)!
        gdk_pixbuf_fill(pixbuf, 0x3584e4ff)
        let texture = gdk_texture_new_for_pixbuf(pixbuf)!
        XCTAssertNotEqual(gdk_texture_save_to_png(texture, path), 0)
        g_object_unref(UnsafeMutableRawPointer(texture))
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    @MainActor private func size(of picture: WidgetHandle, in host: GtkTestHost) -> (Int32, Int32) {
        let widget = host.widgetPointer(picture)
        return (gtk_widget_get_width(widget), gtk_widget_get_height(widget))
    }

    @MainActor func testPicturesKeepToTheirFrames() async throws {
        let path = try makePicture()
        let host = GtkTestHost(
            VStack(spacing: 0) {
                Image(contentsOfFile: path)
                Image(contentsOfFile: path).resizable().scaledToFit().frame(width: 60, height: 60)
                Image(contentsOfFile: path).resizable().scaledToFill().frame(width: 40, height: 40)
                Image(contentsOfFile: path).resizable().scaledToFit().frame(width: 80)
            }
            .frame(width: 400, height: 400))
        defer { host.close() }
        host.settle()
        let pictures = host.findAll("GnomonPicture")
        XCTAssertEqual(pictures.count, 4)
        XCTAssertEqual(size(of: pictures[0], in: host).0, 200, "its own size")
        XCTAssertEqual(size(of: pictures[0], in: host).1, 100)
        XCTAssertEqual(size(of: pictures[1], in: host).0, 60, "not the picture's 200")
        XCTAssertEqual(size(of: pictures[1], in: host).1, 60)
        XCTAssertEqual(size(of: pictures[2], in: host).0, 40)
        XCTAssertEqual(size(of: pictures[3], in: host).0, 80)
        XCTAssertEqual(size(of: pictures[3], in: host).1, 40, "a width and the picture's proportions give its height")
    }

    /// `AsyncImage` in a window: the placeholder, then the picture GTK draws at its size.
    @MainActor func testAnAsyncImageShowsItsPictureOnceLoaded() async throws {
        let logo = "/usr/share/pixmaps/debian-logo.png"
        let host = GtkTestHost(AsyncImage(url: URL(fileURLWithPath: logo)) { image in image } placeholder: { ProgressView() })
        defer { host.close() }
        XCTAssertEqual(host.findAll("GtkSpinner").count, 1)
        let start = ContinuousClock.now
        while host.findAll("GnomonPicture").isEmpty && ContinuousClock.now - start < .seconds(5) {
            try await Task.sleep(for: .milliseconds(20))
            host.settle()
        }
        let picture = try XCTUnwrap(host.findAll("GnomonPicture").first)
        XCTAssertEqual(host.property(.file, of: picture), logo)
        XCTAssertTrue(host.findAll("GtkSpinner").isEmpty)
        let pointer = host.widgetPointer(picture)
        gtk_test_widget_wait_for_draw(pointer)
        XCTAssertGreaterThan(gtk_widget_get_width(pointer), 0)
    }
}
