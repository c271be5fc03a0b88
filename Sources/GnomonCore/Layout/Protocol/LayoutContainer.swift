import Foundation

/// A `Layout` holding views: a `GnomonLayout` widget (Gnomon's own, whose GTK layout manager
/// asks the layout) with the content's widgets as its children. Made by calling a layout with
/// content.
///
/// ```swift
/// let view = HStackLayout(spacing: 4) { Text("A"); Text("B") }   // a _LayoutContainer
/// ```
public struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    public typealias Body = Never
}

extension _LayoutContainer: ElementView {
    static var widgetClass: WidgetClass { .layout }
    var resolveReadsObservables: Bool { false }
    var childContent: Content? { content }
    var childAxis: Axis? { LayoutDescription.of(layout).stackOrientation }
    /// The layout gives each child the frame of the size it takes, so nothing is placed
    /// inside one.
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    /// A layout that takes the room it is offered expands, as a shape does.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        (layout as? ExpandingLayout).map { IntrinsicLayout(expand: $0.expansion) } ?? .none
    }

    func addProperties(in context: ElementContext, layout attributes: LayoutAttributes, to list: inout PropertyList) {
        list.add(.layout, LayoutDescription.of(layout))
    }
}
