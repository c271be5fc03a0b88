import Foundation
import GnomonCore

/// Where the test hosts keep an app's settings (`@AppStorage`, `@SceneStorage`, and
/// `UserDefaults.standard` as Gnomon saves it): a folder of the test process's own under the
/// temporary directory, never the user's `~/.config`.
///
/// ```swift
/// ScratchSettings.use()   // each host does, before it mounts anything
/// ```
@MainActor
enum ScratchSettings {
    private static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-test-settings-\(getpid())")
        AppDefaults.use(AppDefaults(url: folder.appendingPathComponent("defaults.plist")))
        return folder
    }()

    /// Points the app's settings at the scratch folder, the first time a host is made.
    static func use() {
        _ = folder
    }
}
