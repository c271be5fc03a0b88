import Foundation

/// The size a layout offers a view: along each axis a length, nil for "your ideal size", or
/// infinity for "as large as you can be". The view answers with the size it takes.
///
/// ```swift
/// let ideal = subview.sizeThatFits(.unspecified)
/// let widest = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: bounds.height))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered; nil asks for the ideal width.
    public var width: CGFloat?
    /// The height offered; nil asks for the ideal height.
    public var height: CGFloat?

    /// Offers `width` and `height`, nil along an axis asking for the ideal length.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Offers exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Offers nothing: a view takes its least size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size along both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Offers all the room there is: a view takes its largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The size offered, with `size`'s length where an axis asks for the ideal.
    ///
    /// ```swift
    /// ProposedViewSize(width: 40, height: nil).replacingUnspecifiedDimensions()   // 40 × 10
    /// ```
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The length offered along `axis`.
    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    /// The length along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    package subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
