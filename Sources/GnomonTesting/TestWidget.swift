import GnomonCore

/// The test host's record of one widget.
///
/// Children are a doubly linked list, as in GTK (first and last child, previous and next
/// sibling), so inserting, moving and removing a child take constant time at any position and
/// a benchmark of 100,000 rows measures the reconciler, not this record. A parent owns its
/// children (through `firstChild` and each `next`); every other link is unowned.
@MainActor
final class TestWidget: CustomStringConvertible {
    /// Records alive in every `TestHost`: each host's root, widgets and list slots.
    static var liveCount = 0

    let id: Int
    /// Nil for the root.
    let widgetClass: WidgetClass?
    /// The value of each property the class maps, in the order of its `defaults`.
    private var values: [PropertyValue]
    var classes: [String]
    private(set) unowned var parent: TestWidget?
    private(set) var firstChild: TestWidget?
    private(set) unowned var lastChild: TestWidget?
    private(set) var next: TestWidget?
    private(set) unowned var previous: TestWidget?
    var sink: (any WidgetEventSink)?
    var isReleased = false
    /// For a list: where its rows come from, and the first row of the window of rows it binds.
    weak var rowSource: (any ListRowSource)?
    var firstShownRow = 0
    /// For a list: the rows GTK tracks, and keeps bound wherever the list scrolls: the row with
    /// the keyboard focus (the first; the test hosts move no focus) and the row last clicked
    /// without Shift, which a Shift+click extends the selection from.
    var focusRow = 0
    var anchorRow: Int?
    /// For a list's row (a slot): the row it shows, that row's identity, and whether it is
    /// shown selected (as GTK's list item is: asked when bound, and when told the selection
    /// changed).
    let isSlot: Bool
    var rowIndex = -1
    var rowIdentity: AnyHashable?
    var isSelected = false
    /// For a sheet's window: the title its views give it.
    var title: String?
    /// For a widget the app made (`WidgetClass.representable`): what its representable's
    /// `makeWidget` returned.
    var made: Any?

    /// The name a dump prints: the class's GType name, or the type of what the app made.
    var className: String {
        if let made { return _typeName(type(of: made), qualified: false) }
        return widgetClass?.name ?? "root"
    }

    init(id: Int, widgetClass: WidgetClass?, properties: [Property], classes: [String]) {
        Self.liveCount += 1
        isSlot = false
        self.id = id
        self.widgetClass = widgetClass
        self.classes = classes
        values = widgetClass?.defaultValues ?? []
        for property in properties { set(property) }
    }

    /// A list's slot for the row at `index`: a one-child container the host owns.
    init(slotFor index: Int, identity: AnyHashable) {
        Self.liveCount += 1
        id = 0
        widgetClass = nil
        classes = []
        isSlot = true
        values = []
        rowIndex = index
        rowIdentity = identity
    }

    var handle: WidgetHandle { WidgetHandle(id: id, className: className) }

    nonisolated var description: String { "widget #\(id)" }

    /// The value of the property `key`; nil if the class does not map it.
    subscript(key: PropertyKey) -> PropertyValue? {
        widgetClass?.slot(of: key).map { values[$0] }
    }

    /// Gives the widget `property`, which its class maps. A range's value is kept within its
    /// bounds, as `GtkAdjustment` keeps it.
    func set(_ property: Property) {
        guard let slot = widgetClass?.slot(of: property.key) else {
            preconditionFailure("\(self) does not map \(property.key)")
        }
        if property.key === PropertyKey.value, case .double(let value) = property.value {
            values[slot] = .double(clampedToRange(value))
        } else {
            values[slot] = property.value
        }
    }

    /// Makes the user's change to a text view's text where it lies, as `GtkTextBuffer` does.
    func apply(_ change: TextEdit) {
        let slot = widgetClass!.slot(of: PropertyKey.text)!
        var text = PropertyKey.text.value(of: values[slot]) ?? ""
        values[slot] = .null  // the text's only holder is now `text`: the change copies nothing
        change.apply(to: &text)
        values[slot] = .string(text)
    }

    /// Whether the widget is a check button or toggle button in a radio group
    /// (`WidgetClass.radioGroup`): choosing it unchooses the others, and it cannot be unchosen
    /// by a click.
    var isGrouped: Bool {
        (widgetClass == .checkButton || widgetClass == .toggleButton) && parent?.widgetClass == .radioGroup
    }

    /// The other buttons of its radio group that are chosen.
    var chosenSiblings: [TestWidget] {
        parent?.children.filter { $0 !== self && $0[.active] == .bool(true) } ?? []
    }

    /// `value` within the widget's range, as `gtk_adjustment_set_value` puts it.
    func clampedToRange(_ value: Double) -> Double {
        guard case .double(let lower) = self[.lower], case .double(let upper) = self[.upper] else { return value }
        return max(lower, min(value, upper))
    }

    var nonDefaultProperties: [Property] {
        zip(widgetClass!.defaults, values).compactMap { initial, value in
            value == initial.value ? nil : Property(key: initial.key, value: value)
        }
    }

    /// Whether the widget and every ancestor are sensitive, as GTK requires for input.
    var isSensitive: Bool {
        var widget: TestWidget? = self
        while let current = widget {
            if current[.sensitive] == .bool(false) { return false }
            widget = current.parent
        }
        return true
    }

    /// Whether `root` is an ancestor of this widget.
    func isInTree(of root: TestWidget) -> Bool {
        var widget = parent
        while let current = widget {
            if current === root { return true }
            widget = current.parent
        }
        return false
    }

    /// The name a screen reader reads, if the widget's accessibility attributes give one.
    var accessibilityLabel: String? {
        self[.accessibility].flatMap { PropertyKey.accessibility.value(of: $0) }??.label
    }

    /// Every widget below this one, depth first.
    var descendants: [TestWidget] {
        var result: [TestWidget] = []
        func visit(_ widget: TestWidget) {
            for child in widget.children {
                result.append(child)
                visit(child)
            }
        }
        visit(self)
        return result
    }

    /// The children, first to last.
    var children: [TestWidget] {
        var result: [TestWidget] = []
        var child = firstChild
        while let current = child {
            result.append(current)
            child = current.next
        }
        return result
    }

    /// Puts `child` (in no container) right after `sibling`, or first when nil.
    func link(_ child: TestWidget, after sibling: TestWidget?) {
        assert(child.parent == nil && child.next == nil && child.previous == nil)
        if let sibling {
            precondition(sibling.parent === self, "anchor \(sibling) is not a child of \(self)")
            child.next = sibling.next
            child.previous = sibling
            sibling.next = child
        } else {
            child.next = firstChild
            firstChild = child
        }
        if let next = child.next { next.previous = child } else { lastChild = child }
        child.parent = self
    }

    /// Takes `child` out of this widget's children.
    func unlink(_ child: TestWidget) {
        precondition(child.parent === self, "\(child) is not a child of \(self)")
        if let next = child.next { next.previous = child.previous } else { lastChild = child.previous }
        if let previous = child.previous { previous.next = child.next } else { firstChild = child.next }
        child.next = nil
        child.previous = nil
        child.parent = nil
    }

    /// Lets go of the children one by one: a long list released at once would otherwise be
    /// freed by a recursion as deep as the list is long. Children kept alive elsewhere (by the
    /// reconciler) no longer point to this widget.
    isolated deinit {
        Self.liveCount -= 1
        var child = firstChild
        firstChild = nil
        while let current = child {
            child = current.next
            current.next = nil
            current.previous = nil
            current.parent = nil
        }
    }
}
