import Foundation

/// The app's own folders under the XDG base directories, named after its application id:
/// `$XDG_CONFIG_HOME/<id>` and `$XDG_CACHE_HOME/<id>`, or under `~/.config` and `~/.cache`
/// when the variable is unset or not an absolute path (which the specification says to ignore).
///
/// ```swift
/// AppFolders.config.appendingPathComponent("defaults.plist")   // ~/.config/org.example.Notes/defaults.plist
/// AppFolders.cache.appendingPathComponent("images")
/// ```
@MainActor
package enum AppFolders {
    /// Where the app keeps its settings.
    package static var config: URL { folder("XDG_CONFIG_HOME", orHome: ".config") }
    /// Where the app keeps what it can make again (loaded pictures).
    package static var cache: URL { folder("XDG_CACHE_HOME", orHome: ".cache") }

    private static func folder(_ variable: String, orHome fallback: String) -> URL {
        let configured = ProcessInfo.processInfo.environment[variable].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        let base = configured ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(fallback)
        return base.appendingPathComponent(AppDefaults.applicationID ?? ProcessInfo.processInfo.processName)
    }
}
