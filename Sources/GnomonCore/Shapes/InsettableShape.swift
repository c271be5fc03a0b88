import Foundation

/// A shape that can be drawn inset from its bounds: what `strokeBorder` strokes, so that the
/// whole line stays inside the view.
///
/// ```swift
/// Circle().inset(by: 4).stroke(.blue, lineWidth: 8)   // the ring touches the frame's edges
/// ```
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn in its bounds shrunk by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inset from its bounds: what `inset(by:)` returns.
///
/// ```swift
/// let inner: _InsetShape<Capsule> = Capsule().inset(by: 2)
/// ```
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by more: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: amount + more)
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// Inset with its corners kept concentric: their radius shrinks by `amount` too.
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: RoundedRectangle(cornerRadius: max(0, cornerRadius - amount)), amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}
