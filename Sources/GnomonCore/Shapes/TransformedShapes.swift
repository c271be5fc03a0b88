import Foundation

// Shapes moved, turned, scaled or trimmed inside the rectangle they are drawn in — the view
// keeps its frame; only the outline changes (SwiftUI's OffsetShape, RotatedShape, ScaledShape,
// TransformedShape and trim).

/// A shape moved by an offset.
///
/// ```swift
/// Circle().offset(x: 4, y: 4).fill(.gray)
/// ```
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape turned by an angle about a point of its bounds.
///
/// ```swift
/// Rectangle().rotation(.degrees(45)).fill(.orange)
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        (self.shape, self.angle, self.anchor) = (shape, angle, anchor)
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(rotationAngle: angle.radians), about: anchor, of: rect)
    }
}

/// A shape scaled about a point of its bounds.
///
/// ```swift
/// Circle().scale(0.5).fill(.blue)
/// ```
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        (self.shape, self.scale, self.anchor) = (shape, scale, anchor)
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, of: rect)
    }
}

/// A shape with an affine transform applied to its outline.
///
/// ```swift
/// Rectangle().transform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)).fill(.green)
/// ```
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

/// The part of a shape's outline between two fractions of its length.
///
/// ```swift
/// Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 4)
/// ```
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

extension Path {
    /// The path with `transform` applied about the point `anchor` of `rect` (which stays put).
    fileprivate func applying(_ transform: CGAffineTransform, about anchor: UnitPoint, of rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return applying(
            CGAffineTransform(translationX: -pivot.x, y: -pivot.y).concatenating(transform)
                .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y)))
    }
}

extension Shape {
    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by `(x, y)` within its frame.
    ///
    /// ```swift
    /// Circle().offset(x: 2, y: 2)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape turned by `angle` about `anchor` (its centre by default).
    ///
    /// ```swift
    /// Rectangle().rotation(.degrees(30))
    /// ```
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by `x` and `y` about `anchor`.
    ///
    /// ```swift
    /// Ellipse().scale(x: 1, y: 0.5)
    /// ```
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape's outline transformed.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The part of the outline from `from` to `to`, fractions of its length: a progress ring.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(.accentColor, style: StrokeStyle(lineWidth: 6, lineCap: .round))
    /// ```
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: from, to: to)
    }
}
