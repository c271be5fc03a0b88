import Foundation

/// What paints a shape: a colour or a gradient.
///
/// ```swift
/// ShapeInk.color(.blue).description   // "#3584e4"
/// ```
public enum ShapeInk: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    case gradient(GradientPaint)

    public var description: String {
        switch self {
        case .color(let color): color.name
        case .gradient(let gradient): "\(gradient)"
        }
    }
}

/// How a shape is painted: filled, or its outline stroked, with a colour or a gradient.
///
/// ```swift
/// ShapePaint.stroke(.color(.blue), StrokeStyle(lineWidth: 2), inset: 1).description   // "stroke #3584e4 2 inset 1"
/// ```
public enum ShapePaint: Hashable, Sendable, CustomStringConvertible {
    case fill(ShapeInk)
    /// A line drawn as `style` says along the outline of the shape drawn in the rectangle
    /// inset by `inset`.
    case stroke(ShapeInk, StrokeStyle, inset: CGFloat)

    public var description: String {
        switch self {
        case .fill(let ink): "fill \(ink)"
        case .stroke(let ink, let style, let inset):
            "stroke \(ink) \(style)" + (inset == 0 ? "" : " inset \(StrokeStyle.number(inset))")
        }
    }

    /// The same paint in `color`: a fill or a stroke of that colour.
    func painted(_ color: Color) -> ShapePaint {
        switch self {
        case .fill: .fill(.color(color))
        case .stroke(_, let style, let inset): .stroke(.color(color), style, inset: inset)
        }
    }
}

/// A shape of any type as a value a widget holds: its outline in a rectangle, compared by
/// the shape's type and value, so an update that keeps the shape redraws nothing.
///
/// ```swift
/// let outline = ShapeOutline.of(Circle())
/// outline == ShapeOutline.of(Circle())   // true
/// ```
public class ShapeOutline: Hashable, @unchecked Sendable, CustomStringConvertible {
    let shapeType: ObjectIdentifier
    /// The shape's type name, without its generic arguments ("Circle", "_TrimmedShape").
    public let shapeName: String

    init(shapeType: ObjectIdentifier, shapeName: String) {
        self.shapeType = shapeType
        self.shapeName = shapeName
    }

    /// `shape` as an outline.
    package static func of<S: Shape>(_ shape: S) -> ShapeOutline {
        TypedShapeOutline(shape)
    }

    /// The outline in `rect`.
    @MainActor public func path(in rect: CGRect) -> Path {
        fatalError("abstract")
    }

    func hasSameShape(as other: ShapeOutline) -> Bool { fatalError("abstract") }

    public var description: String { shapeName }

    public static func == (lhs: ShapeOutline, rhs: ShapeOutline) -> Bool {
        lhs === rhs || (lhs.shapeType == rhs.shapeType && lhs.hasSameShape(as: rhs))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(shapeType)
    }
}

private final class TypedShapeOutline<S: Shape>: ShapeOutline, @unchecked Sendable {
    let shape: S

    init(_ shape: S) {
        self.shape = shape
        var name = _typeName(S.self, qualified: false)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        super.init(shapeType: ObjectIdentifier(S.self), shapeName: name)
    }

    @MainActor override func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    override func hasSameShape(as other: ShapeOutline) -> Bool {
        guard let other = other as? TypedShapeOutline<S> else { return false }
        return ViewEquality.areEqual(shape, other.shape)
    }
}

/// What a drawing widget draws: a shape, its paint, and how its fill treats an outline that
/// crosses itself. Immutable; two drawings are equal when their shapes are the same type with
/// equal values and their paints and fill styles are equal, so an update that changes none
/// redraws nothing.
///
/// ```swift
/// if let drawing = PropertyKey.drawing.value(of: property.value) ?? nil { let outline = drawing.path(width: 40, height: 20) }
/// ```
public final class ShapeDrawing: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let outline: ShapeOutline
    public let paint: ShapePaint
    /// How a fill treats an outline that crosses itself (a stroke ignores it).
    public let fillStyle: FillStyle

    init(outline: ShapeOutline, paint: ShapePaint, fillStyle: FillStyle) {
        self.outline = outline
        self.paint = paint
        self.fillStyle = fillStyle
    }

    /// The outline to draw in a widget `width` by `height`, inset as the paint says.
    @MainActor public func path(width: Double, height: Double) -> Path {
        var inset: CGFloat = 0
        if case .stroke(_, _, let amount) = paint { inset = amount }
        return outline.path(in: CGRect(x: 0, y: 0, width: width, height: height).insetBy(dx: inset, dy: inset))
    }

    public var description: String {
        var words = ["\(paint)"]
        if fillStyle.isEOFilled { words.append("even-odd") }
        if !fillStyle.isAntialiased { words.append("aliased") }
        return (words + [outline.shapeName]).joined(separator: " ")
    }

    public static func == (lhs: ShapeDrawing, rhs: ShapeDrawing) -> Bool {
        lhs === rhs || (lhs.paint == rhs.paint && lhs.fillStyle == rhs.fillStyle && lhs.outline == rhs.outline)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(paint)
        hasher.combine(outline)
    }
}

/// A shape, painted: a `GnomonDrawingArea` that takes the space it is given. Made by a shape
/// shown as a view, `.fill(_:style:)` or `.stroke(_:style:)`.
///
/// ```swift
/// let view: _ShapeView<Circle> = Circle().fill(.blue)
/// ```
public struct _ShapeView<S: Shape>: View {
    let shape: S
    let paint: ShapePaint
    var fillStyle = FillStyle()
    /// Whether a colour set with `foregroundStyle` around it fills it instead of `paint`: a
    /// shape shown as a view, with no paint of its own.
    var followsForeground = false

    public typealias Body = Never
}

extension _ShapeView: ElementView {
    static var widgetClass: WidgetClass { .drawingArea }

    /// A shape decorates, as in SwiftUI: a screen reader skips it unless it is named
    /// (`.accessibilityLabel`).
    var isDecorative: Bool { true }

    func intrinsicLayout(in context: ElementContext) -> IntrinsicLayout {
        IntrinsicLayout(expand: [.horizontal, .vertical])
    }

    func addProperties(in context: ElementContext, layout: LayoutAttributes, to list: inout PropertyList) {
        var paint = paint
        if followsForeground, case .color(let color) = context.environment.foreground { paint = paint.painted(color) }
        list.add(.drawing, ShapeDrawing(outline: .of(shape), paint: paint, fillStyle: fillStyle))
    }
}
