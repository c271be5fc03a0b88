import CGtk
import GnomonCore

/// The properties GTK needs hand-written code for. Every other property is written and read
/// as the plain GObject property its `PropertyKey` names (`GtkProperties`).
///
/// ```swift
/// HandWrittenProperty(.label, on: .label)   // .labelText: Pango checks markup first
/// HandWrittenProperty(.spacing, on: .box)   // nil: a plain GObject property
/// ```
///
/// `GtkPropertyTable` works it out once per class and key.
@MainActor
enum HandWrittenProperty: Equatable {
    /// A label's text, which GTK would parse as markup unchecked (`GtkMarkup`).
    case labelText
    /// Whether a label's text is markup (`GtkMarkup`).
    case useMarkup
    /// A button's or check button's title, which ends in "…" when it does not fit.
    case title
    /// A button's icon: GTK takes no NULL icon name, so no icon is no child.
    case buttonIcon
    /// What a drawing area draws (`GtkDrawing`): Gnomon's own, not a GTK property.
    case drawing
    /// How a `GnomonEffect` draws its children (`GtkEffect`): Gnomon's own.
    case effect
    case layout
    case layoutChild
    /// A stack's spacing and orientation: its `GtkBoxLayout`'s, kept aside while the stack is
    /// laid out by SwiftUI's rules (`GtkLayoutWidget.boxProperties(of:)`).
    case boxLayout
    /// Whether a scrolled window scrolls along an axis: its viewport's scroll policy follows
    /// (`GtkScrolling.matchViewport(of:)`).
    case scrollbarPolicy
    /// `hexpand` or `vexpand`: unset is a second GTK property, `hexpand-set` or `vexpand-set`.
    case expand(Axis)
    /// A range's bounds, step and value: properties of its `GtkAdjustment`, not of the widget.
    case adjustment
    /// A drop-down's titles: a `GtkStringList` as its model.
    case stringList
    /// A drop-down's chosen item: written after its model, as an item needs a model to be in.
    case dropDownSelection
    /// A text view's text: a property of its `GtkTextBuffer`, not of the widget.
    case textBuffer
    /// A colour button's colour: a `GdkRGBA`, a theme colour looked up in the widget's style.
    case color
    /// A control's keyboard shortcut: a shortcut controller of its own (`GtkShortcuts`).
    case shortcut
    /// The pointer gestures a widget listens for: event controllers (`GtkGestures`).
    case gestures
    /// A grid child's cell: its grid layout child's position (`GtkGridCell`).
    case gridCell
    /// Where a scrolled window comes to rest, and whose children it comes to rest at
    /// (`GtkScrollSnapping`): Gnomon's own.
    case scrollSnapping, scrollTargets
    /// How a layer blends with those under it (`GtkBlending`): Gnomon's own.
    case blendMode
    /// A menu button's menu: a `GMenu` and its actions (`GtkMenus`).
    case menu
    /// A calendar's selected day: its year, month and day together.
    case calendarDay
    /// Whether Delete deletes a list's rows: a shortcut on the list (`GtkListDeletion`).
    case listDeletion
    /// Whether the user drags a list's rows to move them (`GtkListMoving`).
    case listMoving
    /// Whether the widget has the keyboard focus, for a `.focused` binding (`GtkFocus`).
    case focus
    /// The menu a right click opens on the widget (`GtkContextMenus`).
    case contextMenu
    /// The dialog the widget presents (`GtkDialogs`), or its file chooser (`GtkFileDialogs`).
    case dialog
    /// Whether a popover the app shows is up (`GtkPopovers`).
    case presented
    /// Whether a sheet is up (`GtkSheets`).
    case sheetPresented
    /// Whether a slider reports the user taking hold and letting go (`GtkSliderEditing`).
    case sliderEditing
    /// Whether a text field reports the focus coming and going (`GtkFieldEditing`).
    case fieldEditing
    /// A picture's file and how it scales (`GtkPictureWidget`): Gnomon's own widget.
    case pictureFile, pictureBitmap, pictureScaling
    /// The least digits a spin button shows before its point (`GtkSpinButtonFormat`).
    case integerWidth
    /// A box kept left to right (`gtk_widget_set_direction`); GTK cannot say whether a
    /// direction was set or inherited, so the setting is kept on the widget too.
    case leftToRight
    /// What assistive technologies are told: accessible properties and state
    /// (`GtkAccessibility`).
    case accessibility

    init?(_ key: PropertyKey, on widgetClass: WidgetClass) {
        switch key {
        case .label where widgetClass == .label: self = .labelText
        case .label where widgetClass.isButton: self = .title
        case .useMarkup: self = .useMarkup
        case .iconName where widgetClass.isButton: self = .buttonIcon
        case .drawing: self = .drawing
        case .effect: self = .effect
        case .layout: self = .layout
        case .layoutChild: self = .layoutChild
        case .spacing where widgetClass == .box, .orientation where widgetClass == .box: self = .boxLayout
        case .hscrollbarPolicy, .vscrollbarPolicy: self = .scrollbarPolicy
        case .file where widgetClass == .picture: self = .pictureFile
        case .bitmap: self = .pictureBitmap
        case .imageScaling: self = .pictureScaling
        case .hexpand: self = .expand(.horizontal)
        case .vexpand: self = .expand(.vertical)
        case .model where widgetClass == .dropDown: self = .stringList
        case .selected where widgetClass == .dropDown: self = .dropDownSelection
        case .text where widgetClass == .textView: self = .textBuffer
        case .rgba: self = .color
        case .shortcut: self = .shortcut
        case .gestures: self = .gestures
        case .gridCell: self = .gridCell
        case .scrollTargetBehavior: self = .scrollSnapping
        case .scrollTargets: self = .scrollTargets
        case .blendMode: self = .blendMode
        case .menuModel: self = .menu
        case .calendarDay: self = .calendarDay
        case .deletesRows: self = .listDeletion
        case .movesRows: self = .listMoving
        case .focused: self = .focus
        case .contextMenu: self = .contextMenu
        case .dialog: self = .dialog
        case .presented where widgetClass == .sheetWindow: self = .sheetPresented
        case .presented: self = .presented
        case .reportsEditing where widgetClass == .scale: self = .sliderEditing
        case .reportsEditing: self = .fieldEditing
        case .integerWidth: self = .integerWidth
        case .leftToRight: self = .leftToRight
        case .accessibility: self = .accessibility
        case .lower, .upper, .stepIncrement, .value:
            // A range's adjustment; only scales and spin buttons have one.
            guard widgetClass == .scale || widgetClass == .spinButton else { return nil }
            self = .adjustment
        default: return nil
        }
    }

    func write(_ property: Property, to handle: GtkWidgetHandle) {
        let widget = handle.pointer, value = property.value
        switch self {
        case .labelText:
            GtkMarkup.setLabel((PropertyKey.label.value(of: value) ?? nil) ?? "", of: handle)
        case .useMarkup:
            GtkMarkup.setUseMarkup(value == .bool(true), of: handle)
        case .title:
            GtkProperties.set(value, as: PropertyKey.label, on: handle)
            if value != .null { GtkProperties.ellipsizeLongTitle(of: widget, handle.widgetClass!) }
        case .buttonIcon:
            if value == .null {
                gtk_button_set_child(cast(widget), nil)
            } else {
                GtkProperties.set(value, as: PropertyKey.iconName, on: handle)
            }
        case .drawing:
            GtkDrawing.set(PropertyKey.drawing.value(of: value) ?? nil, on: widget)
        case .effect:
            GtkEffect.set(PropertyKey.effect.value(of: value) ?? nil, on: widget)
        case .layout:
            GtkLayoutWidget.set(PropertyKey.layout.value(of: value) ?? nil, on: widget)
        case .layoutChild:
            GtkLayoutWidget.setTraits(PropertyKey.layoutChild.value(of: value) ?? nil, on: widget)
        case .boxLayout:
            GtkProperties.set(value, named: property.key.gtkName, on: GtkLayoutWidget.boxProperties(of: widget))
        case .scrollbarPolicy:
            GtkProperties.set(value, as: property.key, on: handle)
            GtkScrolling.matchViewport(of: widget)
        case .adjustment:
            // Written with the handlers blocked: a value GTK clamps to new bounds is not the user's.
            handle.withHandlersBlocked {
                GtkProperties.set(value, named: property.key.gtkName, on: UnsafeMutableRawPointer(Self.adjustment(of: widget)))
            }
        case .stringList:
            GtkDropDownModel.set(PropertyKey.model.value(of: value) ?? [], on: handle)
        case .dropDownSelection:
            handle.withHandlersBlocked { GtkProperties.set(value, as: PropertyKey.selected, on: handle) }
        case .color:
            var rgba = GtkDrawing.rgba(PropertyKey.rgba.value(of: value) ?? Color(red: 0, green: 0, blue: 0), in: widget)
            handle.withHandlersBlocked { gtk_color_chooser_set_rgba(OpaquePointer(widget), &rgba) }
        case .shortcut:
            GtkShortcuts.set(PropertyKey.shortcut.value(of: value) ?? nil, on: widget)
        case .gestures:
            GtkGestures.set(PropertyKey.gestures.value(of: value) ?? nil, on: handle)
        case .gridCell:
            GtkGridCell.set(PropertyKey.gridCell.value(of: value) ?? nil, on: widget)
        case .scrollSnapping:
            GtkScrollSnapping.set(PropertyKey.scrollTargetBehavior.value(of: value) ?? nil, on: widget)
        case .scrollTargets:
            GtkScrollSnapping.setTargets(PropertyKey.scrollTargets.value(of: value) ?? false, on: widget)
        case .blendMode:
            GtkBlending.set(PropertyKey.blendMode.value(of: value) ?? .normal, on: widget)
        case .menu:
            GtkMenus.set(PropertyKey.menuModel.value(of: value) ?? nil, on: handle)
        case .listDeletion:
            GtkListDeletion.set(value == .bool(true), on: handle)
        case .listMoving:
            GtkListMoving.set(value == .bool(true), on: handle)
        case .focus:
            GtkFocus.set(PropertyKey.focused.value(of: value) ?? nil, on: handle)
        case .contextMenu:
            GtkContextMenus.set(PropertyKey.contextMenu.value(of: value) ?? nil, on: handle)
        case .dialog:
            let presentation = PropertyKey.dialog.value(of: value) ?? nil
            GtkDialogs.set(presentation?.message, on: handle)
            GtkFileDialogs.set(presentation?.fileChooser, on: handle)
        case .presented:
            GtkPopovers.set(value == .bool(true), on: handle)
        case .sheetPresented:
            GtkSheets.set(value == .bool(true), on: handle)
        case .sliderEditing:
            GtkSliderEditing.set(value == .bool(true), on: handle)
        case .fieldEditing:
            GtkFieldEditing.set(value == .bool(true), on: handle)
        case .pictureFile:
            GtkPictureWidget.setFile(PropertyKey.file.value(of: value) ?? nil, on: widget)
        case .pictureBitmap:
            GtkPictureWidget.setBitmap(PropertyKey.bitmap.value(of: value) ?? nil, on: widget)
        case .pictureScaling:
            GtkPictureWidget.setScaling(PropertyKey.imageScaling.value(of: value) ?? .natural, on: widget)
        case .integerWidth:
            GtkSpinButtonFormat.set(PropertyKey.integerWidth.value(of: value) ?? 0, on: handle)
        case .leftToRight:
            let fixed = value == .bool(true)
            gtk_widget_set_direction(widget, fixed ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_NONE)
            g_object_set_qdata(gobject(widget), Self.leftToRightQuark, fixed ? UnsafeMutableRawPointer(bitPattern: 1) : nil)
        case .calendarDay:
            guard let day = PropertyKey.calendarDay.value(of: value) else { return }
            handle.withHandlersBlocked { Self.select(day, in: widget) }
        case .accessibility:
            GtkAccessibility.set(PropertyKey.accessibility.value(of: value) ?? nil, on: widget)
        case .textBuffer:
            let buffer = Self.buffer(of: widget)
            handle.withHandlersBlocked { GtkProperties.set(value, named: property.key.gtkName, on: UnsafeMutableRawPointer(buffer)) }
            GtkTextEdits.forgetPosition(in: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GtkTextBuffer.self))
        case .expand(let axis):
            // Unset, GTK computes expansion from the children.
            if value == .null {
                GtkProperties.set(.bool(false), named: axis == .horizontal ? "hexpand-set" : "vexpand-set", on: UnsafeMutableRawPointer(widget))
            } else {
                GtkProperties.set(value, as: axis == .horizontal ? PropertyKey.hexpand : PropertyKey.vexpand, on: handle)
            }
        }
    }

    /// The value, for the properties GTK cannot read back by their name; nil for the others.
    func read(_ key: PropertyKey, from widget: WidgetPointer) -> PropertyValue? {
        switch self {
        case .labelText, .useMarkup, .title, .buttonIcon, .dropDownSelection, .scrollbarPolicy: nil
        case .drawing: GtkDrawing.drawing(of: widget).propertyValue
        case .effect: GtkEffect.effect(of: widget).propertyValue
        case .layout: GtkLayoutWidget.layout(of: widget).propertyValue
        case .layoutChild: GtkLayoutWidget.traits(of: widget).propertyValue
        case .boxLayout: GtkProperties.value(of: key.gtkName, in: GtkLayoutWidget.boxProperties(of: widget))
        case .adjustment: GtkProperties.value(of: key.gtkName, in: UnsafeMutableRawPointer(Self.adjustment(of: widget)))
        case .stringList: GtkDropDownModel.titles(of: widget).propertyValue
        case .textBuffer: GtkProperties.value(of: key.gtkName, in: UnsafeMutableRawPointer(Self.buffer(of: widget)))
        case .color: Self.color(of: widget).propertyValue
        case .shortcut: GtkShortcuts.trigger(of: widget).propertyValue
        case .gestures: GtkGestures.gestures(of: widget).propertyValue
        case .gridCell: GtkGridCell.cell(of: widget).propertyValue
        case .scrollSnapping: GtkScrollSnapping.snapping(of: widget).propertyValue
        case .scrollTargets: .bool(GtkScrollSnapping.holdsTargets(widget))
        case .blendMode: GtkBlending.mode(of: widget).propertyValue
        case .menu: GtkMenus.model(of: widget).propertyValue
        case .calendarDay: Self.selectedDay(of: widget).propertyValue
        case .listDeletion: .bool(GtkListDeletion.isSet(on: widget))
        case .listMoving: .bool(GtkListMoving.isSet(on: widget))
        case .focus: GtkFocus.isFocused(widget).propertyValue
        case .contextMenu: GtkContextMenus.model(of: widget).propertyValue
        case .dialog:
            (GtkDialogs.model(of: widget).map(DialogPresentation.message)
                ?? GtkFileDialogs.model(of: widget).map(DialogPresentation.fileChooser)).propertyValue
        case .presented: .bool(GtkPopovers.isShown(widget))
        case .sheetPresented: .bool(GtkSheets.isShown(widget))
        case .sliderEditing: .bool(GtkSliderEditing.reports(widget))
        case .fieldEditing: .bool(GtkFieldEditing.reports(widget))
        case .pictureFile: GtkPictureWidget.file(of: widget).propertyValue
        case .pictureBitmap: GtkPictureWidget.bitmap(of: widget).propertyValue
        case .pictureScaling: GtkPictureWidget.scaling(of: widget).propertyValue
        case .integerWidth: .int(GtkSpinButtonFormat.width(of: widget))
        case .leftToRight: .bool(g_object_get_qdata(gobject(widget), Self.leftToRightQuark) != nil)
        case .accessibility: GtkAccessibility.attributes(of: widget).propertyValue
        case .expand(.horizontal):
            GtkProperties.readBool(UnsafeMutableRawPointer(widget), "hexpand-set")
                ? GtkProperties.value(of: "hexpand", in: UnsafeMutableRawPointer(widget)) : .null
        case .expand(.vertical):
            GtkProperties.readBool(UnsafeMutableRawPointer(widget), "vexpand-set")
                ? GtkProperties.value(of: "vexpand", in: UnsafeMutableRawPointer(widget)) : .null
        }
    }

    /// The GTK properties whose change notifies the user's edit of the key, if not its own
    /// name: a calendar's day is three, a text view's text none (its changes come one by one,
    /// `GtkTextEdits`).
    var notifyNames: [String]? {
        switch self {
        case .calendarDay: ["year", "month", "day"]
        case .textBuffer: []
        default: nil
        }
    }

    /// The object that holds the property: the widget, a range's adjustment, or a text view's
    /// buffer.
    func owner(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject> {
        switch self {
        case .adjustment: Self.adjustment(of: widget)
        case .textBuffer: Self.buffer(of: widget)
        default: gobject(widget)
        }
    }

    nonisolated private static let leftToRightQuark = g_quark_from_string("gnomon-left-to-right")

    /// A colour button's colour, as GTK holds it.
    static func color(of widget: WidgetPointer) -> Color {
        var rgba = GdkRGBA()
        gtk_color_chooser_get_rgba(OpaquePointer(widget), &rgba)
        return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), opacity: Double(rgba.alpha))
    }

    /// Selects `day` in a calendar (which shows its month).
    static func select(_ day: CalendarDay, in calendar: WidgetPointer) {
        let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 0, 0, 0)
        gtk_calendar_select_day(cast(calendar), date)
        g_date_time_unref(date)
    }

    /// The day a calendar shows selected.
    static func selectedDay(of calendar: WidgetPointer) -> CalendarDay {
        let date = gtk_calendar_get_date(cast(calendar))
        defer { g_date_time_unref(date) }
        var year: Int32 = 0, month: Int32 = 0, day: Int32 = 0
        g_date_time_get_ymd(date, &year, &month, &day)
        return CalendarDay(year: Int(year), month: Int(month), day: Int(day))
    }

    /// A text view's buffer, which holds its text.
    private static func buffer(of textView: WidgetPointer) -> UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(gtk_text_view_get_buffer(cast(textView))!).assumingMemoryBound(to: GObject.self)
    }

    /// A range's (a scale's) or spin button's adjustment, which holds its bounds, step and value.
    private static func adjustment(of widget: WidgetPointer) -> UnsafeMutablePointer<GObject> {
        let adjustment =
            gnomon_is_a(widget, gtk_spin_button_get_type()) != 0
            ? gtk_spin_button_get_adjustment(OpaquePointer(widget)) : gtk_range_get_adjustment(cast(widget))
        return UnsafeMutableRawPointer(adjustment!).assumingMemoryBound(to: GObject.self)
    }

    /// Whether the widget's constructor takes the property as it takes plain ones: a title
    /// (then made to end in "…"), an expand flag that is set, and a label's text unless it is
    /// markup, which Pango checks first.
    func isConstructed(among properties: [Property]) -> Bool {
        switch self {
        case .title, .buttonIcon, .expand, .boxLayout, .scrollbarPolicy: true
        case .adjustment, .stringList, .dropDownSelection, .textBuffer, .color: false
        case .labelText: !Self.contains(PropertyKey.useMarkup, in: properties)
        case .useMarkup, .drawing, .effect, .layout, .layoutChild, .shortcut, .gestures, .gridCell, .scrollSnapping, .scrollTargets, .blendMode,
            .accessibility, .menu, .calendarDay,
            .listDeletion, .listMoving, .focus, .contextMenu, .dialog, .presented, .sheetPresented,
            .sliderEditing, .fieldEditing, .pictureFile, .pictureBitmap, .pictureScaling, .integerWidth, .leftToRight:
            false
        }
    }

    /// Whether `properties` has `key`. A loop rather than `contains(where:)`: a closure made in
    /// main-actor code and handed to a nonisolated function checks its executor at every call,
    /// and this runs for every label created.
    private static func contains(_ key: PropertyKey, in properties: [Property]) -> Bool {
        for property in properties where property.key === key { return true }
        return false
    }
}

extension WidgetClass {
    /// Whether the class is a `GtkButton` (or a check button), whose title and icon GTK lays
    /// out as its child.
    var isButton: Bool {
        self == .button || self == .pressableButton || self == .checkButton || self == .linkButton || self == .toggleButton
    }
}
