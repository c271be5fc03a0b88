import Foundation

extension View {
    /// Runs `action` with what `transform` reads of this view's geometry, each time that
    /// changes: after the update in which GTK (or the test host) first lays the view out, and
    /// after every layout that changes it.
    ///
    /// ```swift
    /// Text(note).onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { height = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        _GeometryChangeReader(content: self, transform: transform) { _, new in action(new) }
    }

    /// Runs `action` with the old and the new value of what `transform` reads of this view's
    /// geometry, each time that changes.
    ///
    /// ```swift
    /// List { … }.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in widthChanged(old, new) }
    /// ```
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        _GeometryChangeReader(content: self, transform: transform, action: action)
    }
}

/// `onGeometryChange`: the content in a layout that takes its size and tells a `ReadGeometry`
/// where it was placed; the reader's body reads that, and runs the action as the transformed
/// value changes.
public struct _GeometryChangeReader<Content: View, Value: Equatable>: View {
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void
    @State private var geometry = ReadGeometry()
    @Environment(\.coordinateSpaces) private var spaces

    public var body: some View {
        // Nothing until the first layout; then the value laid out, and each change of it.
        _LayoutContainer(layout: _GeometryReportLayout(geometry: geometry), content: content)
            .onChange(of: geometry.isLaidOut ? transform(GeometryProxy(geometry.values, spaces: spaces)) : nil) { old, new in
                if let new { action(old ?? new, new) }
            }
    }
}

/// Takes its content's size and places it there, telling a `ReadGeometry` where.
struct _GeometryReportLayout: ModifierLayout, LayoutExpansion, GeometryReportingLayout {
    let geometry: ReadGeometry

    var expansion: Axis.Set { [] }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.largestSize(for: proposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        geometry.take(in: bounds, of: subviews)
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// A layout that tells views where it was placed: the test host lays its tree out after each
/// update while one is mounted, as GTK lays out each frame.
protocol GeometryReportingLayout {}
