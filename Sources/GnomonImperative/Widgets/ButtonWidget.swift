import CGtk
import GnomonGtk

/// A `GtkButton` with a title; `onClicked` runs when a person clicks it (or presses Enter or
/// Space on it). The handler goes with the widget.
///
/// ```swift
/// let button = ButtonWidget(title: "Add")
/// button.onClicked = { [weak self] in self?.count += 1 }
/// ```
@MainActor
public final class ButtonWidget: GtkWidgetObject {
    public init(title: String = "") {
        super.init(taking: gtk_button_new_with_label(title))
        let data = Unmanaged.passUnretained(self).toOpaque()
        // The widget outlives its handler, and the handler holds no reference to the object.
        g_signal_connect_data(
            gobject(pointer), "clicked", unsafeBitCast(clicked, to: GCallback.self), data, nil, GConnectFlags(rawValue: 0))
    }

    public var title: String {
        get { gtk_button_get_label(cast(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(cast(pointer), newValue) }
    }

    /// What a click does.
    public var onClicked: (() -> Void)?
}

private let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let address = UInt(bitPattern: data)
    MainActor.assumeIsolated {
        Unmanaged<ButtonWidget>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().onClicked?()
    }
}
