import Foundation
import Synchronization

/// Where `Image(_:bundle:)` finds a picture an app ships, as SwiftUI finds one in its asset
/// catalog: a file named `name` with a picture's extension (PNG, SVG, JPEG, WebP, GIF; or
/// `name` itself if it has one), or an asset catalog's image set of that name (`Assets.xcassets/name.imageset`: its 1x
/// picture, or else its first).
///
/// With no bundle given it looks in the main bundle (on Linux, the executable's folder), then
/// in the resource bundles SwiftPM puts beside the executable (`<Package>_<Target>.resources`,
/// each target's `Bundle.module`). Each bundle and name is looked up once.
///
/// ```swift
/// ImageResources.path(of: "Turtle", in: nil)   // ".../App_App.resources/Turtle.png"
/// ```
enum ImageResources {
    static let extensions = ["png", "svg", "jpg", "jpeg", "webp", "gif"]

    /// The picture's path, or nil if no bundle searched has it.
    static func path(of name: String, in bundle: Bundle?) -> String? {
        guard !name.isEmpty else { return nil }
        let bundles = bundle.map { [$0] } ?? searchedBundles
        let key = bundles.map(\.bundlePath).joined(separator: "\n") + "\n" + name
        if let known = found.withLock({ $0[key] }) { return known }
        let path = bundles.lazy.compactMap { find(name, in: $0) }.first
        found.withLock { $0[key] = path }
        return path
    }

    /// The main bundle, then SwiftPM's resource bundles beside it.
    static let searchedBundles: [Bundle] = {
        let folder = Bundle.main.bundlePath
        let beside = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return [Bundle.main] + beside.filter { $0.hasSuffix(".resources") }.sorted().compactMap { Bundle(path: folder + "/" + $0) }
    }()

    /// What was looked up: the path found, or nil for none.
    private static let found = Mutex<[String: String?]>([:])

    private static func find(_ name: String, in bundle: Bundle) -> String? {
        // A name given with its extension is taken as it is; any other gets a picture's, so
        // that a file of the bare name (the executable beside the main bundle's) is never one.
        let given = extensions.contains((name as NSString).pathExtension.lowercased()) ? [nil] : [String?]()
        for pathExtension in given + extensions {
            if let url = bundle.url(forResource: name, withExtension: pathExtension), !url.hasDirectoryPath { return url.path }
        }
        guard let root = bundle.resourcePath else { return nil }
        let catalogs = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".xcassets") }
        for catalog in catalogs.sorted() {
            if let file = imageSetPicture(at: "\(root)/\(catalog)/\(name).imageset") { return file }
        }
        return nil
    }

    /// An image set's picture: the one its `Contents.json` lists at 1x (or with no scale), else
    /// the first it lists, else the first picture in the folder.
    private static func imageSetPicture(at folder: String) -> String? {
        struct Contents: Decodable {
            struct Entry: Decodable {
                var filename: String?
                var scale: String?
            }
            var images: [Entry]
        }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard !files.isEmpty else { return nil }
        if let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
            let listed = try? JSONDecoder().decode(Contents.self, from: data).images.filter({ $0.filename.map(files.contains) == true }),
            let entry = listed.first(where: { $0.scale == nil || $0.scale == "1x" }) ?? listed.first
        {
            return folder + "/" + entry.filename!
        }
        return files.sorted().first { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.map { folder + "/" + $0 }
    }
}
