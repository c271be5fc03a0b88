import Synchronization

/// A GTK widget class Gnomon creates, with the properties it maps and their GTK defaults.
///
/// A widget's properties are kept as the list of those that differ from these defaults; that
/// list is what `dump()` prints. `GtkTestHost` holds the defaults to GTK's own: a test creates
/// each class fresh and compares every mapped property.
public final class WidgetClass: Hashable, Sendable, CustomStringConvertible {
    /// The GType name, such as `GtkLabel`.
    public let name: String
    /// Every mapped property at its GTK default, sorted by name: the order a widget's
    /// properties are written in and dumped.
    public let defaults: [Property]
    /// The values of `defaults`, in the same order: a host can keep a widget's properties as
    /// a copy of this, indexed by `slot(of:)`.
    package let defaultValues: [PropertyValue]
    /// The class's position among all classes, for per-class tables in a host.
    package let index: Int
    /// Each key's position in `defaults`, indexed by the key's `index`; -1 for keys not mapped.
    private let slotByKey: [Int]

    /// What the class is to layout and styling, beyond its properties.
    ///
    /// ```swift
    /// WidgetClass.label.traits.contains(.unpadded)   // true: a class around it pads it
    /// ```
    public struct Traits: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// GTK's theme gives it no padding of its own: a style class around it takes the
        /// padding inside as CSS padding (see `LayoutAttributes.enclose()`), where a button's or
        /// an entry's would replace the theme's.
        public static let unpadded = Traits(rawValue: 1 << 0)
        /// A control `.controlSize(_:)` sizes: a button of any kind, a field, a spin button, a
        /// button that opens a drop-down, menu or chooser.
        public static let sizedControl = Traits(rawValue: 1 << 1)
    }

    /// How many children a widget of the class holds, and how: what both hosts' containers
    /// go by.
    ///
    /// ```swift
    /// WidgetClass.paned.children   // .two: the start pane, then the end pane
    /// ```
    public enum Children: Sendable {
        /// None: a control or a leaf.
        case none
        /// At most one.
        case one
        /// At most two, each with its own place: a split view's panes, a titled frame's title
        /// and content.
        case two
        /// Any number, in view order.
        case ordered
        /// A window's content and, first, its title bar (a header bar).
        case window
    }

    public let traits: Traits
    /// How its widgets hold children.
    public let children: Children
    /// What its widgets are to assistive technologies, GTK's name for the role
    /// (`GtkAccessibleRole`'s nick, "list"), when not the role GTK gives the GType: GTK takes
    /// it only as it makes the widget.
    public let accessibleRole: String?

    /// A class named `name` (its GType name) with the properties every widget has and
    /// `specific`, `traits`, and `children`.
    init(
        _ name: String, _ specific: [PropertyKey], _ traits: Traits = [], children: Children = .none, accessibleRole: String? = nil
    ) {
        self.name = name
        self.traits = traits
        self.children = children
        self.accessibleRole = accessibleRole
        index = Self.classCount.add(1, ordering: .relaxed).oldValue
        let keys = (Self.widgetKeys + specific).sorted { $0.name < $1.name }
        defaults = keys.map { Property(key: $0, value: $0.defaultValue) }
        defaultValues = defaults.map(\.value)
        var table = [Int](repeating: -1, count: PropertyKey.count)
        for (slot, key) in keys.enumerated() {
            precondition(table[key.index] == -1, "\(name) maps \(key.name) twice")
            table[key.index] = slot
        }
        slotByKey = table
    }

    private static let classCount = Atomic<Int>(0)

    /// The properties every `GtkWidget` has.
    private static let widgetKeys: [PropertyKey] = [
        .halign, .valign, .hexpand, .vexpand, .marginTop, .marginBottom, .marginStart, .marginEnd,
        .widthRequest, .heightRequest, .sensitive, .tooltipText, .opacity, .canTarget, .canFocus, .gestures,
        .gridCell, .layoutChild, .accessibility, .focused, .contextMenu, .dialog, .scrollTargets,
        .blendMode,
    ]

    /// The GTK default of `key` on this class; nil if the class does not map it.
    public func defaultValue(for key: PropertyKey) -> PropertyValue? {
        slot(of: key).map { defaultValues[$0] }
    }

    /// The position of `key` in `defaults`; nil if the class does not map it.
    package func slot(of key: PropertyKey) -> Int? {
        key.index < slotByKey.count && slotByKey[key.index] >= 0 ? slotByKey[key.index] : nil
    }

    /// Whether the class maps `key`.
    public func maps(_ key: PropertyKey) -> Bool {
        slot(of: key) != nil
    }

    /// Whether `property` is the class default, so that a widget need not store or print it.
    public func isDefault(_ property: Property) -> Bool {
        defaultValue(for: property.key) == property.value
    }

    public var description: String { name }
    /// Each class exists once (the static members below), so identity is equality.
    public static func == (lhs: WidgetClass, rhs: WidgetClass) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// GTK's `GtkLabel`, measuring wrapped text consistently (`GnomonLabel`, a subclass).
    public static let label = WidgetClass(
        "GnomonLabel",
        [.label, .useMarkup, .wrap, .naturalWrapMode, .ellipsize, .lines, .xalign, .yalign, .justify, .labelSelectable],
        .unpadded)
    public static let button = WidgetClass("GtkButton", [.label, .iconName, .shortcut], .sizedControl, children: .one)
    /// A button whose look a `ButtonStyle` makes: it also reports being pressed and let go.
    public static let pressableButton = WidgetClass("GtkButton", [.label, .iconName, .shortcut], .sizedControl, children: .one)
    public static let box = WidgetClass("GtkBox", [.orientation, .spacing, .layout], .unpadded, children: .ordered)
    /// A `GtkOverlay` that blends a layer with a `blend-mode` with the layers under it.
    public static let overlay = WidgetClass("GnomonOverlay", [], .unpadded, children: .ordered)
    public static let separator = WidgetClass("GtkSeparator", [.orientation])
    public static let scrolledWindow = WidgetClass(
        "GtkScrolledWindow", [.hscrollbarPolicy, .vscrollbarPolicy, .scrollTargetBehavior], children: .one)
    public static let image = WidgetClass("GtkImage", [.iconName, .pixelSize], .unpadded)
    /// A picture from a file, drawn at its own size or scaled to its space
    /// (`PropertyKey.imageScaling`): Gnomon's own widget, as GTK 4.8's `GtkPicture` cannot
    /// keep to a frame smaller than the picture.
    public static let picture = WidgetClass("GnomonPicture", [.file, .bitmap, .imageScaling], .unpadded)
    public static let entry = WidgetClass(
        "GtkEntry", [.text, .placeholderText, .editable, .inputPurpose, .inputHints, .hasFrame, .reportsEditing], .sizedControl)
    public static let checkButton = WidgetClass("GtkCheckButton", [.label, .active, .shortcut], children: .one)
    public static let toggleSwitch = WidgetClass("GtkSwitch", [.active, .shortcut])
    /// Gnomon's own container that draws its child with an effect (`PropertyKey.effect`):
    /// cut to an outline, with a shadow, blurred, or masked by its first child.
    public static let effect = WidgetClass("GnomonEffect", [.effect], .unpadded, children: .ordered)
    /// Gnomon's own container whose children a `Layout` sizes and places (`PropertyKey.layout`).
    public static let layout = WidgetClass("GnomonLayout", [.layout], .unpadded, children: .ordered)
    /// Draws a shape (`PropertyKey.drawing`), at the size it is given.
    public static let drawingArea = WidgetClass("GnomonDrawingArea", [.drawing], .unpadded)
    /// A slider: its range and value live in its `GtkAdjustment`.
    public static let scale = WidgetClass("GtkScale", [.lower, .upper, .stepIncrement, .value, .reportsEditing])
    /// A stepper: like a slider, its range and value live in its `GtkAdjustment`.
    public static let spinButton = WidgetClass("GtkSpinButton", [.digits, .integerWidth, .lower, .upper, .stepIncrement, .value], .sizedControl)
    public static let progressBar = WidgetClass("GtkProgressBar", [.fraction])
    public static let spinner = WidgetClass("GtkSpinner", [.spinning])
    public static let levelBar = WidgetClass("GtkLevelBar", [.minValue, .maxValue, .value])
    public static let linkButton = WidgetClass("GtkLinkButton", [.label, .uri], .sizedControl)
    public static let passwordEntry = WidgetClass("GtkPasswordEntry", [.text, .placeholderText, .showPeekIcon, .editable], .sizedControl)
    /// A group box: a frame with an optional title, holding one child.
    public static let frame = WidgetClass("GtkFrame", [.label], children: .one)
    /// A disclosure group: a title the user clicks to show or hide its one child.
    public static let expander = WidgetClass("GtkExpander", [.label, .expanded], children: .one)
    /// A picker's menu: a drop-down of titles.
    public static let dropDown = WidgetClass("GtkDropDown", [.model, .selected], .sizedControl)
    /// One choice of a segmented picker.
    public static let toggleButton = WidgetClass("GtkToggleButton", [.label, .active, .shortcut], .sizedControl, children: .one)
    /// A box whose check buttons or toggle buttons are one group: choosing one unchooses the
    /// others, as radio buttons do.
    public static let radioGroup = WidgetClass("GtkBox", [.orientation, .spacing], children: .ordered)
    /// A text editor: its text lives in its `GtkTextBuffer`.
    public static let textView = WidgetClass(
        "GtkTextView", [.text, .wrapMode, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .inputPurpose, .inputHints])
    /// A static `List`'s rows, one under another: a list to assistive technologies.
    public static let staticList = WidgetClass("GtkBox", [.orientation], .unpadded, children: .ordered, accessibleRole: "list")
    /// One row of a static `List`: an item of the list to assistive technologies, named by its
    /// text.
    public static let staticListItem = WidgetClass("GtkBox", [.orientation], .unpadded, children: .ordered, accessibleRole: "list-item")
    /// A time's fields, hour before minute whatever the text direction.
    public static let timeFields = WidgetClass("GtkBox", [.orientation, .spacing, .leftToRight], .unpadded, children: .ordered)
    /// A list of rows, as a form's section shows its controls (`boxed-list`).
    public static let listBox = WidgetClass("GtkListBox", [.selectionMode, .showSeparators], children: .ordered)
    /// One row of a list box, holding one child. Whether it is activatable follows what it
    /// holds (`activatedByFormRow`), which the host finds.
    public static let listBoxRow = WidgetClass("GtkListBoxRow", [.selectable, .focusable], children: .one)
    /// A colour picker: a button that shows its colour and opens GTK's colour chooser.
    public static let colorButton = WidgetClass("GtkColorButton", [.rgba, .useAlpha], .sizedControl)
    /// A split view: two panes side by side or one above the other, with a handle between them
    /// the user drags.
    public static let paned = WidgetClass("GtkPaned", [.focusable, .orientation, .resizeStartChild, .shrinkStartChild, .shrinkEndChild], children: .two)
    /// A group box titled by a view: a frame whose label widget is its first child.
    public static let labeledFrame = WidgetClass("GtkFrame", [], children: .two)
    /// A disclosure group titled by a view: an expander whose label widget is its first child.
    public static let labeledExpander = WidgetClass("GtkExpander", [.expanded], children: .two)
    /// A button that opens a menu.
    public static let menuButton = WidgetClass("GtkMenuButton", [.label, .iconName, .menuModel, .primary], .sizedControl)
    /// A menu button whose popover is its child (a date picker's calendar).
    public static let popoverButton = WidgetClass("GtkMenuButton", [.label], .sizedControl, children: .one)
    /// A popover: a bubble pointing at its button, holding one child.
    public static let popover = WidgetClass("GtkPopover", [], children: .one)
    /// A month's days, one selected.
    public static let calendar = WidgetClass("GtkCalendar", [.calendarDay])
    /// Rows and columns: each child carries its cell (`grid-cell`).
    public static let grid = WidgetClass("GtkGrid", [.rowSpacing, .columnSpacing], .unpadded, children: .ordered)
    /// A virtualized list: its rows come from a `ListRowSource` (see `Host.setRowSource`).
    public static let listView = WidgetClass("GtkListView", [.deletesRows, .movesRows, .listOrientation])
    /// A virtualized grid: cells from a `ListRowSource`, in lines of `min-columns` to
    /// `max-columns` cells across its orientation.
    public static let gridView = WidgetClass("GtkGridView", [.listOrientation, .minColumns, .maxColumns])

    /// A search bar: shown while searching (Ctrl+F), holding its search field.
    public static let searchBar = WidgetClass("GtkSearchBar", [.searchModeEnabled, .shortcut], children: .one)
    /// A search field: Escape in it stops the search.
    public static let searchEntry = WidgetClass("GtkSearchEntry", [.text, .placeholderText, .editable], .sizedControl)

    /// A view with a popover or sheet attached: a box holding the view, a popover parented to
    /// it, a sheet's window in front of its window.
    public static let presentationAnchor = WidgetClass("GtkBox", [.orientation], .unpadded, children: .ordered)
    /// A popover the app shows and the user closes (`.popover(isPresented:)`).
    public static let presentedPopover = WidgetClass("GtkPopover", [.presented, .popoverPosition], children: .one)

    /// A window's header bar (its title bar): its children are the parts below.
    public static let headerBar = WidgetClass("GtkHeaderBar", [], children: .ordered)
    /// The items packed at the start of a header bar.
    public static let headerBarStart = WidgetClass("GtkBox", [.orientation, .spacing], .unpadded, children: .ordered)
    /// The items in place of a header bar's title.
    public static let headerBarTitle = WidgetClass("GtkBox", [.orientation, .spacing], .unpadded, children: .ordered)
    /// The items packed at the end of a header bar.
    public static let headerBarEnd = WidgetClass("GtkBox", [.orientation, .spacing], .unpadded, children: .ordered)

    /// A navigation stack: pages, of which it shows the last (`NavigationStack`).
    public static let navigationStack = WidgetClass("GtkStack", [.transitionType], children: .ordered)
    /// Tabs: pages, of which it shows the one visible (`TabView`).
    public static let tabStack = WidgetClass("GtkStack", [.transitionType], children: .ordered)
    /// One page of a navigation stack or tab view, or a column of a navigation split view: a
    /// box holding its views.
    public static let stackPage = WidgetClass("GtkBox", [.orientation, .spacing, .visible], .unpadded, children: .ordered)

    /// A sheet: a modal window in front of its anchor's, with a title bar and one child.
    public static let sheetWindow = WidgetClass("GtkWindow", [.presented, .deletable], children: .window)

    /// A widget the app made (a `WidgetRepresentable`'s), of whatever GType it is: Gnomon writes
    /// only what every widget has. Not among `all`, as no host makes one.
    public static let representable = WidgetClass("GtkWidget", [])

    /// The controls a `Form` row passes a click to: a click anywhere on a row holding exactly
    /// one switch, check box or disclosure group toggles it, as GNOME's settings rows do. Both
    /// hosts find the row's control by this set.
    ///
    /// ```swift
    /// let togglesFromRow = WidgetClass.activatedByFormRow.contains(.toggleSwitch)   // true
    /// ```
    public static let activatedByFormRow: Set<WidgetClass> = [.toggleSwitch, .checkButton, .expander, .labeledExpander]

    /// Every class Gnomon creates.
    public static let all: [WidgetClass] = [
        .label, .button, .pressableButton, .box, .overlay, .separator, .scrolledWindow, .image, .picture, .entry,
        .checkButton, .toggleSwitch, .listView, .drawingArea, .effect, .layout, .scale, .spinButton, .progressBar,
        .spinner, .levelBar, .linkButton, .passwordEntry, .frame, .expander, .dropDown, .toggleButton, .radioGroup,
        .textView, .timeFields, .staticList, .staticListItem, .listBox, .listBoxRow, .colorButton, .paned, .labeledFrame, .labeledExpander, .grid, .menuButton,
        .popoverButton, .popover, .calendar, .gridView, .searchBar, .searchEntry, .presentationAnchor,
        .presentedPopover, .headerBar, .headerBarStart, .headerBarTitle, .headerBarEnd,
        .navigationStack, .tabStack, .stackPage, .sheetWindow,
    ]
}
