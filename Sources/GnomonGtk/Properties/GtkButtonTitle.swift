import CGtk
import GnomonCore

/// A button's or check button's title, which ends in "…" when it does not fit. The
/// constructor takes it; GTK reads it back by its name.
///
/// ```swift
/// GtkButtonTitle.set("Save", on: button)   // "label", then ellipsized
/// ```
@MainActor
enum GtkButtonTitle: GtkPropertyWriter {
    static var key: WidgetProperty<String?> { .label }

    static func set(_ title: String?, on handle: GtkWidgetHandle) {
        GtkProperties.set(title.propertyValue, as: key, on: handle)
        if title != nil { GtkProperties.ellipsizeLongTitle(of: handle.pointer, handle.widgetClass!) }
    }

    static func isConstructed(among properties: [Property]) -> Bool { true }
}

/// A button's icon: GTK takes no NULL icon name, so no icon is no child.
@MainActor
enum GtkButtonIcon: GtkPropertyWriter {
    static var key: WidgetProperty<String?> { .iconName }

    static func set(_ icon: String?, on handle: GtkWidgetHandle) {
        if icon == nil {
            gtk_button_set_child(cast(handle.pointer), nil)
        } else {
            GtkProperties.set(icon.propertyValue, as: key, on: handle)
        }
    }

    static func isConstructed(among properties: [Property]) -> Bool { true }
}

extension WidgetClass {
    /// Whether the class is a `GtkButton` (or a check button), whose title and icon GTK lays
    /// out as its child.
    var isButton: Bool {
        self == .button || self == .pressableButton || self == .checkButton || self == .linkButton || self == .toggleButton
    }
}
