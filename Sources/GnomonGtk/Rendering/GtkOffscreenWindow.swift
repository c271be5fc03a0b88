import CGtk
import Foundation
import GnomonCore

/// A window that is never shown: its views are mounted as in any window, but only its title
/// bar and content are mapped, laid out at a size chosen here, and drawn into a render node —
/// what `ImageRenderer`, `make render` and `make previews` write to files.
///
/// ```swift
/// let offscreen = GtkOffscreenWindow(view: Chart())
/// let drawing = offscreen.draw(proposal: ProposedViewSize(width: 400, height: nil), isOpaque: true)
/// let pdf = drawing?.data(as: .pdf)
/// ```
///
/// The window's surface is realized (GTK draws with the display's fonts and theme) and never
/// mapped, so nothing appears on screen. GTK does not lay out an unmapped window, so `draw`
/// does: like a window's, the title bar on top and the content under it.
@MainActor
package final class GtkOffscreenWindow {
    private var content: GtkWindowContent?
    private let window: WidgetPointer

    /// Mounts `view` as a window's content.
    package convenience init<V: View>(view: V) {
        let window: WidgetPointer = gtk_window_new()
        self.init(window: window, content: GtkWindowContent(window: window) { host, root, environment in
            ViewGraph(content: view, host: host, rootWidget: root, environment: environment)
        })
    }

    /// Takes over a window mounted by its scene and not presented. It holds a reference to
    /// the window until `close()`.
    package init(window: WidgetPointer, content: GtkWindowContent) {
        precondition(gtk_widget_get_mapped(window) == 0, "an offscreen window is one never presented")
        self.window = window
        self.content = content
        g_object_ref(gobject(window))
        gtk_widget_realize(window)
    }

    isolated deinit {
        close()
    }

    /// Unmounts the views and destroys the window.
    package func close() {
        guard let content else { return }
        for part in parts where gtk_widget_get_mapped(part) != 0 { gtk_widget_unmap(part) }
        content.unmount()
        self.content = nil
        gtk_window_destroy(cast(window))
        g_object_unref(gobject(window))
    }

    /// The title bar (if the content set one) and the content, top to bottom.
    private var parts: [WidgetPointer] {
        [gtk_window_get_titlebar(cast(window)), gtk_window_get_child(cast(window))]
            .compactMap { $0 }.filter { gtk_widget_get_visible($0) != 0 }
    }

    /// Lays the window out for `proposal` and draws it: the title bar across the top, the
    /// content under it, over the theme's window background if `isOpaque` (else transparent).
    /// Each length is the content's choice as in a layout (`ProposedViewSize.length`): its
    /// natural length when none is proposed, and otherwise the proposal if it expands along
    /// that axis, its natural length within the proposal if not — or, `filling`, the proposal
    /// (at least its minimum), as a window of that size gives its content. The views' pending updates run
    /// first, and again after each layout, until the size stays the same (a `GeometryReader`
    /// builds its content for the size it is given). Nil, with a message, if there is no
    /// content or it draws nothing.
    package func draw(proposal: ProposedViewSize, isOpaque: Bool, filling: Bool = false) -> GtkRenderedView? {
        guard content != nil, !parts.isEmpty else {
            log.error("An offscreen window has no content to draw")
            return nil
        }
        // Lay out, then run what the views have pending; while that changed anything (a
        // geometry reader's content, a task's first step), lay out again.
        var size = layOut(proposal, filling: filling)
        var passes = 1
        while settle() {
            size = layOut(proposal, filling: filling)
            passes += 1
            guard passes < Self.passLimit else {
                log.warning("A view drawn offscreen was still changing after \(passes) layouts; it is drawn as it is now")
                break
            }
        }
        guard size.width > 0, size.height > 0 else {
            log.error("A view drawn offscreen took no room (\(size.width) × \(size.height)); nothing is drawn")
            return nil
        }
        let snapshot = gtk_snapshot_new()!
        if isOpaque {
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(size.width), height: Float(size.height)))
            var background = windowBackground
            gtk_snapshot_append_color(snapshot, &background, &bounds)
        }
        let (node, recording) = GtkRecording.recording {
            for part in parts { gtk_widget_snapshot_child(window, part, snapshot) }
            return gtk_snapshot_free_to_node(snapshot)
        }
        guard let node else {
            log.error("A view drawn offscreen drew nothing")
            return nil
        }
        return GtkRenderedView(node: node, width: size.width, height: size.height, recording: recording)
    }

    /// Measures and allocates the parts for `proposal`; returns the size they take.
    private func layOut(_ proposal: ProposedViewSize, filling: Bool) -> (width: Int, height: Int) {
        let parts = parts
        for part in parts where gtk_widget_get_mapped(part) == 0 { gtk_widget_map(part) }
        var width = 0
        for part in parts {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(part, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            let expands = filling || gtk_widget_compute_expand(part, GTK_ORIENTATION_HORIZONTAL) != 0
            width = max(width, hostPixels(ProposedViewSize.length(
                offered: proposal.width, minimum: Int(minimum), natural: Int(natural), expands: expands)))
        }
        var top = 0
        for (index, part) in parts.enumerated() {
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, Int32(width), &minimum, &natural, nil, nil)
            // The content takes what the title bar leaves of the proposal.
            let isContent = index == parts.count - 1
            let offer = isContent ? proposal.height.map { max(0, $0 - CGFloat(top)) } : nil
            let expands = isContent && (filling || gtk_widget_compute_expand(part, GTK_ORIENTATION_VERTICAL) != 0)
            let height = hostPixels(ProposedViewSize.length(
                offered: offer, minimum: Int(minimum), natural: Int(natural), expands: expands))
            var origin = graphene_point_t(x: 0, y: Float(top))
            gtk_widget_allocate(part, Int32(width), Int32(height), -1, gsk_transform_translate(nil, &origin))
            top += height
        }
        return (width, top)
    }

    /// How many times `draw` lays the window out, at most, while its views keep changing.
    private static let passLimit = 8

    /// Runs what is pending on GLib's loop (the views' updates, their tasks' first steps, and
    /// anything else of the app's that is due) until it is idle; returns whether anything ran.
    private func settle() -> Bool {
        var ran = false
        for _ in 0..<10_000 {
            content?.graph?.drainObservations()
            guard g_main_context_iteration(nil, 0) != 0 else { return ran }
            ran = true
        }
        log.warning("A view drawn offscreen kept GLib's loop busy; it is drawn as it is now")
        return false
    }

    /// The theme's window background (GTK 4.8's Adwaita names it `theme_bg_color`), light or
    /// dark as GTK draws now.
    private var windowBackground: GdkRGBA {
        var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        if gtk_style_context_lookup_color(gtk_widget_get_style_context(window), "theme_bg_color", &color) == 0 {
            log.warning("The GTK theme names no theme_bg_color; an opaque rendering is drawn on white")
        }
        return color
    }

    /// Makes GTK ready to draw, if it is not (an app's GTK is): false, with a message, off the
    /// process's first thread or with no display.
    package static func prepareGtk() -> Bool {
        guard Thread.isMainThread else {
            log.error("Views render with GTK, on the process's first thread only; this is another, so nothing is drawn")
            return false
        }
        if gtk_is_initialized() == 0 && gtk_init_check() == 0 {
            log.error("Views render with GTK, which found no display; run under xvfb-run -a when there is none")
            return false
        }
        MainQueueSource.install()
        return true
    }

    /// Runs `body` with GTK's settings as a drawing wants them, then sets them back: the theme
    /// light or dark as `colorScheme` asks (nil: as it is), and animations off, so that a
    /// style changed as the views appear is drawn at its end (a window never shown has no
    /// frames to animate in). The settings are the app's: its windows follow for that time.
    package static func withDrawingSettings<T>(_ colorScheme: ColorScheme?, _ body: () -> T) -> T {
        guard let settings = gtk_settings_get_default().map(UnsafeMutableRawPointer.init) else { return body() }
        let animates = GtkProperties.readBool(settings, "gtk-enable-animations")
        let prefersDark = GtkProperties.readBool(settings, "gtk-application-prefer-dark-theme")
        GtkProperties.set(.bool(false), named: "gtk-enable-animations", on: settings)
        if let colorScheme { GtkProperties.set(.bool(colorScheme == .dark), named: "gtk-application-prefer-dark-theme", on: settings) }
        defer {
            GtkProperties.set(.bool(animates), named: "gtk-enable-animations", on: settings)
            if colorScheme != nil { GtkProperties.set(.bool(prefersDark), named: "gtk-application-prefer-dark-theme", on: settings) }
        }
        return body()
    }
}
