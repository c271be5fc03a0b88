/// The widget properties Gnomon maps: each one's GTK name, value type and default, in one
/// place. A `WidgetClass` lists those it has.
extension PropertyKey {
    public static let active = WidgetProperty<Bool>("active", default: false, editedByUser: true)
    /// Whether a widget can have the keyboard focus.
    public static let canFocus = WidgetProperty<Bool>("can-focus", default: true)
    /// Whether a widget takes pointer input (clicks, hovering).
    public static let canTarget = WidgetProperty<Bool>("can-target", default: true)
    /// Whether a widget itself takes the keyboard focus (what is inside it may still): a form's
    /// row does not, its control does.
    public static let focusable = WidgetProperty<Bool>("focusable", default: true)
    /// How a `GnomonEffect` draws its child (Gnomon's own, not a GTK property).
    public static let effect = WidgetProperty<DrawingEffect?>("effect", default: nil)
    /// The `Layout` a `GnomonLayout` runs (Gnomon's own, not a GTK property).
    public static let layout = WidgetProperty<LayoutDescription?>("layout", default: nil)
    /// What a child tells the `Layout` placing it (Gnomon's own: `layoutPriority`, `layoutValue`).
    public static let layoutChild = WidgetProperty<LayoutChildTraits?>("layout-child", default: nil)
    /// How many decimals a spin button shows.
    public static let digits = WidgetProperty<Int>("digits", default: 0)
    /// What a drawing area draws (Gnomon's own, not a GTK property).
    public static let drawing = WidgetProperty<ShapeDrawing?>("drawing", default: nil)
    public static let bottomMargin = WidgetProperty<Int>("bottom-margin", default: 0)
    public static let ellipsize = WidgetProperty<EllipsizeMode>("ellipsize", default: .none)
    /// How the lines of a label line up.
    public static let justify = WidgetProperty<Justification>("justify", default: .left)
    /// Whether the user can select a label's text (GTK's default differs from a list box
    /// row's `selectable`, hence a key of its own).
    public static let labelSelectable = WidgetProperty<Bool>("selectable", default: false)
    /// Whether a disclosure group's content shows; the user toggles it.
    public static let expanded = WidgetProperty<Bool>("expanded", default: false, editedByUser: true)
    /// An image's file path.
    public static let file = WidgetProperty<String?>("file", default: nil)
    /// The pixels a picture shows (Gnomon's own, not a GTK property).
    public static let bitmap = WidgetProperty<PictureBitmap?>("bitmap", default: nil)
    /// How a picture fills the space it is given (Gnomon's own: `GnomonPicture` draws it).
    public static let imageScaling = WidgetProperty<ImageScaling>("image-scaling", default: .natural)
    /// How much of a progress bar is filled, from 0 to 1.
    public static let fraction = WidgetProperty<Double>("fraction", default: 0)
    public static let halign = WidgetProperty<WidgetAlign>("halign", default: .fill)
    public static let heightRequest = WidgetProperty<Int>("height-request", default: -1)
    /// Tri-state: nil means "not set", so GTK computes expansion from the children
    /// (`gtk_widget_compute_expand`); false stops that, as a fixed frame must.
    public static let hexpand = WidgetProperty<Bool?>("hexpand", default: nil)
    public static let hscrollbarPolicy = WidgetProperty<ScrollbarPolicy>("hscrollbar-policy", default: .automatic)
    public static let iconName = WidgetProperty<String?>("icon-name", default: nil)
    /// The size an image draws its icon at, in pixels; -1 for the theme's size.
    public static let pixelSize = WidgetProperty<Int>("pixel-size", default: -1)
    /// What a text field is for, for on-screen keyboards and input methods.
    public static let inputPurpose = WidgetProperty<InputPurpose>("input-purpose", default: .freeForm)
    /// How input methods treat a text field's text (capitals, spell checking).
    public static let inputHints = WidgetProperty<InputHints>("input-hints", default: .none)
    /// A label's text, or a button's or check button's title. An empty title is no title:
    /// GTK reads it back as NULL or "" depending on the class, and Gnomon never writes "".
    public static let label = WidgetProperty<String?>("label", default: nil)
    /// A wrapping, ellipsizing label's line limit; -1 for none.
    public static let lines = WidgetProperty<Int>("lines", default: -1)
    /// Whether a box keeps its children left to right in a right-to-left layout, as a time
    /// reads ("19:00"): GTK's widget direction (Gnomon's own name; GTK has no such property).
    public static let leftToRight = WidgetProperty<Bool>("left-to-right", default: false)
    /// Space between a text view's edge and its text, in pixels: leading, trailing, top, bottom.
    public static let leftMargin = WidgetProperty<Int>("left-margin", default: 0)
    /// The least value of a range (a slider's), held by its `GtkAdjustment`.
    public static let lower = WidgetProperty<Double>("lower", default: 0)
    public static let marginBottom = WidgetProperty<Int>("margin-bottom", default: 0)
    public static let marginEnd = WidgetProperty<Int>("margin-end", default: 0)
    public static let marginStart = WidgetProperty<Int>("margin-start", default: 0)
    public static let marginTop = WidgetProperty<Int>("margin-top", default: 0)
    /// The most cells a grid view puts in a line across its orientation.
    public static let maxColumns = WidgetProperty<Int>("max-columns", default: 7)
    /// The fewest cells a grid view puts in a line across its orientation.
    public static let minColumns = WidgetProperty<Int>("min-columns", default: 1)
    /// The greatest value of a level bar (a gauge).
    public static let maxValue = WidgetProperty<Double>("max-value", default: 1)
    /// The least value of a level bar.
    public static let minValue = WidgetProperty<Double>("min-value", default: 0)
    /// The titles a drop-down offers, in order.
    public static let model = WidgetProperty<[String]>("model", default: [])
    public static let naturalWrapMode = WidgetProperty<NaturalWrapMode>("natural-wrap-mode", default: .inherit)
    /// How opaque a widget is drawn, with what is inside it: 0 transparent, 1 opaque.
    public static let opacity = WidgetProperty<Double>("opacity", default: 1)
    public static let orientation = WidgetProperty<Axis>("orientation", default: .horizontal)
    /// A list view's direction (GTK's default differs from a box's, hence a key of its own).
    public static let listOrientation = WidgetProperty<Axis>("orientation", default: .vertical)
    /// Whether a menu button is its window's primary menu: F10 opens it.
    public static let primary = WidgetProperty<Bool>("primary", default: false)
    public static let placeholderText = WidgetProperty<String?>("placeholder-text", default: nil)
    /// Whether a text field has its frame (`.textFieldStyle(.plain)` takes it away).
    public static let hasFrame = WidgetProperty<Bool>("has-frame", default: true)
    /// Whether the user can change a text field's text: not while it holds more than a field
    /// can (`TextField`).
    public static let editable = WidgetProperty<Bool>("editable", default: true)
    /// A colour button's colour; the user picks it.
    public static let rgba = WidgetProperty<Color>("rgba", default: Color(red: 0, green: 0, blue: 0), editedByUser: true)
    /// Whether a popover or sheet the app shows is up: the app shows it, the user closes it
    /// (a click outside a popover, Escape, a sheet's close button).
    public static let presented = WidgetProperty<Bool>("visible", default: false, editedByUser: true)
    /// Whether the user can close a sheet's window: its close button, and Escape (Gnomon's
    /// handler of `close-request` keeps a window that is not deletable open).
    public static let deletable = WidgetProperty<Bool>("deletable", default: true)
    /// Which side of the view a popover opens on.
    public static let popoverPosition = WidgetProperty<PopoverPosition>("position", default: .bottom)
    /// Whether a search bar shows: the user shows it (Ctrl+F) and hides it (Escape).
    public static let searchModeEnabled = WidgetProperty<Bool>("search-mode-enabled", default: false, editedByUser: true)
    /// Whether a list box row can be selected.
    public static let selectable = WidgetProperty<Bool>("selectable", default: true)
    /// The position of a drop-down's chosen item; GTK's `GTK_INVALID_LIST_POSITION` for none.
    public static let selected = WidgetProperty<Int>("selected", default: Int(UInt32.max), editedByUser: true)
    /// How many of a list box's rows the user can select.
    public static let selectionMode = WidgetProperty<SelectionMode>("selection-mode", default: .single)
    /// Whether a list box draws lines between its rows.
    public static let rowSpacing = WidgetProperty<Int>("row-spacing", default: 0)
    public static let columnSpacing = WidgetProperty<Int>("column-spacing", default: 0)
    public static let showSeparators = WidgetProperty<Bool>("show-separators", default: false)
    /// Whether a password entry has the icon that shows what was typed.
    public static let showPeekIcon = WidgetProperty<Bool>("show-peek-icon", default: false)
    public static let rightMargin = WidgetProperty<Int>("right-margin", default: 0)
    public static let sensitive = WidgetProperty<Bool>("sensitive", default: true)
    /// Whether a spinner spins.
    public static let spinning = WidgetProperty<Bool>("spinning", default: false)
    public static let spacing = WidgetProperty<Int>("spacing", default: 0)
    /// How far the arrow keys move a range's value, held by its `GtkAdjustment`.
    public static let stepIncrement = WidgetProperty<Double>("step-increment", default: 0)
    /// An entry's text, or a text view's (held by its `GtkTextBuffer`); the user types it.
    public static let text = WidgetProperty<String>("text", default: "", editedByUser: true)
    /// Whether a widget shows: a tab view's stack shows its one visible page, a split view
    /// hides its sidebar's column.
    public static let visible = WidgetProperty<Bool>("visible", default: true)
    /// Whether a split view's start pane grows and shrinks with the window (a sidebar keeps
    /// its width).
    public static let resizeStartChild = WidgetProperty<Bool>("resize-start-child", default: true)
    /// Whether a split view's start pane may be made narrower than it asks to be (cutting off
    /// what it holds).
    public static let shrinkStartChild = WidgetProperty<Bool>("shrink-start-child", default: true)
    /// Whether a split view's end pane may be made narrower than it asks to be.
    public static let shrinkEndChild = WidgetProperty<Bool>("shrink-end-child", default: true)
    /// How a stack changes pages.
    public static let transitionType = WidgetProperty<StackTransition>("transition-type", default: .none)
    public static let tooltipText = WidgetProperty<String?>("tooltip-text", default: nil)
    /// The cell of a `GtkGrid` the widget is in (Gnomon's name for its `GtkGridLayoutChild`'s
    /// row, column and column span).
    public static let gridCell = WidgetProperty<GridCell?>("grid-cell", default: nil)
    /// Whether the widget's children are where a view-aligned scroll view comes to rest
    /// (`scrollTargetLayout()`).
    public static let scrollTargets = WidgetProperty<Bool>("scroll-targets", default: false)
    /// How the widget's colours mix with the layers under it (`blendMode(_:)`).
    public static let blendMode = WidgetProperty<BlendMode>("blend-mode", default: .normal)
    /// Where a scrolled window comes to rest once scrolled (`scrollTargetBehavior(_:)`).
    public static let scrollTargetBehavior = WidgetProperty<ScrollSnapping?>("scroll-target-behavior", default: nil)
    /// What assistive technologies are told about the widget beyond what GTK works out (Gnomon's
    /// name for GTK's accessible `label`, `description`, `value-text` and `hidden`).
    public static let accessibility = WidgetProperty<AccessibilityAttributes?>("accessibility", default: nil)
    /// The day a calendar shows selected (Gnomon's name for its `year`, `month` and `day`,
    /// which the user changes together); a new calendar selects today.
    public static let calendarDay = WidgetProperty<CalendarDay>("date", default: .today, editedByUser: true)
    /// Whether a slider reports the user taking hold of it and letting go, or a field the
    /// focus coming into it and leaving (Gnomon's own: an event controller on the widget).
    public static let reportsEditing = WidgetProperty<Bool>("reports-editing", default: false)
    /// The least digits a spin button shows before its point, padded with zeros (Gnomon's own,
    /// through GTK's `output` signal): 2 shows a time's minutes as "05".
    public static let integerWidth = WidgetProperty<Int>("integer-width", default: 0)
    /// Whether the Delete key deletes a list's rows (Gnomon's own: a shortcut on the list).
    public static let deletesRows = WidgetProperty<Bool>("deletes-rows", default: false)
    /// Whether the user moves a list's rows by dragging them (Gnomon's own: a drag source and
    /// a drop target on the list view).
    public static let movesRows = WidgetProperty<Bool>("moves-rows", default: false)
    /// The menu a right click or a long press opens on the widget (Gnomon's own: a
    /// `GtkPopoverMenu` of the widget's).
    public static let contextMenu = WidgetProperty<MenuModel?>("context-menu", default: nil)
    /// The dialog the widget presents, in front of its window (Gnomon's own: a
    /// `GtkMessageDialog` or a `GtkFileChooserNative` on GTK 4.8); nil while none is presented.
    public static let dialog = WidgetProperty<DialogPresentation?>("dialog", default: nil)
    /// A menu button's menu (Gnomon's name: a `GMenu` as its `menu-model`, with an action per
    /// item).
    public static let menuModel = WidgetProperty<MenuModel?>("menu-model", default: nil)
    /// Whether the widget has the keyboard focus, for a `.focused` binding (Gnomon's own: GTK's
    /// `grab_focus`, and a focus controller reporting the user's moves); nil when unbound.
    public static let focused = WidgetProperty<Bool?>("focused", default: nil)
    /// The pointer gestures the widget listens for (Gnomon's own name: GTK event controllers).
    public static let gestures = WidgetProperty<WidgetGestures?>("gestures", default: nil)
    /// The key that activates a control from anywhere in its window, as GTK spells a trigger
    /// (`<Control>s`): a `GtkShortcutController` of the widget's (Gnomon's own name).
    public static let shortcut = WidgetProperty<String?>("shortcut", default: nil)
    /// The greatest value of a range, held by its `GtkAdjustment`.
    public static let upper = WidgetProperty<Double>("upper", default: 0)
    public static let topMargin = WidgetProperty<Int>("top-margin", default: 0)
    /// The address a link button opens (GTK takes no NULL address: none is "").
    public static let uri = WidgetProperty<String>("uri", default: "")
    public static let useMarkup = WidgetProperty<Bool>("use-markup", default: false)
    /// Whether a colour button lets the user choose an opacity too.
    public static let useAlpha = WidgetProperty<Bool>("use-alpha", default: false)
    public static let valign = WidgetProperty<WidgetAlign>("valign", default: .fill)
    /// A range's value (a slider's or stepper's, held by its `GtkAdjustment`; the user changes
    /// it), or a level bar's.
    public static let value = WidgetProperty<Double>("value", default: 0, editedByUser: true)
    public static let vexpand = WidgetProperty<Bool?>("vexpand", default: nil)
    public static let vscrollbarPolicy = WidgetProperty<ScrollbarPolicy>("vscrollbar-policy", default: .automatic)
    public static let widthRequest = WidgetProperty<Int>("width-request", default: -1)
    public static let wrap = WidgetProperty<Bool>("wrap", default: false)
    /// Where a text view breaks lines that do not fit.
    public static let wrapMode = WidgetProperty<TextWrapMode>("wrap-mode", default: .none)
    public static let xalign = WidgetProperty<Double>("xalign", default: 0.5)
    public static let yalign = WidgetProperty<Double>("yalign", default: 0.5)
}
