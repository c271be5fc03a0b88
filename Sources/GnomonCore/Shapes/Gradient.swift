import Foundation

/// Colours blended along a line, a radius or a turn: what a gradient paints.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .orange, location: 0), .init(color: .red, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// A colour and where it lies, from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// The colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// A gradient along the line from `startPoint` to `endPoint` of the space it fills.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// Text("Sunset").padding().background(LinearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// Shown as a view, it fills the space it is given.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around `center`, from `startRadius` to `endRadius` (in points).
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
/// ```
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Shown as a view, it fills the space it is given.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient turning around `center`, from `startAngle` to `endAngle` (clockwise from the
/// right, as SwiftUI's).
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI's default, start and end the same, is a whole turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// Shown as a view, it fills the space it is given.
    public var body: some View { Rectangle().fill(self) }
}

/// A colour's own gradient (`Color.blue.gradient`): the colour, a little lighter at the top.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(Color.accentColor.gradient)
/// ```
public struct AnyGradient: ShapeStyle, View, Hashable {
    let linear: LinearGradient

    /// Shown as a view, it fills the space it is given.
    public var body: some View { Rectangle().fill(self) }
}

extension Color {
    /// The colour as a gentle top-to-bottom gradient, as SwiftUI's `Color.gradient`: a little
    /// see-through at the top.
    public var gradient: AnyGradient {
        AnyGradient(linear: LinearGradient(colors: [opacity(0.8), self], startPoint: .top, endPoint: .bottom))
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

/// A gradient as a drawing paints it: where its colours lie, and its stops.
public struct GradientPaint: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Along the line between two points of the drawing.
        case linear(start: UnitPoint, end: UnitPoint)
        /// In circles around a point, between two radii in points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Turning around a point, between two angles.
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    public let kind: Kind
    public let stops: [Gradient.Stop]

    public var description: String {
        let kindName =
            switch kind {
            case .linear: "linear"
            case .radial: "radial"
            case .angular: "angular"
            }
        return "\(kindName) " + stops.map { $0.color.name }.joined(separator: "-")
    }
}

/// The styles that can paint a shape, and with what.
protocol ShapeInkStyle {
    var ink: ShapeInk { get }
}

extension ShapeStyle {
    /// What paints a shape in this style: the theme's foreground for a style that has no ink.
    var shapeInk: ShapeInk {
        (self as? any ShapeInkStyle)?.ink ?? .color(.primary)
    }
}

extension Color: ShapeInkStyle {
    var ink: ShapeInk { .color(self) }
}

extension LinearGradient: ShapeInkStyle {
    nonisolated var ink: ShapeInk { .gradient(GradientPaint(kind: .linear(start: startPoint, end: endPoint), stops: gradient.stops)) }
}

extension RadialGradient: ShapeInkStyle {
    nonisolated var ink: ShapeInk {
        .gradient(GradientPaint(kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius), stops: gradient.stops))
    }
}

extension AngularGradient: ShapeInkStyle {
    nonisolated var ink: ShapeInk { .gradient(GradientPaint(kind: .angular(center: center, start: startAngle, end: endAngle), stops: gradient.stops)) }
}

extension AnyGradient: ShapeInkStyle {
    nonisolated var ink: ShapeInk { linear.ink }
}

extension BackgroundStyle: ShapeInkStyle {
    var ink: ShapeInk { .color(Color(.theme("theme_base_color"))) }
}

extension HierarchicalShapeStyle: ShapeInkStyle {
    /// The theme's foreground, dimmed below the first level as GNOME's `dim-label` dims it.
    var ink: ShapeInk { .color(level == 0 ? .primary : Color.primary.opacity(0.55)) }
}
