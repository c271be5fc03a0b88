/// Something the user did to a widget, as a host reports it to Gnomon.
///
/// The GTK host turns signals into events (`clicked`, `toggled`, `notify::active`, `changed`);
/// the test host makes them up when a test calls `tap(_:)` or `type(_:into:)`.
public enum WidgetEvent: Hashable, Sendable {
    /// A button was activated.
    case clicked
    /// A check button or switch changed its `active` state to this value.
    case toggled(Bool)
    /// An entry's text changed to this value.
    case textChanged(String)
    /// A button the app styles itself (`ButtonStyle`) was pressed down, or let go.
    case pressed(Bool)

    /// The property the user changed with this event, if any.
    var changedProperty: Property? {
        switch self {
        case .clicked, .pressed: nil
        case .toggled(let on): Property(.active, on)
        case .textChanged(let text): Property(.text, text)
        }
    }
}

/// Receives the events of one widget. Gnomon's element nodes are the sinks; hosts hold them
/// weakly, so a sink that is gone simply receives nothing.
@MainActor
public protocol WidgetEventSink: AnyObject {
    func widget(didEmit event: WidgetEvent)
}
