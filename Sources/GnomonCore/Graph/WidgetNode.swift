/// What a widget should look like now: its non-default properties (in its class's order), its CSS
/// classes, and whether it expands.
struct ResolvedWidget {
    var properties: [Property]
    var classes: [String]
    var expands: (horizontal: Bool, vertical: Bool)
    /// Whether the widget asks its stack for SwiftUI's rules
    /// (`LayoutChildTraits.needsSwiftUIStack`).
    var needsSwiftUIStack = false
}

/// A node that owns one host widget.
///
/// The node keeps the properties and classes it last wrote, and on every refresh writes only
/// what changed. Properties the user edits (an entry's `text`, a check button's `active`) are
/// protected: the model's value is written only when the *model* changed, and not when the
/// widget already shows it — so typing is never reset by an unrelated update, and a model
/// catching up with the user writes nothing.
@MainActor
class WidgetNode: ContainerNode {
    /// The container this widget goes into.
    unowned(unsafe) let container: ContainerNode
    /// A number unique in the graph, for tests and mutation logs.
    let id: Int
    let widgetClass: WidgetClass
    /// The non-default properties last written by the model, in the class's order.
    private(set) var properties: [Property] = []
    /// Values the user gave the widget since the model last wrote those properties.
    private var userValues: [Property] = []
    /// The CSS classes last written.
    private(set) var classes: [String] = []
    /// A window (a sheet's) holds a title bar beside its content.
    override var isWindow: Bool { widgetClass.children == .window }

    /// Whether the widget expands, as counted by its container.
    private(set) var expands: (horizontal: Bool, vertical: Bool) = (false, false)
    /// Whether the widget asks its stack for SwiftUI's rules, as counted by its container.
    private(set) var needsSwiftUIStack = false
    /// Whether its container counts it (`ContainerNode.countChild`): from being counted in to
    /// being counted out. Only then are changes to what is counted reported — a list row kept
    /// out of its slot is counted out, and counted in again, as it is now, when shown.
    var isCounted = false

    init(parent: Node, widgetClass: WidgetClass) {
        container = parent.containerForChildren
        self.widgetClass = widgetClass
        id = parent.graph.nextWidgetID()
        super.init(parent: parent, isConstructing: true)
    }

    /// What the widget should look like now. Subclasses describe their view.
    func resolve() -> ResolvedWidget {
        preconditionFailure("\(Self.self) must resolve its widget")
    }

    /// Called by the user's action on the widget; subclasses forward it to their view.
    func handle(_ event: WidgetEvent) {}

    /// The text the user edits in the widget, as the model holds it now; subclasses ask their
    /// view.
    var editedText: String? { nil }

    /// Whether `resolve` may read an `@Observable` property (through a binding's getter); if
    /// not, resolving skips Observation's tracking.
    var resolveReadsObservables: Bool { true }

    /// Creates the widget once the content nodes exist (their expansion decides this widget's
    /// properties), then puts the content's widgets into it.
    final func createWidget() {
        // The content's widgets go in below, without being counted one by one: count them now,
        // since whether they expand decides this widget's properties.
        child?.forEachTopLevelWidget { countChild($0, sign: 1) }
        let resolved = DependencyTracking.evaluate(self, observing: resolveReadsObservables, resolve)
        properties = resolved.properties
        classes = resolved.classes
        expands = resolved.expands
        needsSwiftUIStack = resolved.needsSwiftUIStack
        widget = makeHostWidget(properties: properties, classes: classes)
        _ = child?.attach(after: nil)
        graph.attachNodesAwaiting(self)
    }

    /// Asks the host for the widget, with its first properties and classes.
    func makeHostWidget(properties: [Property], classes: [String]) -> HostWidget {
        graph.makeWidget(for: self, properties: properties, classes: classes)
    }

    /// Resolving is this widget's evaluation unit: a binding it reads (a field's text, a
    /// toggle's state) makes it refresh when the bound value changes, with no body re-run.
    override func rerender() {
        refresh()
    }

    /// Brings the widget's properties and classes up to date, writing only what changed.
    final func refresh() {
        guard widget != nil else { return }
        isDirty = false
        let resolved = DependencyTracking.evaluate(self, observing: resolveReadsObservables, resolve)
        writeChangedProperties(resolved.properties)
        writeChangedClasses(resolved.classes)
        if resolved.expands != expands {
            let old = expands
            expands = resolved.expands
            if isCounted {
                container.childExpansionChanged(
                    horizontal: delta(old.horizontal, expands.horizontal),
                    vertical: delta(old.vertical, expands.vertical))
            }
        }
        if resolved.needsSwiftUIStack != needsSwiftUIStack {
            needsSwiftUIStack = resolved.needsSwiftUIStack
            if isCounted { container.childStackNeedChanged(needsSwiftUIStack ? 1 : -1) }
        }
    }

    override func childExpansionChanged(horizontal: Int, vertical: Int) {
        let before = childrenExpand
        super.childExpansionChanged(horizontal: horizontal, vertical: vertical)
        if !isConstructing && childrenExpand != before { refresh() }
    }

    override func childStackNeedChanged(_ delta: Int) {
        let before = childrenNeedSwiftUIStack
        super.childStackNeedChanged(delta)
        if !isConstructing && childrenNeedSwiftUIStack != before { refresh() }
    }

    /// Writes what changed between the last properties and `new`. Properties going back to
    /// their default are written first, then the others: a label leaving markup drops
    /// `use-markup` before its new text arrives, so the text is never parsed as markup. (Two
    /// merges of the short sorted lists, so the update allocates nothing.)
    private func writeChangedProperties(_ new: [Property]) {
        let old = properties
        properties = new
        forEachChange(from: old, to: new) { oldValue, newValue in
            if newValue == nil { write(newValue, replacing: oldValue) }
        }
        forEachChange(from: old, to: new) { oldValue, newValue in
            if newValue != nil { write(newValue, replacing: oldValue) }
        }
    }

    /// Writes the model's new value `newValue` (nil: the default of `oldValue`'s key), unless
    /// the widget already shows it because the user put it there.
    private func write(_ newValue: Property?, replacing oldValue: Property?) {
        let value = newValue ?? Property(key: oldValue!.key, value: widgetClass.defaultValue(for: oldValue!.key)!)
        if let index = userValues.firstIndex(where: { $0.key === value.key }) {
            let shown = userValues.remove(at: index)
            if shown == value { return }  // the widget already shows it
        }
        graph.set(value, on: self)
    }

    /// Calls `body` with the old and new property of each key whose value differs between the
    /// lists `old` and `new`, both in the class's order (nil where a list has none). Keys the
    /// model did not change are skipped, which keeps the user's edits. Values are compared
    /// where they lie; only a change copies its properties out.
    private func forEachChange(
        from old: [Property], to new: [Property], _ body: (Property?, Property?) -> Void
    ) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            let oldKey = i < old.count ? widgetClass.slot(of: old[i].key)! : .max
            let newKey = j < new.count ? widgetClass.slot(of: new[j].key)! : .max
            if oldKey == newKey {
                if old[i].value != new[j].value { body(old[i], new[j]) }
                i += 1
                j += 1
            } else if oldKey < newKey {
                body(old[i], nil)
                i += 1
            } else {
                body(nil, new[j])
                j += 1
            }
        }
    }

    private func writeChangedClasses(_ new: [String]) {
        guard new != classes else { return }
        for name in classes where !new.contains(name) {
            graph.removeClass(name, from: self)
        }
        for name in new where !classes.contains(name) {
            graph.addClass(name, to: self)
        }
        classes = new
    }

    // MARK: - Layout

    /// The layout attributes that apply to this widget: its own, then those of every node
    /// between it and its container, innermost first.
    final func layoutAttributes(intrinsic: IntrinsicLayout) -> LayoutAttributes {
        var layout = LayoutAttributes()
        let childrenExpand = self.childrenExpand
        layout.horizontal.childrenExpand = childrenExpand.horizontal
        layout.vertical.childrenExpand = childrenExpand.vertical
        layout.childrenNeedSwiftUIStack = childrenNeedSwiftUIStack
        for axis in Axis.allCases {
            let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
            if intrinsic.expand.contains(set) { layout[axis].expand = true }
            if intrinsic.rigid.contains(set) { layout[axis].expand = false }
            layout[axis].fills = intrinsic.fill.contains(set)
        }
        layout.horizontal.request = intrinsic.horizontalRequest
        layout.vertical.request = intrinsic.verticalRequest
        layout.widgetClass = widgetClass
        var node = parent
        let scope: AttributeScope = passesContentAttributes ? .layout : .all
        while let current = node, current !== container {
            current.applyAttributes(to: &layout, scope)
            node = current.parent
        }
        // Through layout modifiers' widgets, what the modifiers around them say of their
        // content; an element inside takes it, not the wrappers on the way.
        var wrapper = passesContentAttributes ? nil : container as? WidgetNode
        while let current = wrapper, current.passesContentAttributes {
            var node = current.parent
            while let above = node, above !== current.container {
                above.applyAttributes(to: &layout, .content)
                node = above.parent
            }
            wrapper = current.container as? WidgetNode
        }
        return layout
    }

    /// Whether the widget is a layout modifier's (a frame's, an offset's), which passes what
    /// the modifiers around it say of their content to the widget inside (`AttributeScope`).
    var passesContentAttributes: Bool { false }

    /// Refreshes the widget and, through a layout modifier's widget, the widgets inside,
    /// which take what the modifiers around it say of their content.
    final func refreshThroughWrappers() {
        refresh()
        if passesContentAttributes { child?.forEachTopLevelWidget { $0.refreshThroughWrappers() } }
    }

    /// The GTK properties for `layout`, placed as the container places its children.
    final func addLayoutProperties(_ layout: LayoutAttributes, to list: inout PropertyList) {
        let placement = container.childPlacement
        list.add(.halign, layout.horizontal.alignment(placement: placement.horizontal))
        list.add(.valign, layout.vertical.alignment(placement: placement.vertical))
        list.add(.hexpand, layout.horizontal.expand)
        list.add(.vexpand, layout.vertical.expand)
        list.add(.marginStart, layout.horizontal.marginBefore)
        list.add(.marginEnd, layout.horizontal.marginAfter)
        list.add(.marginTop, layout.vertical.marginBefore)
        list.add(.marginBottom, layout.vertical.marginAfter)
        list.add(.widthRequest, layout.horizontal.request ?? -1)
        list.add(.heightRequest, layout.vertical.request ?? -1)
        list.add(.sensitive, layout.sensitive)
        list.add(.tooltipText, layout.tooltip)
        // GTK keeps opacity in 1/255 steps: the model holds the step GTK will read back.
        list.add(.opacity, layout.isHidden ? 0 : (layout.opacity * 255).rounded() / 255)
        list.add(.canTarget, !layout.isHidden)
        list.add(.canFocus, !layout.isHidden)
        if let shortcut = layout.shortcut, widgetClass.maps(.shortcut) { list.add(.shortcut, shortcut.gtkTrigger) }
        // Rarely set, so checked before the list compares them with their defaults.
        if !layout.gestures.isEmpty { list.add(.gestures, layout.gestures) }
        if let cell = layout.gridCell { list.add(.gridCell, cell) }
        if layout.scrollTargets == true { list.add(.scrollTargets, true) }
        if let mode = layout.blendMode { list.add(.blendMode, mode) }
        if !layout.layoutChild.isEmpty { list.add(.layoutChild, layout.layoutChild) }
        if let focus = layout.focus { list.add(.focused, focus) }
        if let menu = layout.contextMenu { list.add(.contextMenu, menu) }
        if let dialog = layout.dialog {
            list.add(.dialog, .message(dialog))
        } else if let fileDialog = layout.fileDialog {
            list.add(.dialog, .fileChooser(fileDialog))
        }
        if !layout.accessibility.isEmpty { list.add(.accessibility, layout.accessibility) }
    }

    // MARK: - Events

    func widget(didEmit event: WidgetEvent) {
        guard isMounted else { return }
        if event.isGesture { return deliverGesture(event) }
        if case .textEdited(let edit) = event { return take(edit) }
        if let shown = event.changedProperty {
            userValues.removeAll { $0.key == shown.key }
            let modelValue = properties.first { $0.key == shown.key }?.value ?? widgetClass.defaultValue(for: shown.key)
            if shown.value != modelValue { userValues.append(shown) }
        }
        handle(event)
    }

    /// Takes the user's change to a text view's text at the cost of the change, not of the text.
    ///
    /// When the model holds the very string the widget shows (the node's record of it holds
    /// it too, so it cannot have changed), the node lets go of that record, so that the model's
    /// string is the only holder of its storage and the view's binding changes it where it lies
    /// (a copy of the whole text per keystroke is what this avoids). Otherwise — the model's
    /// text has a NUL the widget shows as "␀", or changed and is not written yet — the change
    /// goes into the widget's text, which the model takes whole.
    ///
    /// Then, if the binding took the change as typed (`TextEdit.isApplied`), its new text is
    /// what the widget shows, and the update writes nothing; if it refused or altered it, the
    /// update writes the model's text back. The widget's text had no NUL (`HostString` saw to
    /// it), nor has a keystroke, so the new text is vouched for: the update does not scan it.
    private func take(_ edit: TextEdit) {
        var edit = edit
        let (holdsShownText, modelCount) = modelHoldsShownText()
        if !holdsShownText {
            var whole = shownText() ?? ""
            edit.apply(to: &whole)
            edit = TextEdit(replacing: 0..<modelCount, with: whole)
        }
        releaseShownText()
        handle(.textEdited(edit))
        let text = DependencyTracking.untracked { editedText } ?? ""
        if edit.isApplied(in: text, toTextOf: modelCount) {
            if !edit.replacement.utf8.contains(0) { HostString.vouch(for: text) }
            userValues.append(Property(key: PropertyKey.text, value: .string(text)))
        } else {
            // Not now: GTK is in the middle of the change.
            invalidate(because: "a text edit the binding did not take as typed")
        }
    }

    /// Writes the model's text over the user's, if the widget still shows theirs once the model
    /// has taken what it would: a formatted field shows its value formatted again (or the last
    /// good value, if the text did not parse) when the user finishes editing.
    final func showModelText() {
        refresh()
        let key = PropertyKey.text
        guard let index = userValues.firstIndex(where: { $0.key === key }) else { return }
        userValues.remove(at: index)
        graph.set(properties.first { $0.key === key } ?? Property(key: key, value: widgetClass.defaultValue(for: key)!), on: self)
    }

    /// The text the user gave the widget since the model last wrote it, if any.
    final var userText: String? {
        userValues.first { $0.key === PropertyKey.text }.flatMap { PropertyKey.text.value(of: $0.value) }
    }

    /// The text the widget shows, as the node holds it: the user's last, or the model's.
    private func shownText() -> String? {
        let key = PropertyKey.text
        let shown = userValues.first { $0.key === key } ?? properties.first { $0.key === key }
        return shown.flatMap { key.value(of: $0.value) }
    }

    /// Whether the model's text is the very string the widget shows, and its UTF-8 length.
    /// Nothing read here outlives the call, so nothing holds the model's string after it.
    private func modelHoldsShownText() -> (Bool, Int) {
        let model = DependencyTracking.untracked { editedText } ?? ""
        return (HostString.isSameString(model, shownText() ?? ""), model.utf8.count)
    }

    /// Forgets the text the widget shows, which the node holds as the model's last text or the
    /// user's (and a vouch may hold), so that nothing but the model holds it.
    private func releaseShownText() {
        let key = PropertyKey.text
        userValues.removeAll { $0.key === key }
        properties.removeAll { $0.key === key }
        HostString.withdrawVouch()
    }

    /// Hands a gesture to the gesture modifiers around this widget (those that gave it its
    /// gestures), innermost first, until one takes it.
    private func deliverGesture(_ event: WidgetEvent) {
        var node = parent
        while let current = node, current !== container {
            if current.handleGesture(event) { return }
            node = current.parent
        }
    }

    // MARK: - Tree

    override func forEachTopLevelWidget(_ body: (WidgetNode) -> Void) {
        body(self)
    }

    override var lastWidget: WidgetNode? { self }

    override func unmount() {
        super.unmount()
        graph.release(self)
    }
}

private func delta(_ old: Bool, _ new: Bool) -> Int {
    old == new ? 0 : (new ? 1 : -1)
}

/// Collects a widget's non-default properties.
struct PropertyList {
    let widgetClass: WidgetClass
    /// The properties added, in the class's order (`WidgetClass.slot(of:)`).
    private(set) var properties: [Property] = []

    init(_ widgetClass: WidgetClass) {
        self.widgetClass = widgetClass
        properties.reserveCapacity(widgetClass.defaults.count)
    }

    /// Adds the property `key` with `value`, unless that is the class default, in the class's
    /// order. A list holds only the few properties that differ from their defaults, so keeping
    /// it in order as it grows costs less than sorting it at the end.
    ///
    /// ```swift
    /// list.add(.label, "Hello")
    /// ```
    mutating func add<Value>(_ key: WidgetProperty<Value>, _ value: Value) {
        guard let slot = widgetClass.slot(of: key) else {
            assertionFailure("\(widgetClass) does not map \(key)")
            return
        }
        let value = value.propertyValue
        guard value != widgetClass.defaultValues[slot] else { return }
        var index = properties.count
        while index > 0, widgetClass.slot(of: properties[index - 1].key)! > slot { index -= 1 }
        properties.insert(Property(key: key, value: value), at: index)
    }
}
