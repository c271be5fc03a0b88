import Foundation

extension View {
    /// Adds space around the view: GTK margins, which follow the text direction.
    ///
    /// ```swift
    /// Text("Hello").padding()              // 12 on every side
    /// Text("Hello").padding(.horizontal, 24)
    /// ```
    ///
    /// The default, 12 pixels, is GNOME's standard margin.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(insets: EdgeInsets(edges, length ?? _PaddingLayout.defaultLength)))
    }

    /// Adds `length` on every side.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }
}

/// Adds margins; see `View.padding(_:_:)`.
public struct _PaddingLayout: ViewModifier, Equatable {
    /// GNOME's standard margin.
    static let defaultLength: CGFloat = 12

    var insets: EdgeInsets

    public typealias Body = Never
}

extension _PaddingLayout: AttributeModifier {
    func apply(to layout: inout LayoutAttributes) {
        layout.horizontal.pad(before: insets.leading, after: insets.trailing)
        layout.vertical.pad(before: insets.top, after: insets.bottom)
    }
}
