import Foundation

/// Along which axes a layout's container takes the room it is offered in a GTK box (expands):
/// Gnomon's own layouts say (a stack's, none: its children decide); a layout of the app's own,
/// which says nothing, takes it along both, as SwiftUI's layouts mostly take the room they are
/// proposed. What it does not use, the container leaves empty around what it places.
@MainActor
protocol LayoutExpansion {
    var expansion: Axis.Set { get }
    /// Axes along which the container never expands, whatever its views do.
    var rigidity: Axis.Set { get }
}

extension LayoutExpansion {
    var rigidity: Axis.Set { [] }
}

/// A one-view layout a modifier makes (a frame, an offset, a geometry report): its widget is
/// no element of its own, so the view inside takes what the modifiers around it say of their
/// content (`AttributeScope`), as SwiftUI's modifiers leave one element.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120).accessibilityLabel("Notes")  // names the editor
/// ```
protocol ModifierLayout: Layout {}

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
    /// The layout an `AnyLayout` holds; nil for any other layout, which its type describes.
    private var held: LayoutDescription? { (layout as? AnyLayout)?.layout }
    var childAxis: Axis? { held?.stackOrientation ?? L.layoutProperties.stackOrientation }
    /// The layout gives each child the frame of the size it takes, so nothing is placed
    /// inside one.
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    /// A layout that takes the room it is offered expands, as a shape does.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        if let held { return IntrinsicLayout(expand: held.expansion, rigid: held.rigidity) }
        return IntrinsicLayout(expand: LayoutDescription.expansion(of: layout), rigid: (layout as? LayoutExpansion)?.rigidity ?? [])
    }

    func addProperties(in context: ElementContext, layout attributes: LayoutAttributes, to list: inout PropertyList) {
        list.add(.layout, LayoutDescription.of(layout))
    }

    var passesContentAttributes: Bool { L.self is any ModifierLayout.Type }
}
