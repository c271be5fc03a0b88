import CGtk
import GnomonCore

/// Which type writes each property GTK needs hand-written code for: every
/// `GtkHandWrittenProperty`, registered once, with its key and, where the key means something
/// else elsewhere, its classes. `GtkPropertyTable` asks once per class and key.
///
/// ```swift
/// GtkHandWrittenProperties.property(for: .label, on: .label)    // GtkMarkup.Label: Pango checks markup first
/// GtkHandWrittenProperties.property(for: .spacing, on: .grid)   // nil: a plain GObject property
/// ```
@MainActor
enum GtkHandWrittenProperties {
    /// The type that writes `key` on a widget of `widgetClass`; nil for a plain GObject property.
    static func property(for key: PropertyKey, on widgetClass: WidgetClass) -> (any GtkHandWrittenProperty.Type)? {
        for registration in registered where registration.keys.contains(where: { $0 === key }) {
            if let classes = registration.classes, !classes.contains(widgetClass) { continue }
            return registration.property
        }
        return nil
    }

    /// One hand-written property: its keys, the classes it is written on (nil: all), its type.
    @MainActor
    private struct Registration {
        let keys: [PropertyKey]
        let classes: [WidgetClass]?
        let property: any GtkHandWrittenProperty.Type

        init<Writer: GtkPropertyWriter>(_ property: Writer.Type, on classes: [WidgetClass]? = nil) {
            self.init([Writer.key], property, on: classes)
        }

        init(_ keys: [PropertyKey], _ property: any GtkHandWrittenProperty.Type, on classes: [WidgetClass]? = nil) {
            self.keys = keys
            self.classes = classes
            self.property = property
        }
    }

    /// A `GtkButton`'s or check button's title and icon, which GTK lays out as its child.
    private static let buttons = WidgetClass.all.filter(\.isButton)

    /// The first registration of a key on a class is its type.
    private static let registered: [Registration] = [
        // Text and titles
        Registration(GtkMarkup.Label.self, on: [.label]),
        Registration(GtkMarkup.UseMarkup.self),
        Registration(GtkButtonTitle.self, on: buttons),
        Registration(GtkButtonIcon.self, on: buttons),
        // Layout and scrolling
        Registration([.hexpand, .vexpand], GtkExpandProperty.self),
        Registration([.spacing, .orientation], GtkBoxLayoutProperty.self, on: [.box]),
        Registration(GtkLayoutWidget.self),
        Registration(GtkLayoutWidget.ChildTraits.self),
        Registration(GtkGridCell.self),
        Registration([.hscrollbarPolicy, .vscrollbarPolicy], GtkScrollbarPolicy.self),
        Registration(GtkScrollSnapping.self),
        Registration(GtkScrollSnapping.Targets.self),
        // Drawing
        Registration(GtkDrawing.self),
        Registration(GtkEffect.self),
        Registration(GtkBlending.self),
        Registration(GtkPictureWidget.File.self, on: [.picture]),
        Registration(GtkPictureWidget.Bitmap.self),
        Registration(GtkPictureWidget.Scaling.self),
        // Values GTK holds elsewhere or in another form
        Registration([.lower, .upper, .stepIncrement, .value], GtkAdjustmentProperty.self, on: [.scale, .spinButton]),
        Registration(GtkTextBufferProperty.self, on: [.textView]),
        Registration(GtkDropDownModel.self, on: [.dropDown]),
        Registration(GtkDropDownSelection.self, on: [.dropDown]),
        Registration(GtkColorButtonColor.self),
        Registration(GtkCalendarSelection.self),
        Registration(GtkSpinButtonFormat.self),
        Registration(GtkLeftToRight.self),
        // Input, menus and presentation
        Registration(GtkShortcuts.self),
        Registration(GtkGestures.self),
        Registration(GtkFocus.self),
        Registration(GtkMenus.self),
        Registration(GtkContextMenus.self),
        Registration(GtkDialogPresentation.self),
        Registration(GtkSheets.self, on: [.sheetWindow]),
        Registration(GtkPopovers.self),
        Registration(GtkSliderEditing.self, on: [.scale]),
        Registration(GtkFieldEditing.self),
        Registration(GtkListDeletion.self),
        Registration(GtkListMoving.self),
        Registration(GtkAccessibility.self),
    ]
}
