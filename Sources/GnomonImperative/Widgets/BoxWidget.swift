import CGtk
import GnomonCore
import GnomonGtk

/// A `GtkBox`: subviews one after another along its orientation (`@ArrangedSubview`), each
/// placed across it by `alignment`.
///
/// ```swift
/// let stack = BoxWidget()
/// stack.orientation = .vertical
/// stack.alignment = .center
/// stack.append(LabelWidget(text: "🧋"))
/// ```
@MainActor
public final class BoxWidget: GtkWidgetObject {
    /// Where a box places each subview across its orientation.
    public enum Alignment: Sendable {
        case fill, start, center, end
    }

    public init() {
        super.init(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
    }

    public var orientation: Axis {
        get { gtk_orientable_get_orientation(cast(pointer)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
        set { gtk_orientable_set_orientation(cast(pointer), newValue == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL) }
    }

    /// The room between subviews, in pixels.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(cast(pointer))) }
        set { gtk_box_set_spacing(cast(pointer), Int32(newValue)) }
    }

    /// Where subviews go across the box: their alignment along the other axis. Applies to
    /// subviews appended after it is set, and to those already in.
    public var alignment = Alignment.fill {
        didSet {
            var child = gtk_widget_get_first_child(pointer)
            while let current = child {
                align(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
    }

    /// Appends `subview` after the others.
    public func append(_ subview: GtkWidgetObject) {
        gtk_box_append(cast(pointer), subview.pointer)
        align(subview.pointer)
    }

    private func align(_ child: WidgetPointer) {
        let align: GtkAlign =
            switch alignment {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .center: GTK_ALIGN_CENTER
            case .end: GTK_ALIGN_END
            }
        if orientation == .vertical { gtk_widget_set_halign(child, align) } else { gtk_widget_set_valign(child, align) }
    }
}
