import Foundation
import struct Foundation.URL
import GnomonCore

/// A host with no GTK and no display: it keeps a record of every widget Gnomon creates, with
/// its properties, classes and children, and holds the reconciler to GTK's rules (a button
/// holds one child, a widget is in one container at a time, a released widget is gone).
///
/// ```swift
/// let host = TestHost(CounterView())
/// XCTAssertEqual(host.dump(), """
///     GtkBox orientation=vertical spacing=18
///       GnomonLabel label="0" wrap=true .title-1
///     …
///     """)
/// ```
///
/// Its `dump()` prints the same text as `GtkTestHost`'s for the same view. Releasing the host
/// closes it: every widget is released and all state dropped, as `close()` does.
@MainActor
public final class TestHost: TestingHost {
    private let tree: TestWidgetTree
    private let graph: ViewGraph
    public private(set) var lastMutations: [Mutation] = []
    public private(set) var lastBodyEvaluations: [String] = []
    /// The URLs views asked the desktop to open (with `openURL`).
    public var openedURLs: [URL] { tree.openedURLs }
    /// How many times a view called `dismiss()`.
    public var dismissCount: Int { tree.dismissCount }
    public var clipboardText: String? { tree.clipboardText }
    public private(set) var isClosed = false
    /// The size of the window the views are laid out in (`frame(of:)`).
    public private(set) var windowSize = CGSize(width: 480, height: 360)
    private let layoutDirection: LayoutDirection

    /// How many widgets are alive: created and not yet released.
    public var liveWidgetCount: Int { tree.widgets.count }
    /// How many widget records every `TestHost` holds, released widgets not yet freed and
    /// the hosts' own roots and list rows among them: back to its earlier value once the
    /// hosts made since are gone.
    public static var liveRecordCount: Int { TestWidget.liveCount }
    /// How many rows a `GtkListView` binds at a time in GTK 4.8, whatever its height: 200
    /// around its anchor row, 2 more above and below, and the anchor.
    public static let gtkListViewRows = 205
    /// How many lines of cells a `GtkGridView` binds at a time in GTK 4.8: 32 of as many cells
    /// as a line may hold (its `max-columns`), and one more cell (measured: 225 cells for 7).
    public static let gtkGridViewLines = 32

    /// How many rows a list binds at once (see `init`); scroll (`scroll(_:toRow:)`) to have
    /// others bound.
    public var listViewportRows: Int { tree.listViewportRows }

    /// Mounts `view`, in an environment whose `openURL` and `dismiss` are recorded
    /// (`openedURLs`, `dismissCount`); `lastMutations` then holds the mount's mutations.
    ///
    /// A list binds `listViewportRows` rows from its first, as GTK does by default (so a long
    /// list dumps as in GTK); a test that wants to see rows come and go with fewer gives fewer.
    /// With `recordsOperations` false, `lastMutations` and `lastBodyEvaluations` stay empty:
    /// for benchmarks that measure the reconciler alone. The window is `width` × `height`, the
    /// size `frame(of:)` lays the views out in, as `GtkTestHost`'s window is.
    ///
    /// ```swift
    /// let host = TestHost(List(0..<1_000) { Text("Row \($0)") }, listViewportRows: 20)
    /// let frames = TestHost(HStackLayout { Color.red; Color.blue }, width: 200, height: 100)
    /// ```
    public convenience init<V: View>(
        _ view: V, width: Int = 480, height: Int = 360, environment: EnvironmentValues = EnvironmentValues(),
        recordsOperations: Bool = true, listViewportRows: Int = TestHost.gtkListViewRows
    ) {
        self.init(environment: environment, listViewportRows: listViewportRows, sceneTitle: nil) { host, root, environment in
            ViewGraph(content: view, host: host, rootWidget: root, environment: environment, recordMutations: recordsOperations)
        }
        windowSize = CGSize(width: width, height: height)
    }

    /// Mounts the window `scene` opens at launch as an app shows it, with its header bar (the
    /// items of the views' toolbars and the primary menu are in the dump, first). The windows
    /// its views open (`openWindow`, `openSettings`) are `openedWindows`.
    ///
    /// ```swift
    /// let host = TestHost(scene: WindowGroup("Notes") { NotesView() })
    /// ```
    public convenience init<S: Scene>(
        scene: S, environment: EnvironmentValues = EnvironmentValues(), listViewportRows: Int = TestHost.gtkListViewRows
    ) {
        let windows = TestSceneWindows(appWindows(of: scene), environment: environment, listViewportRows: listViewportRows)
        guard let index = windows.launchScene else { preconditionFailure("\(S.self) opens no window") }
        self.init(scene: index, value: nil, of: windows)
        sceneWindows = windows
        windows.launched = self
    }

    /// Mounts a window of the scene at `index` of `windows`, showing `value`.
    convenience init(scene index: Int, value: AnyHashable?, of windows: TestSceneWindows) {
        let description = windows.descriptions[index]
        let requests = WindowRequestSink()
        var environment = windows.environment
        environment.windowRequests = { [weak windows] request in
            guard let host = requests.host else { return }
            windows?.handle(request, from: host)
        }
        self.init(environment: environment, listViewportRows: windows.listViewportRows, sceneTitle: description.title) {
            description.mount($0, $1, $2, recordMutations: true, value: value)
        }
        sceneIndex = index
        sceneValue = value
        requests.host = self
    }

    /// The windows the views opened (`openWindow`, `openSettings`), each a host of its own, in
    /// the order they opened; closed ones stay, `isClosed`.
    public var openedWindows: [TestHost] { sceneWindows?.opened ?? [] }
    /// The help windows opened in front of this one (headless, they stay shown).
    public internal(set) var presentedHelpWindows: [String] = []
    /// The app's windows, kept by the host of its launch window.
    private var sceneWindows: TestSceneWindows?
    /// The scene the window shows, for a host of an app's window, and its value.
    private(set) var sceneIndex: Int?
    private(set) var sceneValue: AnyHashable?

    private init(
        environment: EnvironmentValues, listViewportRows: Int, sceneTitle: String?,
        mount: (any GnomonCore.Host, HostWidget, EnvironmentValues) -> ViewGraph
    ) {
        ScratchSettings.use()
        layoutDirection = environment.layoutDirection
        tree = TestWidgetTree(listViewportRows: listViewportRows)
        tree.sceneTitle = sceneTitle.flatMap { $0.isEmpty ? nil : $0 }
        var environment = environment
        environment.systemURLOpener = { [weak tree] url in tree?.openedURLs.append(url) }
        environment.setDismiss { [weak tree] in tree?.dismissCount += 1 }
        environment.systemClipboardWriter = { [weak tree] text in tree?.clipboardText = text }
        graph = mount(tree, tree.root, environment)
        // As GTK's dark preference does, the style the views ask for reaches their environment.
        tree.colorSchemeChanged = { [unowned graph] scheme in graph.updateEnvironment { $0.colorScheme = scheme } }
        takeMutations()
    }

    /// The light or dark style the views asked for (`preferredColorScheme`); nil for the
    /// system's.
    public var preferredColorScheme: ColorScheme? { tree.preferredColorScheme }

    /// Opens the app with `url`, as GNOME does when the user follows a link the app handles
    /// (`myapp://match/42`): the window's `onOpenURL` views receive it. False if none handles it.
    ///
    /// ```swift
    /// host.open(url: URL(string: "screens://match/42")!)
    /// ```
    @discardableResult
    public func open(url: URL) -> Bool {
        let handled = graph.openURL(url)
        settle()
        return handled
    }

    public func close() {
        for window in openedWindows { window.close() }
        guard !isClosed else { return }
        isClosed = true
        graph.unmount()
        tree.pendingUpdates.removeAll()  // updates of a graph that is gone
        tree.runCleanups()
        takeMutations()
    }

    isolated deinit {
        close()
    }

    public func requestClose(quitting: Bool) {
        guard quitting, let sceneWindows else { return closeUnlessAsked(quitting: quitting, then: nil) }
        // As Ctrl+Q quits: each window, in the order they opened, until one asks first.
        let resume: () -> Void = { [weak self] in self?.requestClose(quitting: true) }
        for window in [self] + sceneWindows.opened where !window.isClosed {
            window.closeUnlessAsked(quitting: true, then: resume)
            guard window.isClosed else { return }
        }
    }

    /// Closes the window unless a view asks first; `resume` goes on with a quit once the user
    /// lets it close.
    private func closeUnlessAsked(quitting: Bool, then resume: (() -> Void)?) {
        guard !isClosed else { return }
        let mayClose = graph.mayClose(isQuitting: quitting) { [weak self] in
            self?.close()
            resume?()
        }
        if mayClose { close() }
    }

    /// Makes the window `width` × `height`, as dragging its edges does.
    ///
    /// ```swift
    /// host.resize(width: 360, height: 640)
    /// ```
    public func resize(width: Int, height: Int) {
        windowSize = CGSize(width: width, height: height)
        tree.needsLayout = true
    }

    // MARK: - TestingHost

    public func frame(of widget: WidgetHandle) -> CGRect? {
        layOut()[ObjectIdentifier(tree.widget(widget))]
    }

    /// Every widget's frame, the window laid out at its size.
    private func layOut() -> [ObjectIdentifier: CGRect] {
        tree.needsLayout = false
        return HeadlessLayout(direction: layoutDirection).frames(of: tree.root, width: Int(windowSize.width), height: Int(windowSize.height))
    }

    public func dump() -> String {
        var lines: [String] = []
        func visit(_ widget: TestWidget, depth: Int) {
            if widget.isSlot {  // a list's row, which GTK makes: show what is in it
                for child in widget.children { visit(child, depth: depth) }
                return
            }
            lines.append(
                DumpLine.format(
                    depth: depth, className: widget.className,
                    properties: widget.nonDefaultProperties, classes: widget.classes))
            for child in widget.children { visit(child, depth: depth + 1) }
        }
        for child in tree.root.children { visit(child, depth: 0) }
        return lines.joined(separator: "\n")
    }

    public func find(text: String, includingHidden: Bool) -> WidgetHandle? {
        first(includingHidden: includingHidden) { $0[.label] == .string(text) || $0[.text] == .string(text) }
    }

    public func find(label: String, includingHidden: Bool) -> WidgetHandle? {
        first(includingHidden: includingHidden) { widget in
            widget.accessibilityLabel.map { $0 == label } ?? (widget[.label] == .string(label) || widget[.text] == .string(label))
        }
    }

    /// The first widget in tree order that `matches`, among those shown unless `includingHidden`.
    private func first(includingHidden: Bool, where matches: (TestWidget) -> Bool) -> WidgetHandle? {
        func search(_ widget: TestWidget) -> TestWidget? {
            for child in widget.children where includingHidden || Self.shows(child, in: widget) {
                if matches(child) { return child }
                if let found = search(child) { return found }
            }
            return nil
        }
        return search(tree.root)?.handle
    }

    /// Whether `parent` shows `child`, as GTK maps it: a visible widget, on the top page of a
    /// navigation stack, the chosen page of a tab view, in an open expander, a presented sheet.
    private static func shows(_ child: TestWidget, in parent: TestWidget) -> Bool {
        guard child[.visible] != .bool(false), child[.presented] != .bool(false) else { return false }
        switch parent.widgetClass {
        case .navigationStack: return child === parent.lastChild
        case .tabStack: return child === parent.children.first { $0[.visible] == .bool(true) }
        case .expander: return parent[.expanded] == .bool(true)
        case .labeledExpander: return child === parent.firstChild || parent[.expanded] == .bool(true)
        default: return true
        }
    }

    public func findAll(_ className: String) -> [WidgetHandle] {
        tree.root.descendants.filter { $0.className == className }.map(\.handle)
    }

    /// What a `WidgetRepresentable` made for the widget `handle`, while it is in the tree; nil
    /// for a widget Gnomon made.
    ///
    /// ```swift
    /// let meter = host.madeWidget(host.findAll("Meter")[0]) as? Meter
    /// ```
    public func madeWidget(_ handle: WidgetHandle) -> Any? {
        alive(handle)?.made
    }

    public func tap(_ handle: WidgetHandle) {
        guard let widget = alive(handle) else { return }
        guard widget.isSensitive else { return }  // GTK ignores insensitive widgets
        switch TapMeaning(widget.widgetClass) {
        case .click:
            widget.sink?.widget(didEmit: .clicked)
        case .pressAndClick:
            widget.sink?.widget(didEmit: .pressed(true))
            widget.sink?.widget(didEmit: .clicked)
            widget.sink?.widget(didEmit: .pressed(false))
        case .toggle:
            guard let isOn = Edit.toggled(isOn: widget[.active] == .bool(true), isRadio: widget.isGrouped) else { return }
            if widget.isGrouped {
                for other in widget.chosenSiblings { edit(other, Property(.active, false)) }
            }
            edit(widget, Property(.active, isOn))
        case .expand:
            edit(widget, Property(.expanded, widget[.expanded] != .bool(true)))
        case .toggleSearch:
            // GTK empties the field of a bar it hides, then says so.
            let isSearching = widget[.searchModeEnabled] == .bool(true)
            if isSearching, let field = widget.firstChild, field[.text] != .string("") { edit(field, Property(.text, "")) }
            edit(widget, Property(.searchModeEnabled, !isSearching))
        case .activateRow:
            if let control = rowControl(of: widget) { tap(control.handle) }
        case .gestureOrEnclosingButton:
            if gestures(of: widget)?.taps != true, let button = enclosingButton(of: widget) { return tap(button.handle) }
            tap(handle, count: 1)
        }
    }

    /// The form row's one control a click on the row toggles, as `GtkFormRows` finds it in GTK:
    /// not looking into popovers or into a control.
    private func rowControl(of row: TestWidget) -> TestWidget? {
        var found: [TestWidget] = []
        func visit(_ widget: TestWidget) {
            for child in widget.children {
                if let widgetClass = child.widgetClass, WidgetClass.activatedByFormRow.contains(widgetClass) {
                    found.append(child)
                } else if child.widgetClass != .popover && child.widgetClass != .presentedPopover {
                    visit(child)
                }
            }
        }
        visit(row)
        return found.count == 1 ? found[0] : nil
    }

    /// The button `widget` is inside, if it is inside one.
    private func enclosingButton(of widget: TestWidget) -> TestWidget? {
        var current = widget.parent
        while let ancestor = current {
            if TapMeaning.clicksOnContent(ancestor.widgetClass) { return ancestor }
            current = ancestor.parent
        }
        return nil
    }

    public func tap(_ handle: WidgetHandle, count: Int) {
        guard let widget = widget(handle, taking: .tapGesture) else { return }
        guard widget.isSensitive else { return }
        for presses in 1...count { widget.sink?.widget(didEmit: .tapped(count: presses)) }
    }

    public func longPress(_ handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .longPress) else { return }
        guard widget.isSensitive else { return }
        widget.sink?.widget(didEmit: .longPressed)
    }

    public func hover(_ handle: WidgetHandle, isInside: Bool) {
        guard let widget = widget(handle, taking: .hover) else { return }
        widget.sink?.widget(didEmit: .hovered(isInside))
    }

    public func pressBackButton(on handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .backButton) else { return }
        widget.sink?.widget(didEmit: .backButtonPressed)
    }

    private func gestures(of widget: TestWidget) -> WidgetGestures? {
        widget[.gestures].flatMap { PropertyKey.gestures.value(of: $0) } ?? nil
    }

    public func press(_ handle: WidgetHandle, isDown: Bool) {
        guard let widget = widget(handle, taking: .press) else { return }
        guard widget.isSensitive else { return }
        widget.sink?.widget(didEmit: .pressed(isDown))
    }

    public func type(_ text: String, into handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .type) else { return }
        guard widget.isSensitive else { return }
        // A person types where the focus is: into the field they clicked or tabbed to.
        tree.moveFocus(to: widget)
        guard !widget.isReleased else { return }
        guard widget.widgetClass == .textView else { return edit(widget, Property(.text, text)) }
        let shown = widget[.text].flatMap { PropertyKey.text.value(of: $0) } ?? ""
        edit(TextEdit(changing: shown, to: text), in: handle)
    }

    public func edit(_ change: TextEdit, in handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .editText), widget.isSensitive else { return }
        for reported in change.asReported {
            widget.apply(reported)
            widget.sink?.widget(didEmit: .textEdited(reported))
        }
    }

    public func slide(_ handle: WidgetHandle, to value: Double) {
        guard let widget = widget(handle, taking: .slide) else { return }
        guard widget.isSensitive else { return }
        let reportsEditing = widget[.reportsEditing] == .bool(true)
        if reportsEditing { widget.sink?.widget(didEmit: .editingChanged(true)) }
        edit(widget, Property(.value, widget.clampedToRange(value)))
        if reportsEditing { widget.sink?.widget(didEmit: .editingChanged(false)) }
    }

    public func submit(_ handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .submit) else { return }
        guard widget.isSensitive else { return }
        widget.sink?.widget(didEmit: .submitted)
    }

    public func pickColor(_ color: Color, in handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .pickColor) else { return }
        guard widget.isSensitive else { return }
        edit(widget, Property(.rgba, color.gdkPrecision))
    }

    public func select(_ title: String, in handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .select), widget.isSensitive else { return }
        guard case .object(let titles) = widget[.model], let index = (titles.base as? [String])?.firstIndex(of: title) else {
            return TestFailure.record("\(handle) offers no \"\(title)\"")
        }
        edit(widget, Property(.selected, index))
    }

    public func step(_ handle: WidgetHandle, by steps: Int) {
        guard let widget = widget(handle, taking: .step) else { return }
        guard widget.isSensitive, case .double(let value) = widget[.value], case .double(let step) = widget[.stepIncrement],
            case .double(let lower) = widget[.lower], case .double(let upper) = widget[.upper]
        else { return }
        edit(widget, Property(.value, Edit.stepped(value, by: steps, step: step, within: lower...upper)))
    }

    /// Does what the user does to a property they edit: the widget shows the new value, then
    /// tells its node.
    private func edit(_ widget: TestWidget, _ property: Property) {
        precondition(property.key.isEditedByUser, "the user does not edit \(property.key)")
        widget.set(property)
        widget.sink?.widget(didEmit: .edited(property))
    }

    public func update<V: View>(_ view: V) {
        graph.updateRoot(to: view)
    }

    /// Scrolls a list (or a lazy grid's grid view) so that it binds `listViewportRows` rows (a
    /// grid: its lines) from `row` on (or the last ones,
    /// if there are not that many after it), and the rows GTK tracks (the first, for the
    /// keyboard focus; the last row clicked): rows that leave are unbound, rows that enter it
    /// are bound. At the top and the end of a list these are the rows GTK 4.8 binds.
    public func scroll(_ list: WidgetHandle, toRow row: Int) {
        guard let list = widget(list, taking: .scrollRows) else { return }
        list.firstShownRow = max(0, row)
        tree.showRows(of: list, change: nil)
        takeMutations()
    }

    /// Fires the first control in tree order whose shortcut is the key, if it is sensitive, as
    /// GTK's window-wide shortcut controllers do.
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
        let gtkTrigger = KeyboardShortcut(key, modifiers: modifiers).gtkTrigger
        let trigger = PropertyValue.string(gtkTrigger)
        if let widget = tree.root.descendants.first(where: { $0[.shortcut] == trigger }) {
            if widget.isSensitive { tap(widget.handle) }
            return
        }
        // A menu button's item with the shortcut: chosen, as GTK's shortcut activates it.
        for widget in tree.root.descendants {
            guard let model = widget[.menuModel].flatMap({ PropertyKey.menuModel.value(of: $0) }) ?? nil,
                let item = model.leaves.first(where: { $0.shortcut == gtkTrigger })
            else { continue }
            return chooseMenuItem(item.title, in: widget.handle)
        }
    }

    public func focus(_ handle: WidgetHandle) {
        guard let widget = alive(handle) else { return }
        tree.moveFocus(to: widget)
    }

    public var focusedWidget: WidgetHandle? {
        tree.focusedWidget?.handle
    }

    public func pickDay(_ day: CalendarDay, in calendar: WidgetHandle) {
        guard let widget = widget(calendar, taking: .pickDay) else { return }
        guard widget.isSensitive else { return }
        edit(widget, Property(.calendarDay, day))
    }

    public func chooseMenuItem(_ title: String, in menu: WidgetHandle) {
        choose(title, in: .menuModel, of: menu, event: WidgetEvent.menuItemChosen)
    }

    public func chooseContextMenuItem(_ title: String, on widget: WidgetHandle) {
        // A view inside the one with the menu (a label in a row) opens that one's, as a click would.
        guard let target = alive(widget) else { return }
        var owner: TestWidget? = target
        while let current = owner, current[.contextMenu] == nil || current[.contextMenu] == .null { owner = current.parent }
        choose(title, in: .contextMenu, of: owner?.handle ?? widget, event: WidgetEvent.contextMenuItemChosen)
    }

    /// Chooses the item titled `title` of the menu the widget's `key` holds, unless it is
    /// disabled.
    private func choose(
        _ title: String, in key: WidgetProperty<MenuModel?>, of handle: WidgetHandle, event: (Int) -> WidgetEvent
    ) {
        guard let widget = alive(handle) else { return }
        guard let model = widget[key].flatMap({ key.value(of: $0) }) ?? nil, let number = model.itemNumber(titled: title)
        else { return TestFailure.record("\(handle) has no menu item \"\(title)\"") }
        guard widget.isSensitive, model.item(numbered: number)?.isDisabled == false else { return }
        widget.sink?.widget(didEmit: event(number))
    }

    public func clickRow(_ index: Int, in list: WidgetHandle, modifiers: EventModifiers) {
        guard let list = widget(list, taking: .useRows) else { return }
        guard list.isSensitive else { return }
        tree.clickRow(index, in: list, modifiers: modifiers)
    }

    public func deleteRows(in list: WidgetHandle) {
        guard let list = widget(list, taking: .useRows) else { return }
        guard list.isSensitive, list[.deletesRows] == .bool(true), let source = list.rowSource else { return }
        list.sink?.widget(didEmit: .deleteRequested(focusedRow: list.focusRow < source.rowCount ? list.focusRow : nil))
    }

    public func moveRow(_ row: Int, to destination: Int, in list: WidgetHandle) {
        guard let list = widget(list, taking: .useRows) else { return }
        guard list.isSensitive, list[.movesRows] == .bool(true), let source = list.rowSource else { return }
        guard row < source.rowCount, destination <= source.rowCount else {
            return TestFailure.record("cannot move row \(row) to \(destination) of \(list.handle): it has \(source.rowCount) rows")
        }
        list.sink?.widget(didEmit: .moveRequested(row: row, destination: destination))
    }

    public var windowTitle: String? { tree.windowTitle }

    /// A navigation stack shows its last page, as `GtkContainer` has GTK do; a tab view's
    /// stack its first visible page, as GTK does.
    public func shownPage(of stack: WidgetHandle) -> WidgetHandle? {
        guard let widget = widget(stack, taking: .showPages) else { return nil }
        return widget.widgetClass == .navigationStack
            ? widget.lastChild?.handle : widget.children.first { $0[.visible] == .bool(true) }?.handle
    }

    /// What the widget presents in front of its window, if anything.
    private func presentation(of widget: TestWidget) -> DialogPresentation? {
        widget[.dialog].flatMap { PropertyKey.dialog.value(of: $0) } ?? nil
    }

    public var presentedFileDialogs: [PresentedFileDialog] {
        tree.root.descendants.compactMap { widget in
            presentation(of: widget)?.fileChooser.map { PresentedFileDialog(widget: widget.handle, dialog: $0) }
        }
    }

    public func answerFileDialog(of handle: WidgetHandle, with urls: [URL]?) {
        guard let widget = alive(handle) else { return }
        guard presentation(of: widget)?.fileChooser != nil else {
            return TestFailure.record("cannot answer a file chooser of \(handle): it presents none")
        }
        widget.sink?.widget(didEmit: .filesChosen(urls))
    }

    public var presentedSheets: [PresentedSheet] {
        tree.root.descendants.filter { $0.widgetClass == .sheetWindow }.map { PresentedSheet(window: $0.handle, title: $0.title) }
    }

    public func closeSheet(_ sheet: PresentedSheet) {
        guard let window = alive(sheet.window) else { return }
        // Escape does nothing in a sheet the user may not close (`interactiveDismissDisabled`).
        guard window[.deletable] != .bool(false) else { return }
        edit(window, Property(.presented, false))
    }

    public func dismissPopover(_ handle: WidgetHandle) {
        guard let widget = widget(handle, taking: .dismissPopover) else { return }
        if widget[.presented] == .bool(true) { edit(widget, Property(.presented, false)) }
    }

    public var presentedDialogs: [PresentedDialog] {
        tree.root.descendants.compactMap { widget in
            presentation(of: widget)?.message.map { PresentedDialog(widget: widget.handle, dialog: $0) }
        }
    }

    public func answerDialog(of handle: WidgetHandle, with title: String?) {
        guard let widget = alive(handle) else { return }
        guard let dialog = presentation(of: widget)?.message else {
            return TestFailure.record("cannot answer a dialog of \(handle): it presents none")
        }
        guard let title else { return widget.sink!.widget(didEmit: .dialogAnswered(nil)) }
        guard let button = dialog.buttons.firstIndex(where: { $0.title == title }) else {
            return TestFailure.record("the dialog \(dialog) has no button \"\(title)\"")
        }
        if !dialog.buttons[button].isDisabled { widget.sink!.widget(didEmit: .dialogAnswered(button)) }
    }

    public func selectAllRows(in list: WidgetHandle) {
        guard let list = widget(list, taking: .useRows) else { return }
        guard list.isSensitive, let source = list.rowSource else { return }
        _ = source.selectRows(0..<source.rowCount, exclusively: false)
    }

    public func selectedRows(in list: WidgetHandle) -> [Int] {
        guard let list = widget(list, taking: .useRows) else { return [] }
        return list.children.filter(\.isSelected).map(\.rowIndex)
    }

    /// The widget a `ScrollViewProxy` last scrolled the scroll view to, and the anchor it
    /// asked for; nil if none did.
    public func scrollTarget(of scrollView: WidgetHandle) -> (widget: WidgetHandle, anchor: UnitPoint?)? {
        tree.scrollTargets[scrollView.id].map { ($0.widget.handle, $0.anchor) }
    }

    /// The row a `ScrollViewProxy` last scrolled the list to (a row over an element given to
    /// `scrollTo`), if one did.
    ///
    /// ```swift
    /// XCTAssertEqual(host.scrollTarget(ofList: host.findAll("GtkListView")[0]), 900)
    /// ```
    public func scrollTarget(ofList list: WidgetHandle) -> Int? {
        tree.listScrollTargets[list.id]
    }

    public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        graph.updateEnvironment(change)
    }

    /// Counts the next second on the clock that live texts read (`Text(date, style: .timer)`)
    /// at once, instead of waiting for it; `settle()` then shows what it changed.
    ///
    /// ```swift
    /// host.tickClock()
    /// host.settle()   // every counting label shows the time it is now
    /// ```
    public func tickClock() {
        TextClock.shared.tick()
    }

    public func settle() {
        var rounds = 0
        repeat {
            graph.drainObservations()
            while !tree.pendingUpdates.isEmpty {
                rounds += 1
                precondition(rounds <= 100, "updates keep scheduling updates: a body writes state it reads")
                let updates = tree.pendingUpdates
                tree.pendingUpdates.removeAll()
                for update in updates { update() }
            }
            // As GTK lays out a frame after a change: geometry readers hear where they are, and
            // may update.
            if !tree.geometryReaders.isEmpty && tree.needsLayout { _ = layOut() }
            graph.drainObservations()
        } while !tree.pendingUpdates.isEmpty
        tree.runCleanups()
        takeMutations()
    }

    @_disfavoredOverload  // an optional-valued property reads as one optional (`TestingHost`)
    public func property<Value>(_ key: WidgetProperty<Value>, of handle: WidgetHandle) -> Value? {
        alive(handle)?[key].flatMap { key.value(of: $0) }
    }

    /// The widget behind `handle`; if it is gone (its view is no longer there), the test fails
    /// saying so, and gets nil.
    private func alive(_ handle: WidgetHandle) -> TestWidget? {
        guard let widget = tree.aliveWidget(handle) else {
            TestFailure.record("\(handle) is gone: the view that made it is no longer there")
            return nil
        }
        return widget
    }

    /// The widget behind `handle`, if it is there and takes `interaction`; if not, the test
    /// fails saying why, and gets nil.
    private func widget(_ handle: WidgetHandle, taking interaction: Interaction) -> TestWidget? {
        guard let widget = alive(handle), interaction.allows(handle, widgetClass: widget.widgetClass, gestures: gestures(of: widget))
        else { return nil }
        return widget
    }

    private func takeMutations() {
        (lastMutations, lastBodyEvaluations) = graph.takeRecords()
    }
}
