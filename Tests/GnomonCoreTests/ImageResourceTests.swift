import Foundation
import GnomonCore
import GnomonTesting
import SwiftUIPrograms
import Testing

/// `Image("name")` finds the pictures an app ships, as SwiftUI finds them in its asset catalog.
@Suite("Images an app ships") @MainActor
struct ImageResourceTests {
    /// A bundle holding `logo.png`, and an asset catalog with the image set `photo` (at 1x and
    /// 2x); removed after the test.
    final class ShippedPictures {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        var bundle: Bundle { Bundle(path: folder.path)! }

        init() throws {
            let picture = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/pixmaps/debian-logo.png"))
            let set = folder.appendingPathComponent("Assets.xcassets/photo.imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try picture.write(to: folder.appendingPathComponent("logo.png"))
            try picture.write(to: set.appendingPathComponent("photo@2x.png"))
            try picture.write(to: set.appendingPathComponent("photo.png"))
            let contents = #"{"images":[{"filename":"photo@2x.png","idiom":"universal","scale":"2x"},{"filename":"photo.png","idiom":"universal","scale":"1x"}],"info":{"version":1}}"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func shown(_ image: Image) -> String {
        TestHost(image).dump().split(separator: "\n").first { $0.contains("GtkImage") || $0.contains("GnomonPicture") }
            .map(String.init) ?? ""
    }

    @Test func aPictureInTheBundleIsShownFromItsFile() throws {
        let pictures = try ShippedPictures()
        #expect(shown(Image("logo", bundle: pictures.bundle)).contains("file=\"\(pictures.folder.path)/logo.png\""))
        #expect(shown(Image("logo.png", bundle: pictures.bundle)).contains("/logo.png\""), "a name with its extension")
    }

    @Test func anAssetCatalogsImageSetGivesItsOneTimesPicture() throws {
        let pictures = try ShippedPictures()
        #expect(shown(Image("photo", bundle: pictures.bundle)).contains("file=\"\(pictures.folder.path)/Assets.xcassets/photo.imageset/photo.png\""))
        #expect(shown(Image(decorative: "photo", bundle: pictures.bundle)).contains("photo.imageset/photo.png"))
    }

    @Test func aNameNoBundleHasIsAnIconOfTheTheme() throws {
        let pictures = try ShippedPictures()
        #expect(shown(Image("document-edit-symbolic", bundle: pictures.bundle)).contains("icon-name=\"document-edit-symbolic\""))
        #expect(shown(Image("document-edit-symbolic")).contains("icon-name=\"document-edit-symbolic\""), "nor the app's own bundles")
    }
}

/// A program's bundled JSON and pictures, with no bundle named: its resource bundle beside the
/// executable.
@Suite("Resources an app ships") @MainActor
struct BundledResourceTests {
    @Test func aListLoadsItsBundledJSONAndFindsItsCoverPicture() throws {
        let host = TestHost(TripList())
        #expect(host.find(text: "Lisbon: 12 photos") != nil)
        #expect(host.find(text: "Porto: 3 photos") != nil)
        let image = try #require(host.dump().split(separator: "\n").first { $0.contains("GnomonPicture") })
        // SwiftPM's bundle of the target's resources (`Gnomon_SwiftUIPrograms.resources`, or
        // `…-tool.resources` in a test build made for the host).
        #expect(image.contains("/Gnomon_SwiftUIPrograms") && image.contains(".resources/trip-cover.png\""), "\(image)")
    }
}
