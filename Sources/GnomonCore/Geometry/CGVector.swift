#if !canImport(CoreGraphics)
import Foundation

/// A two-dimensional vector, as CoreGraphics has it (Linux's Foundation has `CGPoint`, `CGSize`
/// and `CGRect` but not this): a drag's velocity, a shadow's offset.
///
/// ```swift
/// let push = CGVector(dx: 4, dy: -2)
/// ```
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

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

    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
#endif
