import struct Foundation.URL

/// Something the user did to a widget, as a host reports it to Gnomon.
///
/// The GTK host turns signals into events (`clicked`, `activate`, and `notify::` of each
/// property the user edits); the test host makes them up when a test calls `tap(_:)` or `type(_:into:)`.
public enum WidgetEvent: Hashable, Sendable {
    /// A button was activated.
    case clicked
    /// The user changed a property the widget lets them edit (`PropertyKey.isEditedByUser`):
    /// a check button's or switch's `active`, an entry's `text`.
    case edited(Property)
    /// The user changed a text view's text (one change; typing is one per key).
    case textEdited(TextEdit)
    /// The user pressed Enter in a text field.
    case submitted
    /// A button the app styles itself (`ButtonStyle`) was pressed down, or let go.
    case pressed(Bool)
    /// The user pressed Delete in a list; `focusedRow` is the row with the keyboard focus, if
    /// one has it.
    case deleteRequested(focusedRow: Int?)
    /// The user dragged the row at `row` of a list and dropped it where the row at
    /// `destination` is (the row count: after the last).
    case moveRequested(row: Int, destination: Int)
    /// The user chose the item numbered `n` (depth first) of a menu button's menu.
    case menuItemChosen(Int)
    /// The user took hold of a slider (true) or let go of it (false).
    case editingChanged(Bool)
    /// The user chose the item numbered `n` (depth first) of the widget's context menu.
    case contextMenuItemChosen(Int)
    /// The keyboard focus came into the widget (true) or left it (false).
    case focusChanged(Bool)
    /// The widget was clicked `count` times in a row (it listens for taps: `WidgetGestures`).
    case tapped(count: Int)
    /// The widget was pressed long.
    case longPressed
    /// The pointer entered the widget (true) or left it (false).
    case hovered(Bool)
    /// The mouse's back button was pressed over the widget.
    case backButtonPressed
    /// The user answered the dialog the widget presents with its button numbered `n`, or
    /// closed it (Escape) with nil.
    case dialogAnswered(Int?)
    /// The user chose these files in the file chooser the widget presents, or closed it with
    /// nil.
    case filesChosen([URL]?)

    /// Whether the event is for the modifiers around the widget (gestures, focus) rather than
    /// for its element.
    var isGesture: Bool {
        switch self {
        case .tapped, .longPressed, .hovered, .backButtonPressed, .focusChanged, .contextMenuItemChosen, .dialogAnswered,
            .filesChosen:
            true
        case .clicked, .edited, .textEdited, .submitted, .pressed, .menuItemChosen, .deleteRequested, .moveRequested, .editingChanged: false
        }
    }

    /// The property the user changed with this event, if any.
    var changedProperty: Property? {
        if case .edited(let property) = self { property } else { nil }
    }

    /// The value the user gave `key`, if this event is that edit.
    ///
    /// ```swift
    /// if let on = event.value(of: .active) { isOn.wrappedValue = on }
    /// ```
    func value<Value>(of key: WidgetProperty<Value>) -> Value? {
        guard case .edited(let property) = self, property.key === key else { return nil }
        return key.value(of: property.value)
    }
}

/// Receives the events of one widget. Gnomon's sinks pass them to the widget's element node
/// while it lives and drop them after, so a host may hold its sink as long as the widget.
@MainActor
public protocol WidgetEventSink: AnyObject {
    func widget(didEmit event: WidgetEvent)
}
