import GnomonCore

/// What a test does to a widget, and which widgets take it: declared once, for both hosts.
/// Each host checks the declaration before it acts — `TestHost` on its model, `GtkTestHost` on
/// GTK's widget — so the two agree on what each widget accepts, and a call aimed at a widget
/// that cannot take it fails the test, naming the widget and what was asked, instead of
/// stopping the run.
///
/// ```swift
/// guard Interaction.slide.allows(handle, widgetClass: widget.widgetClass, gestures: nil) else { return }
/// ```
enum Interaction {
    case type, editText, submit, slide, step, select, pickColor, pickDay, press, useRows, scrollRows, dismissPopover, showPages
    /// Interactions a view's gestures decide (`onTapGesture`, `onLongPressGesture`, `onHover`,
    /// the mouse's back button), not the widget's class.
    case tapGesture, longPress, hover, backButton

    /// What the test asked, as the failure says it.
    private var request: String {
        switch self {
        case .type: "type into"
        case .editText: "edit the text of"
        case .submit: "press Enter in"
        case .slide: "slide"
        case .step: "step"
        case .select: "choose an item of"
        case .pickColor: "pick a colour in"
        case .pickDay: "pick a day in"
        case .press: "press and hold"
        case .useRows, .scrollRows: "use the rows of"
        case .dismissPopover: "dismiss"
        case .showPages: "read the page shown by"
        case .tapGesture: "tap"
        case .longPress: "long-press"
        case .hover: "hover over"
        case .backButton: "press the back button over"
        }
    }

    /// What a widget must be to take it.
    private var requirement: String {
        switch self {
        case .type: "a text field or editor"
        case .editText: "a text editor"
        case .submit: "a text field"
        case .slide: "a slider"
        case .step: "a stepper"
        case .select: "a drop-down"
        case .pickColor: "a colour picker"
        case .pickDay: "a calendar"
        case .press: "a button a ButtonStyle draws"
        case .useRows: "a list"
        case .scrollRows: "a list or lazy grid"
        case .dismissPopover: "a popover the app shows"
        case .showPages: "a navigation stack or tab view"
        case .tapGesture: "a view with a tap gesture"
        case .longPress: "a view with a long-press gesture"
        case .hover: "a view with a hover handler"
        case .backButton: "a view listening to the mouse's back button"
        }
    }

    /// The classes that take it; every class for the gesture interactions, which ask the
    /// widget's gestures.
    private func accepts(_ widgetClass: WidgetClass?) -> Bool {
        switch self {
        case .type: [.entry, .passwordEntry, .searchEntry, .textView].contains(widgetClass)
        case .editText: widgetClass == .textView
        case .submit: [.entry, .passwordEntry].contains(widgetClass)
        case .slide: widgetClass == .scale
        case .step: widgetClass == .spinButton
        case .select: widgetClass == .dropDown
        case .pickColor: widgetClass == .colorButton
        case .pickDay: widgetClass == .calendar
        case .press: widgetClass == .pressableButton
        case .useRows: widgetClass == .listView
        case .scrollRows: [.listView, .gridView].contains(widgetClass)
        case .dismissPopover: widgetClass == .presentedPopover
        case .showPages: [.navigationStack, .tabStack].contains(widgetClass)
        case .tapGesture, .longPress, .hover, .backButton: true
        }
    }

    /// Whether the gestures a view gave the widget include this one (true for interactions
    /// its class decides).
    private func accepts(_ gestures: WidgetGestures?) -> Bool {
        switch self {
        case .tapGesture: gestures?.taps == true
        case .longPress: gestures?.longPress != nil
        case .hover: gestures?.hover == true
        case .backButton: gestures?.backButton == true
        default: true
        }
    }

    /// Whether `widget` takes the interaction; if not, the test fails saying why.
    func allows(_ widget: WidgetHandle, widgetClass: WidgetClass?, gestures: WidgetGestures?) -> Bool {
        guard accepts(widgetClass), accepts(gestures) else {
            TestFailure.record("cannot \(request) \(widget): it is not \(requirement)")
            return false
        }
        return true
    }
}

/// What a tap on a widget means, by its class: declared once for both hosts, which each carry
/// it out their own way (`TestHost` on its model, `GtkTestHost` through GTK). A meaning added
/// here is a compile error in a host that does not handle it.
///
/// ```swift
/// switch TapMeaning(widget.widgetClass) { case .click: …; case .toggle: …; … }
/// ```
enum TapMeaning {
    /// A click: `clicked` (a button, a link).
    case click
    /// Press, click, release: a button a `ButtonStyle` draws sees itself pressed.
    case pressAndClick
    /// Flips a toggle's `active`; a chosen radio (a grouped check or toggle button) stays chosen.
    case toggle
    /// Opens or closes a disclosure group.
    case expand
    /// Shows or hides a search bar, as its Ctrl+F does; GTK empties the field of a bar it hides.
    case toggleSearch
    /// A form row: toggles the one switch, check box or disclosure group it holds
    /// (`WidgetClass.activatedByFormRow`); nothing if it holds none.
    case activateRow
    /// The view's tap gesture; or, without one, a click on the button or form row the widget
    /// is in (a button's label clicks the button).
    case gestureOrEnclosingButton

    init(_ widgetClass: WidgetClass?) {
        switch widgetClass {
        case .button, .linkButton: self = .click
        case .pressableButton: self = .pressAndClick
        case .checkButton, .toggleButton, .toggleSwitch: self = .toggle
        case .expander, .labeledExpander: self = .expand
        case .searchBar: self = .toggleSearch
        case .listBoxRow: self = .activateRow
        default: self = .gestureOrEnclosingButton
        }
    }

    /// Whether a click inside a widget of `widgetClass` clicks it.
    static func clicksOnContent(_ widgetClass: WidgetClass?) -> Bool {
        widgetClass == .button || widgetClass == .pressableButton || widgetClass == .listBoxRow
    }
}

/// The edits a person's action produces, declared once: `TestHost` makes them on its model, and
/// `GtkTestHost` checks that the edit GTK reported for the real widget is the same.
///
/// ```swift
/// let value = Edit.stepped(2, by: 3, step: 1, within: 0...4)   // 4: a stepper stops at its end
/// ```
enum Edit {
    /// A stepper's value after `steps` presses of + (negative: of −), kept within its bounds.
    static func stepped(_ value: Double, by steps: Int, step: Double, within bounds: ClosedRange<Double>) -> Double {
        min(max(value + Double(steps) * step, bounds.lowerBound), bounds.upperBound)
    }

    /// A toggle's `active` after a click: flipped, except that a chosen radio stays chosen (nil:
    /// no edit).
    static func toggled(isOn: Bool, isRadio: Bool) -> Bool? {
        isRadio && isOn ? nil : !isOn
    }
}
