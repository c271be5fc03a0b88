import CGtk
import GnomonCore

/// A container titled by a view: its first child is its label widget, its second its content
/// (a `GroupBox` or `DisclosureGroup` with a label of views).
///
/// ```swift
/// GtkLabeledFrameChildren.insert(title, into: frame, after: nil)     // the label widget
/// GtkLabeledFrameChildren.insert(content, into: frame, after: title) // the child
/// ```
@MainActor
protocol GtkTitledChildren: GtkChildren {
    /// How its content is set.
    associatedtype Content: GtkSingleChild
    static func labelWidget(of container: GtkWidgetHandle) -> WidgetPointer?
    static func setLabelWidget(_ label: WidgetPointer?, of container: GtkWidgetHandle)
}

extension GtkTitledChildren {
    static func insert(_ child: GtkWidgetHandle, into container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        if sibling == nil {
            setLabelWidget(child.pointer, of: container)
        } else {
            Content.setChild(child.pointer, of: container)
        }
    }

    static func move(_ child: GtkWidgetHandle, in container: GtkWidgetHandle, after sibling: WidgetPointer?) {
        moveByReinserting(child, in: container, after: sibling)
    }

    static func remove(_ child: GtkWidgetHandle, from container: GtkWidgetHandle) {
        if labelWidget(of: container) == child.pointer {
            setLabelWidget(nil, of: container)
        } else {
            Content.setChild(nil, of: container)
        }
    }
}

/// A group box titled by a view.
enum GtkLabeledFrameChildren: GtkTitledChildren {
    typealias Content = GtkFrameChild

    static func labelWidget(of frame: GtkWidgetHandle) -> WidgetPointer? {
        gtk_frame_get_label_widget(cast(frame.pointer))
    }

    static func setLabelWidget(_ label: WidgetPointer?, of frame: GtkWidgetHandle) {
        gtk_frame_set_label_widget(cast(frame.pointer), label)
    }
}

/// A disclosure group titled by a view.
enum GtkLabeledExpanderChildren: GtkTitledChildren {
    typealias Content = GtkExpanderChild

    static func labelWidget(of expander: GtkWidgetHandle) -> WidgetPointer? {
        gtk_expander_get_label_widget(cast(expander.pointer))
    }

    static func setLabelWidget(_ label: WidgetPointer?, of expander: GtkWidgetHandle) {
        gtk_expander_set_label_widget(cast(expander.pointer), label)
    }
}
