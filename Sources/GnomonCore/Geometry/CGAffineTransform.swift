#if !canImport(CoreGraphics)
import Foundation

/// An affine transform of the plane, as CoreGraphics has it (Linux's Foundation lacks it): a
/// point `(x, y)` goes to `(a·x + c·y + tx, b·x + d·y + ty)`.
///
/// ```swift
/// let turn = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
/// CGPoint(x: 1, y: 0).applying(turn)   // (0, 11): moved by 10 along x, then turned
/// ```
///
/// As in CoreGraphics, `translatedBy`, `scaledBy` and `rotated` put their step *before* the
/// transform, and `t1.concatenating(t2)` applies `t1`, then `t2`.
public struct CGAffineTransform: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The matrix's entries: `a`, `b`, `c`, `d` scale, turn and shear; `tx`, `ty` move.
    /// `CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 0)` doubles, then moves 5 along x.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// All zero, as CoreGraphics' C struct starts; `.identity` changes nothing.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The transform with these entries (see `a`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Moves by `(x, y)`.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by `x` along x and `y` along y.
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Turns by `angle` radians (from x toward y: clockwise on a screen, whose y points down).
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that changes nothing: `point.applying(.identity) == point`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether it changes nothing: `CGAffineTransform(scaleX: 1, y: 1).isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `(x, y)`, then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale, then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A turn by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one unchanged if nothing can (it flattens the
    /// plane), as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// `[a, b, c, d, tx, ty]`.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    /// The point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: transform.a * x + transform.c * y + transform.tx,
            y: transform.b * x + transform.d * y + transform.ty)
    }
}

extension CGSize {
    /// The size transformed as a vector: scaled and turned, not moved.
    public func applying(_ transform: CGAffineTransform) -> CGSize {
        CGSize(width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners of this one.
    public func applying(_ transform: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif
