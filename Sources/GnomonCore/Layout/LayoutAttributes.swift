import Foundation

/// How one widget is laid out along one axis, built up from the widget's own nature and then
/// the layout modifiers around it, innermost first.
///
/// SwiftUI's layout semantics are carried by GTK's native properties:
/// - `padding` adds margins;
/// - a fixed frame sets a size request (less the padding inside it) and makes the widget rigid
///   (`hexpand=false`, so expanding children no longer make it expand);
/// - a flexible frame (`maxWidth: .infinity`) sets `hexpand=true`, and if its content does not
///   fill the space, positions the content in it with the frame's alignment (`halign`);
/// - otherwise a widget that expands fills the space its container gives it, and one that does
///   not is placed with its container's alignment (a `VStack`'s `alignment`, say).
///
/// Expansion mirrors `gtk_widget_compute_expand`: an explicit `expand` wins; otherwise a widget
/// expands if any child does.
struct AxisLayout: Equatable {
    /// The explicit `hexpand`/`vexpand`; nil leaves it to the children.
    var expand: Bool?
    /// Whether any child widget expands along this axis.
    var childrenExpand = false
    /// Whether the widget takes all the cross-axis space it is given without expanding (a
    /// `Divider` along its length).
    var fills = false
    /// Where a flexible frame places content that does not fill it.
    var align: WidgetAlign?
    /// Where a fixed frame places the content inside the widget (a label's `xalign`).
    var contentAlign: WidgetAlign?
    /// The size request; nil for none.
    var request: Int?
    /// Margin before (top or leading) and after (bottom or trailing).
    var marginBefore = 0
    var marginAfter = 0
    /// Padding inside the widget, moved there from margins by a style class around it
    /// (`LayoutAttributes.enclose()`), before and after.
    var paddingBefore = 0
    var paddingAfter = 0

    /// Whether the widget expands, as GTK computes it.
    var expands: Bool { expand ?? childrenExpand }

    /// The GTK alignment given the container's alignment for children that do not fill.
    func alignment(placement: WidgetAlign) -> WidgetAlign {
        align ?? (expands || fills ? .fill : placement)
    }

    mutating func pad(before: CGFloat, after: CGFloat) {
        marginBefore += pixels(before)
        marginAfter += pixels(after)
    }

    /// A fixed frame of `length` along this axis.
    mutating func fix(length: CGFloat, alignment frameAlignment: WidgetAlign) {
        request = max(0, pixels(length) - marginBefore - marginAfter)
        expand = false
        fills = false
        contentAlign = contentAlign ?? align ?? frameAlignment
        align = nil
    }

    /// A flexible frame with optional minimum and maximum lengths along this axis.
    mutating func flex(min: CGFloat?, max: CGFloat?, alignment frameAlignment: WidgetAlign) {
        if let min {
            request = Swift.max(request ?? 0, pixels(min) - marginBefore - marginAfter)
        }
        if max == .infinity {
            if !(expands || fills) && align == nil {
                align = frameAlignment
            }
            expand = true
        }
    }
}

/// Everything the layout modifiers between a widget and its container say about the widget.
///
/// A widget computes these by starting from its intrinsic layout and walking up from itself to
/// its container, letting each node apply its attributes (`Node.applyAttributes(to:)`); the
/// result becomes GTK properties and CSS classes.
struct LayoutAttributes: Equatable {
    var horizontal = AxisLayout()
    var vertical = AxisLayout()
    /// False once any `.disabled(true)` applies.
    var sensitive = true
    /// The innermost `.help(_:)`.
    var tooltip: String?
    /// Every `.opacity(_:)`, multiplied.
    var opacity = 1.0
    /// True once any `.hidden()` applies: drawn transparent, taking no input, keeping its space.
    var isHidden = false
    /// CSS classes, innermost first.
    var classes: [String] = []
    /// The innermost `.keyboardShortcut(_:)`, once one applies (which may say none).
    var shortcut: KeyboardShortcut?
    var hasShortcut = false
    /// What the gesture modifiers around the widget listen for.
    var gestures = WidgetGestures()
    /// The innermost `.contextMenu`'s menu.
    var contextMenu: MenuModel?
    /// The innermost presented `.alert`'s or `.confirmationDialog`'s dialog.
    var dialog: DialogModel?
    /// The innermost presented `.fileImporter`'s or `.fileExporter`'s file chooser (a dialog
    /// asking something goes first: one modal at a time).
    var fileDialog: FileDialogModel?
    /// Whether the widget should have the keyboard focus, if a `.focused` binds it.
    var focus: Bool?
    /// The grid cell the widget is in, if it is a cell of a `Grid`.
    var gridCell: GridCell?
    /// Whether the widget's children are a scroll view's targets, the innermost
    /// `scrollTargetLayout(isEnabled:)` says.
    var scrollTargets: Bool?
    /// How the widget blends with the layers under it, the innermost `blendMode(_:)` says.
    var blendMode: BlendMode?
    /// What the widget tells a `Layout` that places it.
    var layoutChild = LayoutChildTraits()
    var hasLayoutPriority = false
    /// Whether any child widget asks for SwiftUI's stack rules, so a stack lays its children
    /// out by them.
    var childrenNeedSwiftUIStack = false
    /// How a resizable picture keeps its proportions, the innermost `scaledToFit()`,
    /// `scaledToFill()` or `aspectRatio(contentMode:)` says; nil: it stretches.
    var contentMode: ContentMode?
    /// What the accessibility modifiers around the widget say, the innermost of each.
    var accessibility = AccessibilityAttributes()
    var accessibilityHiddenIsSet = false
    /// Whether `accessibility.label` is a fallback (a `Label`'s title, for its icon), which an
    /// `accessibilityLabel` further out replaces.
    var accessibilityLabelIsFallback = false

    /// The class of the widget laid out: whether padding may move into it (`unpadded`), and
    /// whether it places what it shows inside itself (a label's `xalign`), so it may fill a
    /// frame and show its content where the frame would.
    unowned(unsafe) var widgetClass: WidgetClass?

    /// Makes the widget's own box take in the padding and the flexible frames inside this
    /// point, as a style class around them styles them all in SwiftUI (a card's background
    /// covers its padding): the margins become CSS padding (a generated class), the size
    /// requests grow by them, and content that a flexible frame placed in its space now fills
    /// it, placed by its content alignment (a label's `xalign`; other widgets fill only a
    /// frame that centres them, as they would show their content there). A widget with padding
    /// of its own (a button's bezel) keeps its margins and alignment: its look is its own box.
    mutating func enclose() {
        guard let widgetClass, widgetClass.traits.contains(.unpadded) else { return }
        for axis in Axis.allCases where self[axis].align != nil && (widgetClass == .label || self[axis].align == .center) {
            self[axis].contentAlign = self[axis].contentAlign ?? self[axis].align
            self[axis].align = nil
        }
        guard Axis.allCases.contains(where: { self[$0].marginBefore != 0 || self[$0].marginAfter != 0 }) else { return }
        for axis in Axis.allCases {
            self[axis].request = self[axis].request.map { $0 + self[axis].marginBefore + self[axis].marginAfter }
            self[axis].paddingBefore += self[axis].marginBefore
            self[axis].paddingAfter += self[axis].marginAfter
            self[axis].marginBefore = 0
            self[axis].marginAfter = 0
        }
        classes.removeAll { $0.hasPrefix(GeneratedStyleClass.paddingPrefix) }
        classes.append(
            GeneratedStyleClass.padding([vertical.paddingBefore, horizontal.paddingAfter, vertical.paddingAfter, horizontal.paddingBefore]))
    }

    subscript(axis: Axis) -> AxisLayout {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// What a widget is before any modifier: whether it expands or fills along each axis, and any
/// size request of its own.
struct IntrinsicLayout {
    var expand: Axis.Set = []
    /// Axes along which the widget never expands, whatever its children do (a frame bounded
    /// to one length).
    var rigid: Axis.Set = []
    var fill: Axis.Set = []
    var horizontalRequest: Int?
    var verticalRequest: Int?

    static let none = IntrinsicLayout()
}

/// How a container places children that do not fill the space it gives them.
struct ChildPlacement: Equatable {
    var horizontal: WidgetAlign
    var vertical: WidgetAlign

    static let center = ChildPlacement(horizontal: .center, vertical: .center)
}
