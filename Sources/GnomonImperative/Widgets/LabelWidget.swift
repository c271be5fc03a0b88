import CGtk
import GnomonGtk

/// A `GtkLabel`: text, wrapped over lines or not, at a size and weight of its own.
///
/// ```swift
/// let title = LabelWidget(text: "REPUBLIC OF BOBA")
/// title.fontSize = 20
/// title.isBold = true
/// ```
@MainActor
public final class LabelWidget: GtkWidgetObject {
    public init(text: String = "") {
        super.init(taking: gtk_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(cast(pointer))) }
        set { gtk_label_set_text(cast(pointer), newValue) }
    }

    /// Whether the text wraps onto more lines where it does not fit.
    public var wraps: Bool {
        get { gtk_label_get_wrap(cast(pointer)) != 0 }
        set { gtk_label_set_wrap(cast(pointer), newValue ? 1 : 0) }
    }

    /// Where lines go across the label's width: 0 leading, 0.5 centred, 1 trailing.
    public var textAlignment: Double {
        get { Double(gtk_label_get_xalign(cast(pointer))) }
        set {
            gtk_label_set_xalign(cast(pointer), Float(newValue))
            gtk_label_set_justify(cast(pointer), newValue < 0.25 ? GTK_JUSTIFY_LEFT : newValue > 0.75 ? GTK_JUSTIFY_RIGHT : GTK_JUSTIFY_CENTER)
        }
    }

    /// The text's size in points; nil for the theme's.
    public var fontSize: Double? {
        didSet { applyFont() }
    }

    /// Whether the text is bold.
    public var isBold = false {
        didSet { applyFont() }
    }

    private func applyFont() {
        let attributes = pango_attr_list_new()
        if let fontSize { pango_attr_list_insert(attributes, pango_attr_size_new(Int32(fontSize * Double(PANGO_SCALE)))) }
        if isBold { pango_attr_list_insert(attributes, pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
        gtk_label_set_attributes(cast(pointer), attributes)
        pango_attr_list_unref(attributes)
    }
}
