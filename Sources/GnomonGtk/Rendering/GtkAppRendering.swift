import CGtk
import Foundation
import GnomonCore

/// An app's windows and previews drawn to files instead of shown: what `App.main` does when
/// a tool starts it with `GNOMON_RENDER` or `GNOMON_PREVIEW=render:…` set.
///
/// ```sh
/// GNOMON_RENDER=out .build/debug/Notes                 # out/Notes.pdf, .svg, .png and -dark
/// GNOMON_PREVIEW=render:out .build/debug/MyApp         # out/previews.tsv and a PNG pair per preview
/// ```
///
/// Each window is drawn at its default size (its natural size if it has none), its title bar
/// on top, over the theme's window background, in the light style and again in the dark one.
@MainActor
package enum GtkAppRendering {
    /// The directory `GNOMON_RENDER` names, if it is set.
    package static var windowsDirectory: URL? {
        ProcessInfo.processInfo.environment["GNOMON_RENDER"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }

    /// Draws the windows the app opens at launch to `directory`, each as PDF, SVG and PNG (2
    /// pixels a point), light and dark, named by its scene's title: `Notes.pdf`,
    /// `Notes-dark.pdf`, …. Returns the exit status: 0 when every file was written.
    package static func renderWindows(_ scenes: [WindowDescription], to directory: URL) -> Int32 {
        guard prepare(directory, scenes) else { return 1 }
        var failed = false
        for (scheme, drawings) in drawInBothStyles(scenes) {
            for (title, drawing) in drawings {
                for format in RenderFormat.allCases {
                    let url = directory.appendingPathComponent(fileName(title, scheme) + ".\(format.rawValue)")
                    failed = !write(drawing?.data(as: format, scale: format == .png ? 2 : 1), to: url) || failed
                }
            }
        }
        return failed ? 1 : 0
    }

    /// Draws each preview from `start` on (the ones before were drawn by an earlier process)
    /// to `directory` as PNG, light and dark, at its layout (`PreviewLaunch.windows`). Each
    /// step goes to `previews.tsv` as it happens, so that if a preview crashes the process, the
    /// tool that started it knows which one did, and starts a new process after it:
    ///
    ///     start   3   Empty list   MyApp/ContentView.swift:40
    ///     drawn   3   preview-3.png   preview-3-dark.png   412×640   38 ms
    ///     failed  4   the view took no room (…)
    package static func renderPreviews(_ previews: [Preview], from start: Int, to directory: URL) -> Int32 {
        guard prepare(directory, []) else { return 1 }
        let progress = directory.appendingPathComponent("previews.tsv")
        if start == 0 { _ = FileManager.default.createFile(atPath: progress.path, contents: nil) }
        for index in previews.indices.dropFirst(start) {
            let preview = previews[index]
            record(["start", "\(index)", preview.displayName, PreviewLaunch.place(of: preview)], in: progress)
            let began = Date()
            var files: [String] = []
            var size = ""
            for (scheme, drawings) in drawInBothStyles(PreviewLaunch.windows(of: preview)) {
                guard let drawing = drawings.first?.drawing else { break }
                let name = fileName("preview-\(index)", scheme) + ".png"
                guard write(drawing.data(as: .png, scale: 2), to: directory.appendingPathComponent(name)) else { break }
                files.append(name)
                size = "\(drawing.width)×\(drawing.height)"
            }
            let milliseconds = Int(Date().timeIntervalSince(began) * 1000)
            record(
                files.count == 2 ? ["drawn", "\(index)"] + files + [size, "\(milliseconds) ms"]
                    : ["failed", "\(index)", "the preview could not be drawn (the log says why)"], in: progress)
        }
        return 0
    }

    /// GTK ready and `directory` made; false, with a message, if not.
    private static func prepare(_ directory: URL, _ scenes: [WindowDescription]) -> Bool {
        guard GtkOffscreenWindow.prepareGtk() else { return false }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            log.error("Cannot make the directory \(directory.path) to render into: \(error)")
            return false
        }
        GtkStylesheet.loadOnce(for: scenes)
        return true
    }

    /// The scenes' launch windows drawn in the light style, then in the dark one.
    private static func drawInBothStyles(_ scenes: [WindowDescription]) -> [(ColorScheme, [(title: String, drawing: GtkRenderedView?)])] {
        [ColorScheme.light, .dark].map { scheme in
            (scheme, GtkOffscreenWindow.withDrawingSettings(scheme) { drawLaunchWindows(of: scenes) })
        }
    }

    /// Mounts the scenes' launch windows, never shown, draws each at its default size and
    /// closes them; each with its scene's title.
    private static func drawLaunchWindows(of scenes: [WindowDescription]) -> [(title: String, drawing: GtkRenderedView?)] {
        let windows = GtkSceneWindows(scenes, presentsWindows: false) { gtk_window_new() }
        windows.openLaunchWindows()
        return windows.open.map { scene, _, content in
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(cast(content.window), &width, &height)
            let offscreen = GtkOffscreenWindow(window: content.window, content: content)
            defer { offscreen.close() }
            let proposal = ProposedViewSize(width: width > 0 ? CGFloat(width) : nil, height: height > 0 ? CGFloat(height) : nil)
            let title = scenes[scene].title.isEmpty ? "Window" : scenes[scene].title
            return (title, offscreen.draw(proposal: proposal, isOpaque: true, filling: true))
        }
    }

    private static func fileName(_ base: String, _ scheme: ColorScheme) -> String {
        let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
        return scheme == .dark ? safe + "-dark" : safe
    }

    /// Writes `data` atomically; false, with a message, if it cannot (or there is none: the
    /// drawing failed, and the log said why).
    private static func write(_ data: Data?, to url: URL) -> Bool {
        guard let data else { return false }
        do {
            try data.write(to: url, options: .atomic)
            return true
        } catch {
            log.error("Cannot write \(url.path): \(error)")
            return false
        }
    }

    /// Appends a line of tab-separated fields to the progress file, on disk before going on.
    private static func record(_ fields: [String], in file: URL) {
        let line = fields.map { $0.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " ") }
            .joined(separator: "\t") + "\n"
        guard let handle = FileHandle(forWritingAtPath: file.path) else {
            log.error("Cannot write the progress of the previews to \(file.path)")
            return
        }
        handle.seekToEndOfFile()
        handle.write(Data(line.utf8))
        try? handle.synchronize()
        try? handle.close()
    }
}
