extension View {
    /// Makes the view insensitive (greyed out, not interactive), with everything inside it:
    /// GTK's `sensitive` property. Views inside read `isEnabled` as false.
    ///
    /// ```swift
    /// Button("Save") { save() }.disabled(!hasChanges)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }

    /// Shows `text` as the view's tooltip: GTK's `tooltip-text`.
    ///
    /// ```swift
    /// Button("Delete") { delete() }.help("Move the file to the trash")
    /// ```
    public func help(_ text: String) -> some View {
        modifier(_HelpModifier(text: text))
    }

    /// Draws the view `opacity` opaque (0 transparent, 1 opaque), with everything inside it:
    /// GTK's `opacity`. Nested opacities multiply.
    ///
    /// ```swift
    /// Image(systemName: "star").opacity(isFavorite ? 1 : 0.3)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityModifier(opacity: opacity))
    }

    /// Hides the view and what is inside it, keeping the space it takes: it is drawn
    /// transparent and takes no clicks and no keyboard focus.
    ///
    /// ```swift
    /// ProgressView().hidden()
    /// ```
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }

    /// Adds the CSS class `name` to the view's widget, so GTK's theme or your stylesheet can
    /// style it. As a background in SwiftUI, the class styles the padding and frames inside it:
    /// `.padding(12).styleClass("card")` is a card with 12 pixels of room inside. GNOME's style classes are a good start: `title-1`, `heading`, `dim-label`,
    /// `suggested-action`, `destructive-action`, `flat`, `card`, …
    ///
    /// ```swift
    /// Text("Welcome").styleClass("title-1")
    /// Button("Delete") { delete() }.styleClass("destructive-action")
    /// RowView(item).styleClass(isSelected ? "selected" : nil)   // nil: no class
    /// ```
    public func styleClass(_ name: String?) -> some View {
        modifier(_StyleClassModifier(name: name))
    }
}

/// See `View.disabled(_:)`.
public struct _DisabledModifier: ViewModifier, Equatable {
    var isDisabled: Bool
    public typealias Body = Never
}

extension _DisabledModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        if isDisabled { layout.sensitive = false }
    }

    func write(into environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }
}

/// See `View.help(_:)`.
public struct _HelpModifier: ViewModifier, Equatable {
    var text: String
    public typealias Body = Never
}

extension _HelpModifier: AttributeModifier {
    /// The innermost tooltip wins.
    func apply(to layout: inout LayoutAttributes) {
        if layout.tooltip == nil { layout.tooltip = text }
    }
}

/// See `View.opacity(_:)`.
public struct _OpacityModifier: ViewModifier, Equatable {
    var opacity: Double
    public typealias Body = Never
}

extension _OpacityModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.opacity *= min(max(opacity, 0), 1)
    }
}

/// See `View.hidden()`.
public struct _HiddenModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _HiddenModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.isHidden = true
    }
}

/// See `View.styleClass(_:)`.
public struct _StyleClassModifier: ViewModifier, Equatable {
    var name: String?
    public typealias Body = Never
}

extension _StyleClassModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        guard let name else { return }
        layout.enclose()
        layout.classes.append(name)
    }
}

extension View {
    /// Makes `key` with `modifiers` (Ctrl by default) activate the control, from anywhere in
    /// its window: a button is clicked, a toggle flipped. GTK's `GtkShortcutController`, global
    /// to the window. Give it to the control itself (a button, a toggle), not to a stack of them.
    ///
    /// ```swift
    /// Button("New Note") { addNote() }.keyboardShortcut("n")
    /// Button("Find") { search() }.keyboardShortcut("f", modifiers: [.command])
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes `shortcut` activate the control (nil: none).
    ///
    /// ```swift
    /// Button("Save") { save() }.keyboardShortcut(canSave ? .defaultAction : nil)
    /// ```
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}

/// See `View.keyboardShortcut(_:)`.
public struct _KeyboardShortcutModifier: ViewModifier, Equatable {
    var shortcut: KeyboardShortcut?
    public typealias Body = Never
}

extension _KeyboardShortcutModifier: AttributeModifier {
    static var describesContent: Bool { true }

    /// The innermost shortcut wins.
    func apply(to layout: inout LayoutAttributes) {
        if !layout.hasShortcut {
            layout.hasShortcut = true
            layout.shortcut = shortcut
        }
    }
}

extension View {
    /// Tints the controls in this view with `color` where GNOME uses its accent colour: a
    /// switch that is on, a checked box or radio, a slider's filled part, a progress bar, a
    /// suggested button. One generated CSS class per colour (nil: the accent colour).
    ///
    /// ```swift
    /// Toggle("Alarm", isOn: $alarm).toggleStyle(.switch).tint(.orange)
    /// ```
    public func tint(_ color: Color?) -> some View {
        styleClass(color.map(GeneratedStyleClass.tint))
    }

    /// SwiftUI's older name for `tint(_:)`.
    ///
    /// ```swift
    /// Form { … }.accentColor(.purple)
    /// ```
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }
}

