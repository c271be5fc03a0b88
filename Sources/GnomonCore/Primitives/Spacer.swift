import Foundation

/// Flexible empty space that expands along its stack's axis (along both outside a stack): an
/// empty `GtkBox` that expands.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Text("Value")
/// }
/// ```
public struct Spacer: View, Hashable, Sendable {
    /// The smallest length the spacer may have along its axis.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
}

extension Spacer: ElementView {
    static var widgetClass: WidgetClass { .box }
    var resolveReadsObservables: Bool { false }

    /// A spacer expands along its stack and is invisible across it; it fills both ways so
    /// that it is never placed by alignment.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        var layout = IntrinsicLayout(fill: [.horizontal, .vertical])
        switch context.containerAxis {
        case .horizontal:
            layout.expand = .horizontal
            layout.horizontalRequest = minLength.map(pixels)
        case .vertical:
            layout.expand = .vertical
            layout.verticalRequest = minLength.map(pixels)
        case nil:
            layout.expand = [.horizontal, .vertical]
        }
        return layout
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {}
}

/// A line that separates content: a `GtkSeparator` across its stack's axis (a horizontal line
/// in a `VStack`, a vertical one in an `HStack`).
///
/// ```swift
/// VStack {
///     Text("Above")
///     Divider()
///     Text("Below")
/// }
/// ```
public struct Divider: View, Hashable, Sendable {
    public init() {}
    public typealias Body = Never
}

extension Divider: ElementView {
    static var widgetClass: WidgetClass { .separator }
    var resolveReadsObservables: Bool { false }

    private func orientation(in context: ElementContext) -> Axis {
        context.containerAxis == .horizontal ? .vertical : .horizontal
    }

    /// A divider spans the stack: it fills its length.
    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(fill: orientation(in: context) == .horizontal ? .horizontal : .vertical)
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.orientation, orientation(in: context))
    }
}
