import Foundation

/// The outline a clipped view is cut to. GTK 4.8 clips to rounded rectangles, which draw each
/// built-in shape exactly; another shape is clipped to its bounds (and reported once).
public enum ClipOutline: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
    case ellipse

    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius):
            "rounded-rectangle " + (radius == radius.rounded() ? String(Int(radius)) : String(radius))
        case .capsule: "capsule"
        case .circle: "circle"
        case .ellipse: "ellipse"
        }
    }
}

/// A shape GTK can clip to exactly.
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
    /// Cuts this view to `shape`.
    ///
    /// ```swift
    /// Image(contentsOfFile: avatar).frame(width: 48, height: 48).clipShape(Circle())
    /// ```
    ///
    /// `Rectangle`, `RoundedRectangle`, `Capsule`, `Circle` and `Ellipse` clip exactly; any
    /// other shape clips to its bounds on GTK 4.8, and says so once in the log.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        _ClipView(content: self, outline: clipOutline(of: shape))
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

/// The outline GTK clips `shape` to: exact for the built-in shapes, else the bounds.
@MainActor
private func clipOutline<S: Shape>(of shape: S) -> ClipOutline {
    if let exact = shape as? ClipOutlineShape { return exact.clipOutline }
    WarnOnce.check("clipShape \(S.self)", isProblem: { true },
        "clipShape(\(S.self)): GTK 4.8 clips to rounded rectangles, so this shape clips to its bounds")
    return .rectangle
}

/// A view cut to an outline: a `GnomonClip` widget (Gnomon's own, a one-child container that
/// clips what it draws).
public struct _ClipView<Content: View>: View {
    let content: Content
    let outline: ClipOutline

    public typealias Body = Never
}

extension _ClipView: ElementView {
    static var widgetClass: WidgetClass { .clip }
    var childContent: Content? { content }
    var implicitStackAxis: Axis? { .vertical }
    var childPlacement: ChildPlacement { ChildPlacement(horizontal: .fill, vertical: .fill) }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        list.add(.clip, outline)
    }
}
