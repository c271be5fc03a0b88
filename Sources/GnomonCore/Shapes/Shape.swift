import Foundation

/// A 2D shape: its outline in a rectangle. A shape is a view that takes the space it is
/// offered and fills it with the foreground colour; `.fill(_:)` and `.stroke(_:lineWidth:)`
/// paint it otherwise.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { path in
///             path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
///                            CGPoint(x: rect.minX, y: rect.maxY)])
///             path.closeSubpath()
///         }
///     }
/// }
/// Triangle().fill(.orange).frame(width: 40, height: 40)
/// ```
///
/// Gnomon draws shapes in a `GnomonDrawingArea` with cairo, at the size GTK gives it; a new
/// shape or paint redraws the same widget.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The shape filled with the foreground style around it (`foregroundStyle`), as SwiftUI
    /// fills a shape shown as a view; the theme's text colour by default.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(.color(.primary)), followsForeground: true)
    }

    /// Fills the shape with a style — a colour, a gradient, or an emphasis of the theme's
    /// foreground; `style` says how an outline that crosses itself is filled.
    ///
    /// ```swift
    /// Circle().fill(.blue)
    /// Capsule().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
    /// ring.fill(.orange, style: FillStyle(eoFill: true))
    /// ```
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(content.shapeInk), fillStyle: style)
    }

    /// Fills the shape with the foreground style around it, as `style` says.
    ///
    /// ```swift
    /// Star().fill(style: FillStyle(eoFill: true)).foregroundStyle(.orange)
    /// ```
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(.color(.primary)), fillStyle: style, followsForeground: true)
    }

    /// Draws the shape's outline in a style (a colour or a gradient), `lineWidth` wide,
    /// centred on the outline.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).stroke(.secondary, lineWidth: 2)
    /// Circle().stroke(AngularGradient(colors: [.blue, .green, .blue], center: .center), lineWidth: 8)
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the shape's outline in the foreground style around it, `lineWidth` wide.
    ///
    /// ```swift
    /// Circle().stroke(lineWidth: 2).foregroundStyle(.blue)
    /// ```
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the shape's outline in a style as `style` says: width, ends, corners, dashes.
    ///
    /// ```swift
    /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
    /// ```
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content.shapeInk, style, inset: 0))
    }

    /// Draws the shape's outline as `style` says, in the foreground style around it.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(style: StrokeStyle(lineWidth: 6, lineCap: .round))
    /// ```
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(.color(.primary), style, inset: 0), followsForeground: true)
    }

    /// Draws the shape's outline in a style inside its bounds, `lineWidth` wide.
    ///
    /// ```swift
    /// Circle().strokeBorder(.accentColor, lineWidth: 3)
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the shape's outline inside its bounds in the foreground style around it.
    ///
    /// ```swift
    /// Capsule().strokeBorder(lineWidth: 2).foregroundStyle(.green)
    /// ```
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the shape's outline in a style inside its bounds, as `style` says.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).strokeBorder(.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
    /// ```
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(content.shapeInk, style, inset: style.lineWidth / 2))
    }

    /// Draws the shape's outline inside its bounds as `style` says, in the foreground style
    /// around it.
    ///
    /// ```swift
    /// Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, dash: [4])).foregroundStyle(.secondary)
    /// ```
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(.color(.primary), style, inset: style.lineWidth / 2), followsForeground: true)
    }
}

/// A rectangle filling the space it is given.
///
/// ```swift
/// Rectangle().fill(.red).frame(height: 2)
/// ```
public struct Rectangle: Shape, Hashable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// ```
public struct RoundedRectangle: Shape, Hashable {
    public var cornerRadius: CGFloat

    /// Corners of `cornerRadius`; GNOME draws them as circular arcs whichever `style`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }

    /// Corners of the size's smaller side (GNOME's corners are circular arcs).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        cornerRadius = min(cornerSize.width, cornerSize.height)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
}

/// A rectangle whose short sides are half circles.
///
/// ```swift
/// Capsule().fill(.green).frame(width: 60, height: 24)
/// ```
public struct Capsule: Shape, Hashable {
    /// A capsule; its ends are half circles whichever `style`.
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// The largest circle centred in the space it is given.
///
/// ```swift
/// Circle().fill(.red).frame(width: 12, height: 12)
/// ```
public struct Circle: Shape, Hashable {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// The ellipse filling the space it is given.
///
/// ```swift
/// Ellipse().stroke(.purple, lineWidth: 2)
/// ```
public struct Ellipse: Shape, Hashable {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A shape of any type.
///
/// ```swift
/// let badge = isRound ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 4))
/// ```
public struct AnyShape: Shape {
    /// The wrapped shape's type: two erased shapes of different types are different shapes
    /// even where their values have the same bytes.
    private let type: ObjectIdentifier
    private let outline: (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        type = ObjectIdentifier(S.self)
        outline = { shape.path(in: $0) }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// Builds a shape from `if`/`else`, keeping both types.
///
/// ```swift
/// func outline(@ShapeBuilder _ make: () -> some Shape) -> some Shape { make() }
/// outline { if isRound { Circle() } else { Rectangle() } }
/// ```
@resultBuilder @MainActor
public enum ShapeBuilder {
    public static func buildBlock<S: Shape>(_ shape: S) -> S { shape }
    public static func buildEither<First: Shape, Second: Shape>(first: First) -> _ConditionalShape<First, Second> {
        _ConditionalShape(storage: .first(first))
    }
    public static func buildEither<First: Shape, Second: Shape>(second: Second) -> _ConditionalShape<First, Second> {
        _ConditionalShape(storage: .second(second))
    }
    public static func buildLimitedAvailability<S: Shape>(_ shape: S) -> AnyShape { AnyShape(shape) }
}

/// One of two shapes, as `if`/`else` in a `@ShapeBuilder` makes it.
///
/// ```swift
/// let shape: _ConditionalShape<Circle, Rectangle> = ShapeBuilder.buildEither(first: Circle())
/// ```
public struct _ConditionalShape<First: Shape, Second: Shape>: Shape {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    public func path(in rect: CGRect) -> Path {
        switch storage {
        case .first(let shape): shape.path(in: rect)
        case .second(let shape): shape.path(in: rect)
        }
    }
}
