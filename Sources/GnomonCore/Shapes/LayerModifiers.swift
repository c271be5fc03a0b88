import Foundation

extension View {
    /// Shows `content` behind this view, at this view's size.
    ///
    /// ```swift
    /// Text("New").padding(4).background { Capsule().fill(.blue) }
    /// ```
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        ZStack(alignment: alignment) {
            content().modifier(_LayerModifier())
            self
        }
    }

    /// Fills the space behind this view with `color`.
    ///
    /// ```swift
    /// Text("Saved").padding(6).background(Color.green.opacity(0.2))
    /// ```
    public func background(_ color: Color) -> some View {
        background { color }
    }

    /// Fills `shape` with `style` (a colour, a gradient) behind this view, at this view's size.
    ///
    /// ```swift
    /// Text("New").padding(6).background(.blue, in: .capsule)
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background { shape.fill(style) }
    }

    /// Fills the space behind this view with `style`: a gradient, a colour.
    ///
    /// ```swift
    /// Text("Sunset").padding().background(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// Shows `content` in front of this view, at this view's size.
    ///
    /// ```swift
    /// Image(systemName: "mail").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
    /// ```
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        ZStack(alignment: alignment) {
            self
            content().modifier(_LayerModifier())
        }
    }

    /// Covers this view with `color`.
    ///
    /// ```swift
    /// Thumbnail().overlay(Color.black.opacity(0.3))
    /// ```
    public func overlay(_ color: Color) -> some View {
        overlay { color }
    }

    /// Draws a border of `color`, `width` wide, inside this view's edges.
    ///
    /// ```swift
    /// Text("Note").padding(8).border(.secondary)
    /// ```
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(color, lineWidth: width) }
    }
}

/// A layer behind or in front of a view: it fills the view's space but neither expands nor
/// asks for any size of its own, so the view's size is the layered view's.
///
/// ```swift
/// Circle().fill(.red).modifier(_LayerModifier())
/// ```
public struct _LayerModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

extension _LayerModifier: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        for axis in [Axis.horizontal, .vertical] {
            layout[axis].expand = false
            layout[axis].fills = true
        }
    }
}
