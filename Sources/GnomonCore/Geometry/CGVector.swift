#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector, as CoreGraphics has it (Linux's Foundation has `CGPoint`, `CGSize`
/// and `CGRect` but not this): a drag's velocity, a shadow's offset.
///
/// ```swift
/// let push = CGVector(dx: 4, dy: -2)
/// ```
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The vector's length along x and along y: `CGVector(dx: 3, dy: 4)`.
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The vector of `dx` along x and `dy` along y (also from `Double`s and `Int`s).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// `(0, 0)`: `CGVector.zero == CGVector()`.
    public static var zero: CGVector { CGVector() }

    /// `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
#endif
