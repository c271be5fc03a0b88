import CGtk
import Foundation
import GnomonCore
import GnomonGtk

/// A host that mounts a view in a real, presented `GtkWindow`: the widgets are GTK's, and
/// everything the test API reports is read back from them. Needs a display (run tests under
/// `xvfb-run -a`) and the process's first thread: write GTK tests with XCTest (see
/// `initializeGtk()`).
///
/// ```swift
/// let host = GtkTestHost(CounterView())
/// XCTAssertEqual(host.dump(), TestHost(CounterView()).dump())
/// host.tap(host.find(text: "Increment")!)   // emits the button's "clicked"
/// host.settle()                             // runs the GLib main loop until idle
/// ```
///
/// `dump()` walks GTK's own widget tree, printing the widgets Gnomon created (skipping GTK's
/// internal ones, such as a button's label or a scrolled window's scrollbars) and reading
/// every mapped property back through GObject; so where it differs from `TestHost`'s, the real
/// widget disagrees with the model.
///
/// Releasing the host closes it as `close()` does: the view unmounted, the window destroyed,
/// and the main loop run until idle.
@MainActor
public final class GtkTestHost: TestingHost {
    private let content: GtkWindowContent
    var window: WidgetPointer { content.window }
    private var graph: ViewGraph? { content.graph }
    public private(set) var lastMutations: [Mutation] = []
    public private(set) var lastBodyEvaluations: [String] = []
    public var isClosed: Bool { graph == nil }

    /// The URLs the views opened through the desktop (`openURL`, a `Link`), in order: recorded
    /// instead of opened.
    public var openedURLs: [URL] { Self.openedURLLog.filter { $0.window == window }.map(\.url) }
    private static var openedURLLog: [(url: URL, window: WidgetPointer?)] = []

    /// The text on the display's clipboard, if this process put one there.
    public var clipboardText: String? {
        guard let display = gdk_display_get_default(), let content = gdk_clipboard_get_content(gdk_display_get_clipboard(display)) else {
            return nil
        }
        var value = GValue()
        g_value_init(&value, gnomon_type_string())
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(content, &value, nil) != 0, let text = g_value_get_string(&value) else { return nil }
        return String(cString: text)
    }

    /// The windows the views opened (`openWindow`, `openSettings`), each a host of its own, in
    /// the order they opened; closed ones stay, `isClosed`.
    public private(set) var openedWindows: [GtkTestHost] = []
    /// The app's windows, for a host mounted from a scene.
    private var sceneWindows: GtkSceneWindows?

    /// Mounts `view` in a new window of the given size, presents it and waits for its first
    /// frame. The view's environment is the one an app window gets (color scheme, text
    /// direction, `openURL`, `dismiss`). With `recordsOperations` false, `lastMutations` and
    /// `lastBodyEvaluations` stay empty, as in an app: for profiles of Gnomon's work in GTK.
    ///
    /// ```swift
    /// let host = GtkTestHost(Counter(), width: 320, height: 200)
    /// ```
    public convenience init<V: View>(_ view: V, width: Int = 480, height: Int = 360, recordsOperations: Bool = true) {
        Self.initializeGtk()
        let window: WidgetPointer = gtk_window_new()
        gtk_window_set_default_size(cast(window), Int32(width), Int32(height))
        let content = GtkWindowContent(window: window) { host, root, environment in
            ViewGraph(
                content: view, host: host, rootWidget: root, environment: environment, recordMutations: recordsOperations)
        }
        self.init(content: content)
    }

    /// Mounts the window `scene` opens at launch as an app shows it: its title, size, header
    /// bar and primary menu (a window of 480 × 360 unless the scene gives a default size). The
    /// windows its views open are `openedWindows`.
    ///
    /// ```swift
    /// let host = GtkTestHost(scene: WindowGroup("Notes") { NotesView() })
    /// ```
    public convenience init<S: Scene>(scene: S) {
        Self.initializeGtk()
        var quit: @MainActor () -> Void = {}
        let windows = GtkSceneWindows(appWindows(of: scene), recordsMutations: true) {
            let window: WidgetPointer = gtk_window_new()
            gtk_window_set_default_size(cast(window), 480, 360)
            GtkAppActions.addQuitShortcut(to: window) { quit() }  // the application's Ctrl+Q, in an app
            return window
        }
        quit = { [weak windows] in windows?.quit {} }
        guard let launched = windows.openLaunchWindows().first else { preconditionFailure("\(S.self) opens no window") }
        self.init(content: launched)
        sceneWindows = windows
        windows.windowOpened = { [weak self] content in self?.openedWindows.append(GtkTestHost(content: content)) }
    }

    private init(content: GtkWindowContent) {
        self.content = content
        Self.openedURLLog.removeAll { $0.window == content.window }  // a window before it at the same address
        // Closing unmounts: its mutations are reported by the next `settle()`.
        let previous = content.onClose
        content.onClose = { [unowned self] graph in
            previous?(graph)
            unreportedMutations += graph.takeRecords().mutations
        }
        gtk_window_present(cast(window))
        gtk_test_widget_wait_for_draw(window)
        takeMutations()
    }

    public func requestClose(quitting: Bool) {
        if quitting, let sceneWindows {
            sceneWindows.quit {}
        } else {
            content.close(resumingQuit: quitting ? {} : nil)
        }
        runMainLoopUntilIdle()
    }

    /// Opens the app with `url`, as GApplication's `open` does when the user follows a link the
    /// app handles: the window's `onOpenURL` views receive it. False if none handles it.
    ///
    /// ```swift
    /// host.open(url: URL(string: "screens://match/2")!)
    /// ```
    @discardableResult
    public func open(url: URL) -> Bool {
        guard let graph else { return false }
        let handled = graph.openURL(url)
        settle()
        return handled
    }

    public func close() {
        for window in openedWindows { window.close() }
        guard graph != nil else { return }
        content.unmount()
        gtk_window_destroy(cast(window))
        runMainLoopUntilIdle()
    }

    /// Closing the window from here has no one left to report its mutations to.
    isolated deinit {
        content.onClose = nil
        close()
    }

    /// Initializes GTK once per process.
    ///
    /// GTK runs on one thread, the process's first, as in an app. A test whose main actor runs
    /// elsewhere — Swift Testing's, whose runner is an async entry point that Linux drains on a
    /// worker thread — stops here with a message saying how to run GTK tests: as `XCTestCase`
    /// methods. (`TestHost` works under both frameworks.)
    public static func initializeGtk() {
        precondition(Thread.isMainThread, needsGtkThread)
        ScratchSettings.use()
        if gtk_is_initialized() == 0 {
            gtk_init()
            // Links open no browser: the test host records them.
            GtkEnvironment.openURL = { url, window in openedURLLog.append((url, window)) }
            // Files chosen in tests are not the user's recent files.
            if let settings = gtk_settings_get_default() {
                GtkProperties.set(.bool(false), named: "gtk-recent-files-enabled", on: UnsafeMutableRawPointer(settings))
            }
        }
    }

    /// Why a test off the process's first thread cannot have a GTK window.
    static let needsGtkThread = """
        GtkTestHost needs GTK's thread, the process's first one, and this test runs its main actor on \
        another: Swift Testing's runner (like any async entry point on Linux) hands the main actor to a \
        libdispatch worker thread. Write GTK tests as XCTestCase methods (`@MainActor func testX()`) and \
        run them under `xvfb-run -a` inside `dbus-run-session`; TestHost, which needs no GTK, works in \
        Swift Testing's @Test functions too.
        """

    // MARK: - TestingHost

    public func dump() -> String {
        var lines: [String] = []
        walk { handle, depth in lines.append(Self.dumpLine(handle, depth: depth)) }
        return lines.joined(separator: "\n")
    }

    /// The dump of the Gnomon widgets inside `widget`, any GTK widget — a `HostingWidget`'s
    /// view, in imperative code — as `dump()` prints a window's.
    ///
    /// ```swift
    /// XCTAssertEqual(GtkTestHost.dump(inside: hosting.rawWidget), TestHost(CounterView()).dump())
    /// ```
    public static func dump(inside widget: UnsafeMutableRawPointer) -> String {
        var lines: [String] = []
        walk(inside: widget.assumingMemoryBound(to: GtkWidget.self), depth: 0) { handle, depth in
            lines.append(dumpLine(handle, depth: depth))
        }
        return lines.joined(separator: "\n")
    }

    /// One widget's line: its GType, the properties it holds other than its class's
    /// defaults, read back from GTK, and the classes Gnomon set on it.
    private static func dumpLine(_ handle: GtkWidgetHandle, depth: Int) -> String {
        let widgetClass = handle.widgetClass!
        let properties = widgetClass.defaults.compactMap { defaultValue -> Property? in
            let value = GtkProperties.read(defaultValue.key, from: handle.pointer, of: widgetClass)
            return value == defaultValue ? nil : value
        }
        return DumpLine.format(
            depth: depth, className: String(cString: gnomon_type_name(handle.pointer)),
            properties: properties, classes: cssClasses(of: handle))
    }

    public func find(text: String, includingHidden: Bool) -> WidgetHandle? {
        first(includingHidden: includingHidden) { handle in self.shows(text, handle) }
    }

    public func find(label: String, includingHidden: Bool) -> WidgetHandle? {
        first(includingHidden: includingHidden) { handle in
            GtkAccessibility.attributes(of: handle.pointer)?.label.map { $0 == label } ?? self.shows(label, handle)
        }
    }

    /// Whether the widget's `label` or `text`, read from GTK, is `text`.
    private func shows(_ text: String, _ handle: GtkWidgetHandle) -> Bool {
        [PropertyKey.label, .text].contains { key in
            handle.widgetClass!.maps(key) && GtkProperties.read(key, from: handle.pointer, of: handle.widgetClass!).value == .string(text)
        }
    }

    /// The first widget in tree order that `matches`, among those GTK maps (what a person can
    /// see) unless `includingHidden`.
    private func first(includingHidden: Bool, where matches: (GtkWidgetHandle) -> Bool) -> WidgetHandle? {
        var found: WidgetHandle?
        walk { handle, _ in
            guard found == nil, includingHidden || gtk_widget_get_mapped(handle.pointer) != 0, matches(handle) else { return }
            found = widgetHandle(handle)
        }
        return found
    }

    public func findAll(_ className: String) -> [WidgetHandle] {
        var result: [WidgetHandle] = []
        walk { handle, _ in
            if String(cString: gnomon_type_name(handle.pointer)) == className {
                result.append(widgetHandle(handle))
            }
        }
        return result
    }

    /// Sets or clears GTK's `:active` state, as holding the pointer down on the button does.
    public func press(_ widget: WidgetHandle, isDown: Bool) {
        guard let handle = aliveHandle(widget, taking: .press) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        if isDown {
            gtk_widget_set_state_flags(handle.pointer, GTK_STATE_FLAG_ACTIVE, 0)
        } else {
            gtk_widget_unset_state_flags(handle.pointer, GTK_STATE_FLAG_ACTIVE)
        }
    }

    public func tap(_ widget: WidgetHandle) {
        guard let handle = aliveHandle(widget) else { return }
        let pointer = handle.pointer
        guard gtk_widget_is_sensitive(pointer) != 0 else { return }  // as a click would not
        switch TapMeaning(handle.widgetClass) {
        case .click:
            gnomon_emit_clicked(pointer)
        case .pressAndClick:
            press(widget, isDown: true)
            gnomon_emit_clicked(pointer)
            press(widget, isDown: false)
        case .toggle:
            let isOn = GtkProperties.read(.active, from: pointer, of: handle.widgetClass!) == Property(.active, true)
            let isRadio = gtk_widget_get_parent(pointer).flatMap(GtkWidgetHandle.of)?.widgetClass == .radioGroup
            let click = {
                switch handle.widgetClass {
                case .toggleSwitch:
                    gtk_switch_set_active(cast(pointer), isOn ? 0 : 1)
                case .checkButton:
                    gtk_widget_activate(pointer)  // what a click does: a chosen radio stays chosen
                default:
                    gnomon_emit_clicked(pointer)  // an activation clicks only after a timeout; a click is at once
                }
            }
            guard let expected = Edit.toggled(isOn: isOn, isRadio: isRadio) else { return click() }
            expecting(Property(.active, expected), from: widget, "tap", click)
        case .expand:
            let expander: OpaquePointer = cast(pointer)
            let expanded = gtk_expander_get_expanded(expander) != 0
            expecting(Property(.expanded, !expanded), from: widget, "tap") {
                gtk_expander_set_expanded(expander, expanded ? 0 : 1)
            }
        case .toggleSearch:
            let bar: OpaquePointer = cast(pointer)
            gtk_search_bar_set_search_mode(bar, gtk_search_bar_get_search_mode(bar) == 0 ? 1 : 0)
        case .activateRow:
            // A real click near the row's leading edge, away from its control.
            guard let control = GtkFormRows.control(of: pointer).flatMap(GtkWidgetHandle.of), let controlClass = control.widgetClass
            else { return }
            let key = TapMeaning(controlClass) == .expand ? PropertyKey.expanded : PropertyKey.active
            let edit = Property(key, GtkProperties.read(key, from: control.pointer, of: controlClass) != Property(key, true))
            guard let point = screenPoint(of: pointer, at: UnitPoint(x: 0.02, y: 0.5)) else { return }
            expecting(edit, from: widgetHandle(control), "tap the row holding") {
                XTest.run(["mousemove"] + point + ["click", "1"])
                runMainLoop(for: 0.45)
            }
        case .gestureOrEnclosingButton:
            if GtkGestures.gestures(of: pointer)?.taps != true, let button = enclosingButton(of: pointer) { return tap(button) }
            tap(widget, count: 1)
        }
    }

    /// The button `widget` is inside, if it is inside one.
    private func enclosingButton(of widget: WidgetPointer) -> WidgetHandle? {
        var current = gtk_widget_get_parent(widget)
        while let ancestor = current {
            if let handle = GtkWidgetHandle.of(ancestor), TapMeaning.clicksOnContent(handle.widgetClass) {
                return widgetHandle(handle)
            }
            current = gtk_widget_get_parent(ancestor)
        }
        return nil
    }

    /// Real clicks at the widget's centre (XTEST, through `xdotool`), which GTK's click gesture
    /// counts.
    public func tap(_ widget: WidgetHandle, count: Int) {
        guard let handle = aliveHandle(widget, taking: .tapGesture) else { return }
        guard let point = screenPoint(of: handle.pointer, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["click", "--repeat", "\(count)", "--delay", "80", "1"])
        // Past GTK's double-click time, so that the next tap starts a new count.
        runMainLoop(for: 0.45)
    }

    /// A real click (XTEST, through `xdotool`) at `point` of the window's content, each way
    /// from 0 (leading, top) to 1: where the user clicks whatever widget is there.
    ///
    /// ```swift
    /// host.click(inWindowAt: UnitPoint(x: 0.9, y: 0.5))   // near the right edge
    /// ```
    public func click(inWindowAt point: UnitPoint) {
        let content = gtk_window_get_child(cast(window))!
        guard let spot = screenPoint(of: content, at: point) else { return }
        XTest.run(["mousemove"] + spot + ["click", "1"])
        runMainLoop(for: 0.45)
    }

    /// Real mouse-wheel notches (XTEST) over the widget's centre — `dx` to the right (negative:
    /// left), `dy` down (negative: up) — then the time a scroll view takes to come to rest.
    ///
    /// ```swift
    /// host.scrollWheel(over: gallery, dx: 5)
    /// ```
    public func scrollWheel(over widget: WidgetHandle, dx: Int = 0, dy: Int = 0) {
        guard let spot = screenPoint(of: widgetPointer(widget), at: .center) else { return }
        XTest.run(["mousemove"] + spot)
        for (notches, button) in [(dx, dx > 0 ? 7 : 6), (dy, dy > 0 ? 5 : 4)] where notches != 0 {
            XTest.run(["click", "--repeat", "\(abs(notches))", "--delay", "30", "\(button)"])
        }
        runMainLoop(for: 0.6)
    }

    /// A real press at the widget's centre, held past its long-press time, then let go.
    public func longPress(_ widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .longPress), let seconds = GtkGestures.gestures(of: handle.pointer)?.longPress
        else { return }
        guard let point = screenPoint(of: handle.pointer, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["mousedown", "1"])
        runMainLoop(for: seconds + 0.3)
        XTest.run(["mouseup", "1"])
        runMainLoop(for: 0.05)
    }

    /// Moves the real pointer to the widget's centre, or to the window's corner, outside it.
    public func hover(_ widget: WidgetHandle, isInside: Bool) {
        guard let handle = aliveHandle(widget, taking: .hover) else { return }
        guard let point = isInside ? screenPoint(of: handle.pointer, at: .center) : ["0", "0"] else { return }
        XTest.run(["mousemove"] + point)
        runMainLoop(for: 0.1)
    }

    /// A real press and release of the mouse's back button (button 8) at the widget's centre.
    public func pressBackButton(on widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .backButton) else { return }
        guard let point = screenPoint(of: handle.pointer, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["click", "\(GtkGestures.backButton)"])
        runMainLoop(for: 0.1)
    }

    /// Where `point` of the widget is on the screen: in the window, or in a popover (a menu)
    /// over it, whose surface is placed relative to its parent's. The window's surface is at
    /// the screen's origin under Xvfb, which has no window manager to place it.
    /// A widget that is not shown has no such point: the test fails, saying so, and gets nil.
    private func screenPoint(of widget: WidgetPointer, at point: UnitPoint) -> [String]? {
        let native = gtk_widget_get_native(widget)!
        if UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self) == window {
            gtk_window_present(cast(window))
            runMainLoop(for: 0.05)
        }
        guard let spot = Self.screenPoint(of: widget, at: point) else {
            let name = GtkWidgetHandle.of(widget).map { "\(widgetHandle($0))" } ?? String(cString: gnomon_type_name(widget))
            TestFailure.record("cannot point at \(name): it is not shown")
            return nil
        }
        return spot
    }

    /// Where `point` of a shown widget is on the screen, as `xdotool` takes it; nil if the
    /// widget is not shown.
    private static func screenPoint(of widget: WidgetPointer, at point: UnitPoint) -> [String]? {
        let native = gtk_widget_get_native(widget)!
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var inWidget = graphene_point_t(
            x: Float(gtk_widget_get_width(widget)) * Float(point.x), y: Float(gtk_widget_get_height(widget)) * Float(point.y))
        var inNative = graphene_point_t()
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_compute_point(widget, nativeWidget, &inWidget, &inNative) != 0 else {
            return nil
        }
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(native, &x, &y)
        x += Double(inNative.x)
        y += Double(inNative.y)
        var surface = gtk_native_get_surface(native)
        while let popup = surface, gnomon_is_a(UnsafeMutableRawPointer(popup), gdk_popup_get_type()) != 0 {
            x += Double(gdk_popup_get_position_x(popup))
            y += Double(gdk_popup_get_position_y(popup))
            surface = gdk_popup_get_parent(popup)
        }
        return ["\(Int(x.rounded()))", "\(Int(y.rounded()))"]
    }

    /// A real click (XTEST, through `xdotool`) at the centre of any shown GTK widget, such as
    /// one of the imperative layer's (`GtkWidgetObject.rawWidget`); then the main loop runs
    /// until GTK has handled it.
    ///
    /// ```swift
    /// GtkTestHost.click(rawWidget: button.rawWidget)
    /// ```
    public static func click(rawWidget: UnsafeMutableRawPointer) {
        let widget = rawWidget.assumingMemoryBound(to: GtkWidget.self)
        guard let spot = screenPoint(of: widget, at: .center) else {
            return TestFailure.record("cannot point at \(String(cString: gnomon_type_name(widget))): it is not shown")
        }
        XTest.run(["mousemove"] + spot + ["click", "1"])
        let deadline = ContinuousClock.now + .milliseconds(300)
        while ContinuousClock.now < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
        }
    }

    /// A right click as a hand gives one: the button held for a moment, then let go.
    private func rightClick(_ widget: WidgetPointer) {
        guard let point = screenPoint(of: widget, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["mousedown", "3"])
        runMainLoop(for: 0.15)
        XTest.run(["mouseup", "3"])
        runMainLoop(for: 0.3)
    }

    public func type(_ text: String, into widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .type), gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        let edit = Property(.text, text)
        let shown = GtkProperties.read(.text, from: handle.pointer, of: handle.widgetClass!)
        // Typing what the field holds already changes nothing, and GTK says nothing.
        guard shown != edit else { return }
        // A person types where the focus is: into the field they clicked or tabbed to.
        _ = gtk_widget_grab_focus(handle.pointer)
        guard handle.widgetClass == .textView else {
            return expecting(edit, from: widget, "type into") { gtk_editable_set_text(cast(handle.pointer), text) }
        }
        self.edit(TextEdit(changing: PropertyKey.text.value(of: shown.value) ?? "", to: text), in: widget)
    }

    public func edit(_ change: TextEdit, in widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .editText), gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        let buffer = gtk_text_view_get_buffer(cast(handle.pointer))
        let text = PropertyKey.text.value(of: GtkProperties.read(.text, from: handle.pointer, of: .textView).value) ?? ""
        // GTK counts characters where a change counts bytes.
        func iter(at byte: Int) -> GtkTextIter {
            var iter = GtkTextIter()
            let characters = String(decoding: text.utf8.prefix(byte), as: UTF8.self).unicodeScalars.count
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, Int32(characters))
            return iter
        }
        var start = iter(at: change.range.lowerBound), end = iter(at: change.range.upperBound)
        // As the keyboard makes it: the range deleted, then the replacement typed at the cursor.
        expecting(change.asReported.map(WidgetEvent.textEdited), from: widget, "edit") {
            if !change.range.isEmpty { gtk_text_buffer_delete_interactive(buffer, &start, &end, 1) }
            gtk_text_buffer_place_cursor(buffer, &start)
            if !change.replacement.isEmpty { gtk_text_buffer_insert_interactive_at_cursor(buffer, change.replacement, -1, 1) }
        }
    }

    /// Runs `drive` — GTK doing what a person does — and checks that GTK reported `edit`, the
    /// edit the declaration (`Edit`, and `TestHost`'s model) expects; if not, the test fails
    /// saying what GTK reported instead.
    private func expecting(_ edit: Property, from widget: WidgetHandle, _ request: String, _ drive: () -> Void) {
        expecting([.edited(edit)], from: widget, request, drive)
    }

    /// Runs `drive` and checks that GTK reported the `events` (and maybe others).
    private func expecting(_ events: [WidgetEvent], from widget: WidgetHandle, _ request: String, _ drive: () -> Void) {
        var reported: [WidgetEvent] = []
        SignalTarget.observer = { reported.append($0) }
        defer { SignalTarget.observer = nil }
        drive()
        guard !events.allSatisfy(reported.contains) else { return }
        TestFailure.record("asked to \(request) \(widget), GTK reported \(reported); the model expects \(events)")
    }

    public func slide(_ widget: WidgetHandle, to value: Double) {
        guard let handle = aliveHandle(widget, taking: .slide) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        guard GtkProperties.read(.reportsEditing, from: handle.pointer, of: .scale).value == .bool(true) else {
            return gtk_range_set_value(cast(handle.pointer), value)
        }
        // A real press takes hold of the slider; the drag is the value set while it is held.
        guard let point = screenPoint(of: handle.pointer, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["mousedown", "1"])
        runMainLoop(for: 0.1)
        gtk_range_set_value(cast(handle.pointer), value)
        runMainLoop(for: 0.05)
        XTest.run(["mouseup", "1"])
        runMainLoop(for: 0.1)
    }

    public func submit(_ widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .submit) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        gnomon_emit_activate(handle.pointer)  // what Enter does
    }

    public func pickColor(_ color: Color, in widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .pickColor) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        var rgba = GtkDrawing.rgba(color, in: handle.pointer)
        gtk_color_chooser_set_rgba(OpaquePointer(handle.pointer), &rgba)
    }

    public func select(_ title: String, in widget: WidgetHandle) {
        guard let handle = aliveHandle(widget, taking: .select) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        guard let index = GtkDropDownModel.titles(of: handle.pointer).firstIndex(of: title) else {
            return TestFailure.record("\(widget) offers no \"\(title)\"")
        }
        guard gtk_drop_down_get_selected(cast(handle.pointer)) != guint(index) else { return }
        expecting(Property(.selected, index), from: widget, "choose \"\(title)\" in") {
            gtk_drop_down_set_selected(cast(handle.pointer), guint(index))
        }
    }

    public func step(_ widget: WidgetHandle, by steps: Int) {
        guard let handle = aliveHandle(widget, taking: .step) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        let spinButton: OpaquePointer = cast(handle.pointer)
        let adjustment = gtk_spin_button_get_adjustment(spinButton)
        let value = gtk_adjustment_get_value(adjustment), step = gtk_adjustment_get_step_increment(adjustment)
        let stepped = Edit.stepped(
            value, by: steps, step: step, within: gtk_adjustment_get_lower(adjustment)...gtk_adjustment_get_upper(adjustment))
        guard stepped != value else { return }  // at its end: GTK moves nothing, and says nothing
        expecting(Property(.value, stepped), from: widget, "step by \(steps)") {
            gtk_spin_button_spin(spinButton, GTK_SPIN_USER_DEFINED, Double(steps) * step)
        }
    }

    /// Sends the key press to the X server (`xdotool`, through XTEST), with the window given the
    /// keyboard focus first (the sheet or dialog in front of it, if one is up: a user's keys
    /// go there), then runs the main loop long enough for GTK to handle it (a
    /// button activated from the keyboard shows itself pressed for a moment before it clicks).
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
        let shortcut = KeyboardShortcut(key, modifiers: modifiers)
        var keys = shortcut.modifiers.contains(.shift) ? "shift+" : ""
        if shortcut.modifiers.hasControl { keys += "ctrl+" }
        if shortcut.modifiers.contains(.option) { keys += "alt+" }
        keys += shortcut.key.gtkName
        gtk_window_present(cast(activeWindow))
        runMainLoop(for: 0.05)
        XTest.run(["key", "--clearmodifiers", keys])
        runMainLoop(for: 0.4)
    }

    /// The window a user's keys reach: this one, or the modal sheet or dialog in front of it
    /// (and the one in front of that).
    private var activeWindow: WidgetPointer {
        var active = window
        let toplevels = gtk_window_get_toplevels()
        var index: guint = 0
        while index < g_list_model_get_n_items(toplevels) {
            let candidate = UnsafeMutableRawPointer(g_list_model_get_item(toplevels, index)!)
            g_object_unref(candidate)
            let other = candidate.assumingMemoryBound(to: GtkWidget.self)
            index += 1
            guard gtk_widget_get_visible(other) != 0, gtk_window_get_modal(cast(other)) != 0,
                UnsafeMutableRawPointer(gtk_window_get_transient_for(cast(other))) == UnsafeMutableRawPointer(active)
            else { continue }
            active = other
            index = 0  // and what is in front of it
        }
        return active
    }

    /// Types `text` on the real keyboard (XTEST), into whatever has the keyboard focus.
    ///
    /// ```swift
    /// host.pressKey("f", modifiers: .control)   // the search field takes the focus
    /// host.typeOnKeyboard("milk")
    /// ```
    ///
    /// Returns once the window has had a key press for each character and then none for a
    /// moment (3 seconds at most): a loaded machine delivers the keys late, not lost.
    public func typeOnKeyboard(_ text: String) {
        let target = activeWindow
        gtk_window_present(cast(target))
        runMainLoop(for: 0.05)
        let presses = KeyPressWatch(on: target)
        defer { presses.stop() }
        XTest.run(["type", "--delay", "20", text])
        let deadline = ContinuousClock.now + .seconds(3)
        runMainLoop(for: 0.1)
        while ContinuousClock.now < deadline, presses.count < text.count || !presses.isQuiet(for: .milliseconds(150)) {
            runMainLoop(for: 0.02)
        }
    }

    /// Grabs the focus through GTK, as a click on the widget does; into a list or grid, on the
    /// row it last had (at first the first), as the keyboard enters one.
    public func focus(_ widget: WidgetHandle) {
        gtk_window_present(cast(window))
        guard let handle = aliveHandle(widget) else { return }
        if handle.rows != nil {
            _ = gtk_widget_child_focus(handle.pointer, GTK_DIR_TAB_FORWARD)
        } else {
            _ = gtk_widget_grab_focus(handle.pointer)
        }
    }

    /// The window's focus widget, or the nearest Gnomon widget holding it.
    public var focusedWidget: WidgetHandle? {
        var widget = gtk_root_get_focus(OpaquePointer(window))
        while let current = widget {
            if let handle = GtkWidgetHandle.of(current), handle.widgetClass != nil { return widgetHandle(handle) }
            widget = gtk_widget_get_parent(current)
        }
        return nil
    }

    /// The row of `list` (a `List` or lazy grid) that has the keyboard focus, or holds it; nil
    /// if none has.
    ///
    /// ```swift
    /// host.pressKey(.downArrow, modifiers: [])
    /// XCTAssertEqual(host.focusedRow(in: sidebar), 1)
    /// ```
    public func focusedRow(in list: WidgetHandle) -> Int? {
        guard let handle = aliveHandle(list), let focus = gtk_root_get_focus(OpaquePointer(window)) else { return nil }
        var row: WidgetPointer? = focus
        while let current = row, gtk_widget_get_parent(current) != handle.pointer { row = gtk_widget_get_parent(current) }
        return row.flatMap { handle.rows?.position(ofRowWidget: $0) }
    }

    /// Chooses the item with a real click on it, in the menu a real right click on the view
    /// opens (`chooseContextMenuItem(_:on:usingKeyboard:)`).
    public func chooseContextMenuItem(_ title: String, on widget: WidgetHandle) {
        chooseContextMenuItem(title, on: widget, usingKeyboard: false)
    }

    /// Chooses an item of the view's context menu as a person does, through the X server
    /// (XTEST): a right click on the view, held for a moment as a hand holds it, opens the menu;
    /// then a click on the item chooses it, or, `usingKeyboard`, Down to it and Enter. A view
    /// inside the one with the menu (a label in a row) opens that one's, as a click on it would.
    /// A menu that does not open, or an item that is not shown, is chosen by nothing: the test's
    /// own checks then fail, and the reason is printed.
    ///
    /// ```swift
    /// host.chooseContextMenuItem("Delete", on: row, usingKeyboard: true)
    /// ```
    public func chooseContextMenuItem(_ title: String, on widget: WidgetHandle, usingKeyboard: Bool) {
        guard let target = aliveHandle(widget)?.pointer else { return }
        guard let owner = GtkContextMenus.owner(of: target) else {
            return report("\(widget) has no context menu, nor does any view around it")
        }
        guard let model = GtkContextMenus.model(of: owner), let path = Self.path(to: title, in: model) else {
            return report("the context menu of \(widget) has no item \"\(title)\"")
        }
        rightClick(target)
        choose(path, in: GtkContextMenus.popover(of: owner)!, of: widget, usingKeyboard: usingKeyboard)
    }

    /// Chooses the items of `path` in the open menu `popover`, each submenu opening as its item
    /// is chosen: a click on each, or Down to it and Enter (a page opens with its first item
    /// focused).
    private func choose(_ path: [String], in popover: WidgetPointer, of widget: WidgetHandle, usingKeyboard: Bool) {
        for step in path {
            guard let item = GtkMenus.shownItem(titled: step, in: popover) else {
                let state = gtk_widget_get_visible(popover) != 0 ? "does not show \"\(step)\"" : "did not open"
                return report("the menu of \(widget) \(state)")
            }
            if usingKeyboard {
                guard gtk_widget_is_sensitive(item.button) != 0 else { return }  // the keys pass it by
                for _ in 0..<item.position { XTest.run(["key", "Down"]) }
                XTest.run(["key", "Return"])
            } else {
                guard let point = screenPoint(of: item.button, at: .center) else { return }
                XTest.run(["mousemove"] + point + ["click", "1"])
            }
            runMainLoop(for: 0.3)
        }
        // A disabled item leaves the menu open.
        if gtk_widget_get_visible(popover) != 0 {
            XTest.run(["key", "Escape"])
            runMainLoop(for: 0.1)
        }
    }

    /// The titles to choose, submenus first, to reach the item titled `title`; nil if none is.
    private static func path(to title: String, in model: MenuModel) -> [String]? {
        for item in model.sections.flatMap(\.items) {
            if case .submenu(let submenu) = item.kind {
                if let rest = path(to: title, in: submenu) { return [item.title] + rest }
            } else if item.title == title {
                return [title]
            }
        }
        return nil
    }

    /// Right-clicks the widget for real (XTEST) and tells whether its context menu opened.
    public func rightClickOpensContextMenu(_ widget: WidgetHandle) -> Bool {
        guard let handle = aliveHandle(widget) else { return false }
        rightClick(handle.pointer)
        let open = GtkContextMenus.owner(of: handle.pointer).map(GtkContextMenus.isOpen(on:)) ?? false
        XTest.run(["key", "Escape"])
        runMainLoop(for: 0.1)
        return open
    }

    /// Says why an interaction did nothing, for a test whose checks then fail.
    private func report(_ problem: String) {
        FileHandle.standardError.write(Data("GtkTestHost: \(problem)\n".utf8))
    }

    /// Selects the day through GTK, as a click on it does.
    public func pickDay(_ day: CalendarDay, in calendar: WidgetHandle) {
        guard let handle = aliveHandle(calendar, taking: .pickDay) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 0, 0, 0)
        gtk_calendar_select_day(cast(handle.pointer), date)
        g_date_time_unref(date)
    }

    /// Chooses the item with a real click on it, in the menu a real click on the menu button
    /// opens (`chooseMenuItem(_:in:usingKeyboard:)`).
    public func chooseMenuItem(_ title: String, in menu: WidgetHandle) {
        chooseMenuItem(title, in: menu, usingKeyboard: false)
    }

    /// Chooses an item of a `Menu` (or the primary menu) as a person does, through the X
    /// server: a click on the menu button opens it, or, `usingKeyboard`, Enter with the button
    /// focused; then a click on the item (through its submenus) or Down to it and Enter. GTK
    /// keeps a disabled item from running. A menu that does not open leaves the test's checks
    /// to fail, and the reason is printed.
    ///
    /// ```swift
    /// host.chooseMenuItem("Paste", in: host.findAll("GtkMenuButton")[0], usingKeyboard: true)
    /// ```
    public func chooseMenuItem(_ title: String, in menu: WidgetHandle, usingKeyboard: Bool) {
        guard let button = aliveHandle(menu)?.pointer else { return }
        guard let model = GtkMenus.model(of: button), let path = Self.path(to: title, in: model) else {
            return report("\(menu) has no item \"\(title)\"")
        }
        if usingKeyboard {
            // Xvfb has no window manager: keys go to the window under the pointer.
            guard let point = screenPoint(of: button, at: .center) else { return }
            XTest.run(["mousemove"] + point)
            focus(menu)
            runMainLoop(for: 0.1)
            XTest.run(["key", "Return"])
        } else {
            guard let point = screenPoint(of: button, at: .center) else { return }
            XTest.run(["mousemove"] + point + ["click", "1"])
        }
        // A button activated from the keyboard shows itself pressed for a moment first.
        runMainLoop(for: usingKeyboard ? 0.6 : 0.3)
        guard let popover = gtk_menu_button_get_popover(cast(button)) else { return report("\(menu) has no popover") }
        choose(path, in: UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self), of: menu, usingKeyboard: usingKeyboard)
    }

    /// Activates the list's `list.select-item` action, as GTK's own click on a row does.
    public func clickRow(_ index: Int, in list: WidgetHandle, modifiers: EventModifiers) {
        guard let handle = aliveHandle(list, taking: .useRows) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        var arguments: [OpaquePointer?] = [
            g_variant_new_uint32(guint32(index)),
            g_variant_new_boolean(modifiers.hasControl ? 1 : 0),
            g_variant_new_boolean(modifiers.contains(.shift) ? 1 : 0),
        ]
        let tuple = g_variant_new_tuple(&arguments, gsize(arguments.count))
        precondition(gtk_widget_activate_action_variant(handle.pointer, "list.select-item", tuple) != 0)
    }

    /// The focus into the list (its focused row, at first the first), then a real Delete.
    public func deleteRows(in list: WidgetHandle) {
        guard let handle = aliveHandle(list, taking: .useRows) else { return }
        gtk_window_present(cast(window))
        _ = gtk_widget_grab_focus(handle.pointer)
        runMainLoop(for: 0.05)
        XTest.run(["key", "--clearmodifiers", "Delete"])
        runMainLoop(for: 0.1)
    }

    /// A real drag: the pointer down on the row, moved in steps past GTK's drag threshold to
    /// the upper part of the destination row (or below the last), and let go.
    public func moveRow(_ row: Int, to destination: Int, in list: WidgetHandle) {
        guard let handle = aliveHandle(list, taking: .useRows) else { return }
        let rows = handle.rows!.listItems.compactMap { item -> (Int, WidgetPointer)? in
            guard let content = gtk_list_item_get_child(item), gtk_list_item_get_item(item) != nil else { return nil }
            return (Int(gtk_list_item_get_position(item)), gtk_widget_get_parent(content))
        }
        let shown = Dictionary(rows, uniquingKeysWith: { first, _ in first })
        guard let from = shown[row] else { return TestFailure.record("cannot drag row \(row) of \(list): it is not shown") }
        guard let start = screenPoint(of: from, at: .center) else { return }
        let end: [String]
        if let to = shown[destination] {
            guard let point = screenPoint(of: to, at: UnitPoint(x: 0.5, y: 0.25)) else { return }
            end = point
        } else {
            guard let last = shown[destination - 1] else {
                return TestFailure.record("cannot drop on row \(destination) of \(list): it is not shown")
            }
            guard let point = screenPoint(of: last, at: UnitPoint(x: 0.5, y: 1.6)) else { return }
            end = point
        }
        XTest.run(["mousemove"] + start + ["mousedown", "1"])
        runMainLoop(for: 0.1)
        let (x0, y0, x1, y1) = (Double(start[0])!, Double(start[1])!, Double(end[0])!, Double(end[1])!)
        for step in 1...10 {
            let fraction = Double(step) / 10
            XTest.run(["mousemove", "\(Int(x0 + (x1 - x0) * fraction))", "\(Int(y0 + (y1 - y0) * fraction))"])
            runMainLoop(for: 0.05)
        }
        XTest.run(["mouseup", "1"])
        runMainLoop(for: 0.3)
    }

    /// The window's title, read from GTK; nil while it has none of its own (a test window has
    /// no scene title).
    public var windowTitle: String? {
        let title = gtk_window_get_title(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        return title.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    public func shownPage(of stack: WidgetHandle) -> WidgetHandle? {
        guard let handle = aliveHandle(stack, taking: .showPages) else { return nil }
        let page = gtk_stack_get_visible_child(cast(handle.pointer))
        return page.flatMap(GtkWidgetHandle.of).map(widgetHandle)
    }

    public var presentedFileDialogs: [PresentedFileDialog] {
        var dialogs: [PresentedFileDialog] = []
        walk { handle, _ in
            if let model = GtkFileDialogs.model(of: handle.pointer) {
                dialogs.append(PresentedFileDialog(widget: widgetHandle(handle), dialog: model))
            }
        }
        return dialogs
    }

    /// Chooses the files in GTK's file chooser dialog (it loads their folder first), then
    /// answers it as its Open or Save button does, or Cancel for nil.
    public func answerFileDialog(of widget: WidgetHandle, with urls: [URL]?) {
        guard let handle = aliveHandle(widget) else { return }
        let dialog = GtkFileDialogs.shownDialog(of: handle.pointer)
        for url in urls ?? [] {
            let file = g_file_new_for_path(url.path)
            gtk_file_chooser_set_file(OpaquePointer(dialog), file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        // The dialog loads the files' folder before it holds them.
        let deadline = Date().addingTimeInterval(3)
        while let first = urls?.first, chosenPath(in: dialog) != first.path, Date() < deadline { runMainLoop(for: 0.05) }
        gtk_dialog_response(cast(dialog), (urls == nil ? GTK_RESPONSE_CANCEL : GTK_RESPONSE_ACCEPT).rawValue)
        // Saving, the dialog first asks GIO (in a thread) whether the file exists.
        runMainLoop(for: 0.5)
    }

    /// The path of the file a file chooser dialog holds now.
    private func chosenPath(in dialog: WidgetPointer) -> String? {
        guard let file = gtk_file_chooser_get_file(OpaquePointer(dialog)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }

    public var presentedSheets: [PresentedSheet] {
        var sheets: [PresentedSheet] = []
        walk { handle, _ in
            guard handle.widgetClass == .sheetWindow else { return }
            let title = gtk_window_get_title(cast(handle.pointer)).map { String(cString: $0) }
            sheets.append(PresentedSheet(window: widgetHandle(handle), title: title.flatMap { $0.isEmpty ? nil : $0 }))
        }
        return sheets
    }

    public var presentedHelpWindows: [String] {
        var titles: [String] = []
        let toplevels = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(toplevels) {
            let object = UnsafeMutableRawPointer(g_list_model_get_item(toplevels, index)!)
            g_object_unref(object)
            let other = object.assumingMemoryBound(to: GtkWidget.self)
            guard gtk_widget_get_visible(other) != 0,
                UnsafeMutableRawPointer(gtk_window_get_transient_for(cast(other))) == UnsafeMutableRawPointer(window)
            else { continue }
            if gnomon_is_a(object, gtk_shortcuts_window_get_type()) != 0 {
                titles.append("Keyboard Shortcuts")
            } else if gnomon_is_a(object, gtk_about_dialog_get_type()) != 0 {
                titles.append(gtk_about_dialog_get_program_name(OpaquePointer(object)).map { "About " + String(cString: $0) } ?? "About")
            }
        }
        return titles
    }

    /// Presses Escape in the sheet's window, for real.
    public func closeSheet(_ sheet: PresentedSheet) {
        guard let handle = aliveHandle(sheet.window) else { return }
        gtk_window_present(cast(handle.pointer))
        runMainLoop(for: 0.1)
        XTest.run(["key", "--clearmodifiers", "Escape"])
        runMainLoop(for: 0.3)
    }

    public func dismissPopover(_ popover: WidgetHandle) {
        guard let handle = aliveHandle(popover, taking: .dismissPopover) else { return }
        gtk_popover_popdown(cast(handle.pointer))
    }

    public var presentedDialogs: [PresentedDialog] {
        var result: [PresentedDialog] = []
        walk { handle, _ in
            if let dialog = GtkDialogs.model(of: handle.pointer) { result.append(PresentedDialog(widget: widgetHandle(handle), dialog: dialog)) }
        }
        return result
    }

    /// A real click on the button titled `title` (the pointer moved there); nil: a real Escape.
    public func answerDialog(of widget: WidgetHandle, with title: String?) {
        guard let handle = aliveHandle(widget) else { return }
        guard let window = GtkDialogs.window(of: handle.pointer), let dialog = GtkDialogs.model(of: handle.pointer) else {
            return TestFailure.record("cannot answer a dialog of \(widget): it presents none")
        }
        guard let title else {
            gtk_window_present(cast(window))
            runMainLoop(for: 0.1)
            XTest.run(["key", "--clearmodifiers", "Escape"])
            runMainLoop(for: 0.1)
            return
        }
        guard let button = dialog.buttons.firstIndex(where: { $0.title == title }) else {
            return TestFailure.record("the dialog \(dialog) has no button \"\(title)\"")
        }
        guard let buttonWidget = gtk_dialog_get_widget_for_response(cast(window), gint(button)),
            gtk_widget_is_sensitive(buttonWidget) != 0
        else { return }
        // A real click, as a person answers: a button GTK does not show cannot be answered.
        gtk_window_present(cast(window))
        runMainLoop(for: 0.1)
        guard let point = screenPoint(of: buttonWidget, at: .center) else { return }
        XTest.run(["mousemove"] + point + ["click", "1"])
        runMainLoop(for: 0.2)
    }

    public func selectAllRows(in list: WidgetHandle) {
        guard let handle = aliveHandle(list, taking: .useRows) else { return }
        guard gtk_widget_is_sensitive(handle.pointer) != 0 else { return }
        precondition(gtk_widget_activate_action_variant(handle.pointer, "list.select-all", nil) != 0)
    }

    /// Read from GTK's list items: the rows bound, and selected as GTK shows them.
    public func selectedRows(in list: WidgetHandle) -> [Int] {
        guard let handle = aliveHandle(list, taking: .useRows), let rows = handle.rows else { return [] }
        return rows.listItems
            .filter { gtk_list_item_get_item($0) != nil && gtk_list_item_get_selected($0) != 0 }
            .map { Int(gtk_list_item_get_position($0)) }
            .sorted()
    }

    public func update<V: View>(_ view: V) {
        graph?.updateRoot(to: view)
    }

    public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        graph?.updateEnvironment(change)
    }

    public func settle() {
        runMainLoopUntilIdle()
        takeMutations()
    }

    @_disfavoredOverload  // an optional-valued property reads as one optional (`TestingHost`)
    public func property<Value>(_ key: WidgetProperty<Value>, of widget: WidgetHandle) -> Value? {
        guard let handle = aliveHandle(widget) else { return nil }
        guard let widgetClass = handle.widgetClass, widgetClass.maps(key) else { return nil }
        return key.value(of: GtkProperties.read(key, from: handle.pointer, of: widgetClass).value)
    }

    /// What a screen reader sees of the window: its AT-SPI tree, read over the accessibility
    /// bus, one object a line with its role, name and description (see `AccessibilityTree`).
    ///
    /// ```swift
    /// XCTAssertTrue(host.accessibleTree().contains(#"push button "Remove""#))
    /// ```
    public func accessibleTree() -> String {
        AccessibilityTree.read()
    }

    /// Whether the widget shows, whole, in the visible area of the scroll view (read from GTK's
    /// layout, after the next frame).
    public func isVisible(_ widget: WidgetHandle, in scrollView: WidgetHandle) -> Bool {
        guard let scrolled = aliveHandle(scrollView)?.pointer else { return false }
        gtk_test_widget_wait_for_draw(scrolled)
        guard let handle = aliveHandle(widget) else { return false }
        return GtkScrolling.isVisible(handle.pointer, in: scrolled)
    }

    /// The real `GtkWidget` behind a handle, for tests that inspect GTK directly.
    public func widgetPointer(_ widget: WidgetHandle) -> UnsafeMutablePointer<GtkWidget> {
        guard let handle = aliveHandle(widget) else { preconditionFailure("\(widget) is not in the window") }
        return handle.pointer
    }

    // MARK: - Walking GTK's tree

    /// Visits the widgets Gnomon created, in tree order, with their depth among them; none
    /// once the window has closed.
    private func walk(_ visit: (GtkWidgetHandle, Int) -> Void) {
        guard !isClosed else { return }  // GTK has destroyed the window
        Self.walkWindow(window, depth: 0, visit)
    }

    /// Visits the widgets Gnomon created in `window`: its title bar (a header bar) first, then
    /// its content, as `TestHost` keeps them.
    private static func walkWindow(_ window: WidgetPointer, depth: Int, _ visit: (GtkWidgetHandle, Int) -> Void) {
        for top in [gtk_window_get_titlebar(cast(window)), gtk_window_get_child(cast(window))] {
            if let top, let handle = GtkWidgetHandle.of(top) {
                visit(handle, depth)
                walk(inside: top, depth: depth + 1, visit)
            }
        }
    }

    /// Visits the widgets Gnomon created inside `widget` (not `widget` itself), in tree order;
    /// those in a view hosted further in (a `HostingWidget`) too.
    private static func walk(inside widget: WidgetPointer, depth: Int, _ visit: (GtkWidgetHandle, Int) -> Void) {
        defer {
            // A sheet is a window of its own; `TestHost` keeps it last in its anchor.
            if let sheet = GtkSheets.sheet(of: widget), let handle = GtkWidgetHandle.of(sheet) {
                visit(handle, depth)
                walkWindow(sheet, depth: depth + 1, visit)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let handle = GtkWidgetHandle.of(current) {
                visit(handle, depth)
                walk(inside: current, depth: depth + 1, visit)
                // A closed expander takes its child out of GTK's tree; it is still Gnomon's.
                if handle.widgetClass == .expander || handle.widgetClass == .labeledExpander,
                    gtk_expander_get_expanded(cast(current)) == 0,
                    let hidden = gtk_expander_get_child(cast(current)), let hiddenHandle = GtkWidgetHandle.of(hidden)
                {
                    visit(hiddenHandle, depth + 1)
                    walk(inside: hidden, depth: depth + 2, visit)
                }
            } else {
                walk(inside: current, depth: depth, visit)  // GTK's own widget: look inside it
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The GTK widget behind `widget`; if it is gone (its view is no longer there), the test
    /// fails saying so, and gets nil.
    private func aliveHandle(_ widget: WidgetHandle) -> GtkWidgetHandle? {
        var found: GtkWidgetHandle?
        walk { handle, _ in
            if found == nil, handle.id == widget.id, handle.host == widget.host { found = handle }
        }
        if found == nil { TestFailure.record("\(widget) is gone: the view that made it is no longer there") }
        return found
    }

    /// The GTK widget behind `widget`, if it is there and takes `interaction`; if not, the
    /// test fails saying why, and gets nil.
    private func aliveHandle(_ widget: WidgetHandle, taking interaction: Interaction) -> GtkWidgetHandle? {
        guard let handle = aliveHandle(widget),
            interaction.allows(widget, widgetClass: handle.widgetClass, gestures: GtkGestures.gestures(of: handle.pointer))
        else { return nil }
        return handle
    }

    func widgetHandle(_ handle: GtkWidgetHandle) -> WidgetHandle {
        WidgetHandle(id: handle.id, className: String(cString: gnomon_type_name(handle.pointer)), host: handle.host)
    }

    /// The CSS classes GTK reports that Gnomon manages (GTK adds its own, such as
    /// `.vertical` on a vertical box, which are not Gnomon's to print).
    private static func cssClasses(of handle: GtkWidgetHandle) -> [String] {
        guard let classes = gtk_widget_get_css_classes(handle.pointer) else { return [] }
        defer { g_strfreev(classes) }
        var result: [String] = []
        var index = 0
        while let name = classes[index] {
            let name = String(cString: name)
            if handle.managedClasses.contains(name) { result.append(name) }
            index += 1
        }
        return result
    }

    // MARK: - Main loop

    /// Runs the main loop for `seconds`, handling events and timeouts as they come.
    private func runMainLoop(for seconds: Double) {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while ContinuousClock.now < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(2_000) }
            graph?.drainObservations()
        }
    }

    private func runMainLoopUntilIdle() {
        var iterations = 0
        repeat {
            iterations += 1
            precondition(iterations < 100_000, "the main loop never went idle")
            graph?.drainObservations()
        } while g_main_context_iteration(nil, 0) != 0
    }

    /// Mutations applied while the graph was being unmounted, not yet reported.
    private var unreportedMutations: [Mutation] = []

    private func takeMutations() {
        let records = graph?.takeRecords()
        lastMutations = unreportedMutations + (records?.mutations ?? [])
        lastBodyEvaluations = records?.bodyEvaluations ?? []
        unreportedMutations = []
    }
}

/// Counts the key presses a window gets (in the capture phase, before any widget in it),
/// taking none of them.
@MainActor
private final class KeyPressWatch {
    private let window: WidgetPointer
    private let controller: OpaquePointer
    private var handler: GtkSignalHandler?
    private(set) var count = 0
    private var last = ContinuousClock.now

    init(on window: WidgetPointer) {
        self.window = window
        controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(window, controller)
        handler = GtkSignalHandler.connect("key-pressed", of: UnsafeMutableRawPointer(controller)) { [unowned self] in
            count += 1
            last = .now
        }
    }

    /// Whether no key came for `quiet`.
    func isQuiet(for quiet: Duration) -> Bool {
        ContinuousClock.now - last >= quiet
    }

    func stop() {
        handler?.disconnect()
        handler = nil
        gtk_widget_remove_controller(window, controller)
    }
}
