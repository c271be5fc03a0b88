import Foundation

/// What an app shows when a tool starts it to look at its previews, instead of its scenes:
///
/// ```sh
/// GNOMON_PREVIEW=list .build/debug/MyApp         # prints each preview's name and place, and exits
/// GNOMON_PREVIEW="Empty list" .build/debug/MyApp # opens that preview in a window
/// GNOMON_PREVIEW=render:out .build/debug/MyApp   # draws each one to out/ (`make previews`)
/// ```
///
/// A preview's window is sized by its layout: `.fixed` sets the size, `.device` (the default)
/// is `deviceSize`, both turned in landscape; `.sizeThatFits` leaves the window at the view's
/// own size. A preview runs beside the app if it is running (not as a request to it), with
/// settings of its own (`scratchSettings`).
package enum PreviewLaunch {
    /// What `GNOMON_PREVIEW` asks for.
    package enum Request: Equatable {
        /// Print the previews and exit.
        case list
        /// Show the preview of this name.
        case show(String)
        /// Draw the previews to files in this directory, from the one at this index on.
        case render(directory: String, from: Int)
    }

    /// The window of a preview on a device, upright: a narrow window, as SwiftUI code written
    /// for a phone expects.
    package static let deviceSize = (width: 480, height: 640)

    /// Where a preview keeps its settings (`@AppStorage`, `@SceneStorage`): a scratch file of
    /// its process, so that looking at a preview changes nothing of the app's.
    package static var scratchSettings: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("gnomon-preview-\(getpid())/defaults.plist")
    }

    /// The request in the environment variable `GNOMON_PREVIEW`, if it is set.
    /// `render:DIR` draws them into DIR, from the index in `GNOMON_PREVIEW_FROM` (0 if unset).
    package static var request: Request? {
        let environment = ProcessInfo.processInfo.environment
        guard let value = environment["GNOMON_PREVIEW"], !value.isEmpty else { return nil }
        if value == "list" { return .list }
        if value.hasPrefix("render:") {
            return .render(directory: String(value.dropFirst("render:".count)), from: environment["GNOMON_PREVIEW_FROM"].flatMap(Int.init) ?? 0)
        }
        return .show(value)
    }

    /// One line per preview: its name, a tab, and where it is written.
    package static func listing(_ previews: [Preview] = Preview.all) -> String {
        previews.map { "\($0.displayName)\t\(place(of: $0))\n" }.joined()
    }

    /// Where a preview is written: "MyApp/ContentView.swift:40", or "PreviewProvider".
    package static func place(of preview: Preview) -> String {
        preview.fileID.map { file in preview.line.map { "\(file):\($0)" } ?? file } ?? "PreviewProvider"
    }

    /// The window that shows the preview named `name`; nil, with the names there are logged,
    /// if the program has none of that name.
    @MainActor
    package static func windows(showing name: String, from previews: [Preview] = Preview.all) -> [WindowDescription]? {
        guard let preview = previews.first(where: { $0.displayName == name }) else {
            log.error("No preview is named \"\(name)\"; the previews are: \(previews.map { "\"\($0.displayName)\"" }.joined(separator: ", "))")
            return nil
        }
        return windows(of: preview)
    }

    /// The window that shows `preview`, sized by its layout.
    @MainActor
    package static func windows(of preview: Preview) -> [WindowDescription] {
        var windows = appWindows(of: WindowGroup(preview.displayName) { preview.makeView() })
        let size: (width: Int, height: Int)
        switch preview.layout {
        case .sizeThatFits: return windows
        case .device: size = deviceSize
        case .fixed(let width, let height): size = (Int(width.rounded()), Int(height.rounded()))
        }
        windows[0].defaultSize = preview.orientation.isLandscape ? (size.height, size.width) : size
        return windows
    }
}
