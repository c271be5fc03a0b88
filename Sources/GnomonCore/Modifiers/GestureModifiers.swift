extension View {
    /// Runs `action` when the view is clicked (or tapped) `count` times in a row: a
    /// `GtkGestureClick` on the view's widget. The innermost gesture that takes the count wins.
    ///
    /// ```swift
    /// Image(systemName: "starred-symbolic").onTapGesture { isFavorite.toggle() }
    /// Text(note.title).onTapGesture(count: 2) { rename(note) }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, action: action))
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds: a
    /// `GtkGestureLongPress` (a touchscreen's long press, or a held mouse button). GTK takes
    /// durations from 0.25 to 1 second (half to twice its own); `maximumDistance` is GTK's own.
    ///
    /// ```swift
    /// NoteRow(note).onLongPressGesture { showActions(for: note) }
    /// ```
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 10, perform action: @escaping () -> Void
    ) -> some View {
        modifier(_LongPressGestureModifier(minimumDuration: minimumDuration, action: action))
    }

    /// Calls `action` with true when the pointer enters the view and false when it leaves: a
    /// `GtkEventControllerMotion`.
    ///
    /// ```swift
    /// Label("Open", systemImage: "folder-symbolic")
    ///     .onHover { isHovered = $0 }
    ///     .styleClass(isHovered ? "accent" : nil)
    /// ```
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }
}

/// See `View.onTapGesture(count:perform:)`.
public struct _TapGestureModifier: ViewModifier {
    var count: Int
    var action: () -> Void
    public typealias Body = Never
}

extension _TapGestureModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.gestures.taps = true
    }

    func handle(_ event: WidgetEvent) -> Bool {
        guard case .tapped(let taps) = event, taps == count else { return false }
        action()
        return true
    }
}

/// See `View.onLongPressGesture(minimumDuration:maximumDistance:perform:)`.
public struct _LongPressGestureModifier: ViewModifier {
    var minimumDuration: Double
    var action: () -> Void
    public typealias Body = Never
}

extension _LongPressGestureModifier: AttributeModifier {
    /// The innermost long press sets how long a press must last.
    func apply(to layout: inout LayoutAttributes) {
        if layout.gestures.longPress == nil { layout.gestures.longPress = min(1, max(0.25, minimumDuration)) }
    }

    func handle(_ event: WidgetEvent) -> Bool {
        guard event == .longPressed else { return false }
        action()
        return true
    }
}

/// See `View.onHover(perform:)`.
public struct _HoverModifier: ViewModifier {
    var action: (Bool) -> Void
    public typealias Body = Never
}

extension _HoverModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.gestures.hover = true
    }

    /// Every `onHover` around the view hears the pointer come and go.
    func handle(_ event: WidgetEvent) -> Bool {
        guard case .hovered(let inside) = event else { return false }
        action(inside)
        return false
    }
}

/// Runs `action` when the mouse's back button is pressed over the view: how a navigation
/// stack goes back.
///
/// ```swift
/// Pages().modifier(_BackButtonModifier { path.removeLast() })
/// ```
public struct _BackButtonModifier: ViewModifier {
    var action: () -> Void
    public typealias Body = Never
}

extension _BackButtonModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.gestures.backButton = true
    }

    func handle(_ event: WidgetEvent) -> Bool {
        guard event == .backButtonPressed else { return false }
        action()
        return true
    }
}
