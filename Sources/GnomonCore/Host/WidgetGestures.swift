/// The pointer gestures a widget listens for, for the gesture modifiers around it
/// (`onTapGesture`, `onLongPressGesture`, `onHover`, a navigation stack's going back): GTK event
/// controllers on the widget. The user's gestures come back as `WidgetEvent.tapped`,
/// `.longPressed`, `.hovered` and `.backButtonPressed`.
///
/// ```swift
/// WidgetGestures(taps: true, longPress: 0.5)   // dumped as gestures="tap long-press=0.5"
/// ```
public struct WidgetGestures: Hashable, Sendable {
    /// Clicks or taps, counted (a `GtkGestureClick`).
    public var taps = false
    /// How long a press must last to be a long press, in seconds (a `GtkGestureLongPress`);
    /// nil for none.
    public var longPress: Double?
    /// The pointer entering and leaving (a `GtkEventControllerMotion`).
    public var hover = false
    /// The mouse's back button (a `GtkGestureClick` of button 8).
    public var backButton = false

    public init(taps: Bool = false, longPress: Double? = nil, hover: Bool = false, backButton: Bool = false) {
        self.taps = taps
        self.longPress = longPress
        self.hover = hover
        self.backButton = backButton
    }

    /// Whether the widget listens for no gesture.
    public var isEmpty: Bool { self == WidgetGestures() }
}

extension WidgetGestures: WidgetPropertyValue {
    /// The gestures by name, as dumps print them: `tap long-press=0.5 hover`.
    public var propertyValue: PropertyValue {
        var names: [String] = []
        if taps { names.append("tap") }
        if let longPress { names.append("long-press=\(longPress)") }
        if hover { names.append("hover") }
        if backButton { names.append("back-button") }
        return .string(names.joined(separator: " "))
    }

    public static func from(_ propertyValue: PropertyValue) -> WidgetGestures? {
        guard case .string(let text) = propertyValue else { return nil }
        var gestures = WidgetGestures()
        for name in text.split(separator: " ") {
            if name == "tap" {
                gestures.taps = true
            } else if name == "hover" {
                gestures.hover = true
            } else if name == "back-button" {
                gestures.backButton = true
            } else if name.hasPrefix("long-press="), let seconds = Double(name.dropFirst("long-press=".count)) {
                gestures.longPress = seconds
            } else {
                return nil
            }
        }
        return gestures
    }

    public var isAbsent: Bool { isEmpty }
}
