import Foundation

/// The outline a clipped view is cut to: the built-in shapes GTK clips to as rounded
/// rectangles, or any other shape's path.
public enum ClipOutline: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
    case ellipse
    /// Any other shape, cut to its path, filled as `style` says.
    case shape(ShapeOutline, style: FillStyle)

    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius):
            "rounded-rectangle " + (radius == radius.rounded() ? String(Int(radius)) : String(radius))
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        case .shape(let outline, let style): "shape \(outline)" + (style.isEOFilled ? " even-odd" : "")
        }
    }
}

/// A shape GTK clips to exactly as a rounded rectangle, the cheapest clip it has.
@MainActor
protocol ClipOutlineShape {
    var clipOutline: ClipOutline { get }
}

extension Rectangle: ClipOutlineShape { var clipOutline: ClipOutline { .rectangle } }
extension RoundedRectangle: ClipOutlineShape { var clipOutline: ClipOutline { .roundedRectangle(cornerRadius: cornerRadius) } }
extension Capsule: ClipOutlineShape { var clipOutline: ClipOutline { .capsule } }
extension Circle: ClipOutlineShape { var clipOutline: ClipOutline { .circle } }
extension Ellipse: ClipOutlineShape { var clipOutline: ClipOutline { .ellipse } }

extension View {
    /// Cuts this view to `shape`; `style` says how a path that crosses itself is filled.
    ///
    /// ```swift
    /// Image(contentsOfFile: avatar).frame(width: 48, height: 48).clipShape(Circle())
    /// Photo().clipShape(Star(points: 5))
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let outline = (shape as? ClipOutlineShape)?.clipOutline
        return _EffectView(content: self, effect: .clip(outline.flatMap { style.isEOFilled ? nil : $0 } ?? .shape(.of(shape), style: style)))
    }

    /// Rounds this view's corners by cutting it to a rounded rectangle of `radius`.
    ///
    /// ```swift
    /// Thumbnail().cornerRadius(12)
    /// ```
    public func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
