/// A `GtkDropDown` of `titles`, with the item at `selectedIndex` chosen; part of `Picker`.
struct _DropDown: View, ElementView {
    let titles: [String]
    let selectedIndex: Int?
    let choose: (Int) -> Void
    /// The picker's title, its accessible name.
    let title: String?
    typealias Body = Never

    static var widgetClass: WidgetClass { .dropDown }

    func fallbackAccessibilityLabel(layout: LayoutAttributes) -> String? { title }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.model, titles)
        list.add(.selected, selectedIndex ?? PropertyKey.noSelection)
    }

    func handle(_ event: WidgetEvent) {
        if let index = event.value(of: .selected), titles.indices.contains(index) { choose(index) }
    }
}

extension PropertyKey {
    /// `selected` when no item is: GTK's `GTK_INVALID_LIST_POSITION`.
    static let noSelection = Int(UInt32.max)
}

/// A box whose buttons are one group, as radio buttons are: choosing one unchooses the others.
struct _RadioGroup<Content: View>: View, ElementView {
    let axis: Axis
    let content: Content
    typealias Body = Never

    init(axis: Axis, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.content = content()
    }

    static var widgetClass: WidgetClass { .radioGroup }

    var childContent: Content? { content }

    var childAxis: Axis? { axis }

    var childPlacement: ChildPlacement { ChildPlacement(horizontal: axis == .vertical ? .start : .fill, vertical: .center) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, axis)
        list.add(.spacing, axis == .vertical ? 6 : 0)
    }
}

/// One choice of a picker shown as buttons, in a `_RadioGroup`: a `GtkCheckButton` drawn as a
/// radio (`_RadioLook`) or a `GtkToggleButton` of a segmented picker (`_SegmentLook`); part of
/// `Picker`.
struct _ChoiceButton<Look: _ChoiceLook>: View, ElementView {
    let title: String?
    let isOn: Bool
    let choose: () -> Void
    typealias Body = Never

    static var widgetClass: WidgetClass { Look.widgetClass }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.active, isOn)
        list.add(.label, title)
    }

    func addClasses(in context: ElementContext, to classes: inout [String]) {
        context.environment.addTextClasses(to: &classes)
    }

    func handle(_ event: WidgetEvent) {
        if event.value(of: .active) == true { choose() }
    }
}

/// The widget a `_ChoiceButton` is.
protocol _ChoiceLook {
    static var widgetClass: WidgetClass { get }
}

/// A radio button.
enum _RadioLook: _ChoiceLook {
    static var widgetClass: WidgetClass { .checkButton }
}

/// A segment of a segmented control.
enum _SegmentLook: _ChoiceLook {
    static var widgetClass: WidgetClass { .toggleButton }
}
