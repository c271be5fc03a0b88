import Foundation
import GalleryViews
import Gnomon

/// The Gallery: every control and container Gnomon has, each page in a sidebar of pages.
///
/// Run it with `swift run Gallery`; `GNOMON_GALLERY_PAGE=containers swift run Gallery` opens
/// on another page.
@main
struct GalleryApp: App {
    static var applicationID: String { "org.gnomon.Gallery" }

    var body: some Scene {
        WindowGroup("Gallery") {
            GalleryView(page: ProcessInfo.processInfo.environment["GNOMON_GALLERY_PAGE"].flatMap(GalleryPage.init) ?? .controls)
        }
        .defaultSize(width: 760, height: 620)
    }
}
