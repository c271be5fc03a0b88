import Foundation

/// An angle, for arcs.
///
/// ```swift
/// Angle.degrees(90) == Angle.radians(.pi / 2)
/// ```
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// The outline of a shape: lines, quadratic and cubic curves and arcs, in the coordinates of
/// the rectangle a shape is drawn in (y grows downwards, as in GTK and SwiftUI).
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 10))
/// path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 10, y: 0))
/// path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
/// path.closeSubpath()
/// ```
///
/// Arcs are kept as cubic curves, so a path is moves, lines, curves and closes.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    ///
    /// ```swift
    /// for element in path.elements { if case .line(let to) = element { print(to) } }
    /// ```
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element] = []
    /// Where the path is now; nil before the first move.
    public internal(set) var currentPoint: CGPoint?
    var subpathStart: CGPoint?

    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// The ellipse inside `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    public mutating func addLine(to point: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle`; clockwise as the
    /// screen shows it when `clockwise` is false (SwiftUI's convention in y-down coordinates).
    /// A line joins the current point to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
        } else if sweep < 0 {
            sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up)
        }
        let start = point(on: center, radius: radius, angle: startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let from = point(on: center, radius: radius, angle: angle)
            let to = point(on: center, radius: radius, angle: next)
            elements.append(.curve(
                to: to,
                control1: CGPoint(x: from.x - k * sin(angle), y: from.y + k * cos(angle)),
                control2: CGPoint(x: to.x + k * sin(next), y: to.y - k * cos(next))))
            angle = next
        }
        currentPoint = point(on: center, radius: radius, angle: endAngle.radians)
    }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else { return addRect(rect) }
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(-90), endAngle: .zero, clockwise: false)
        addArc(center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        addArc(center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        // A circle of radius 1, scaled to the rectangle.
        var unit = Path()
        unit.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        unit.closeSubpath()
        let scale = { (p: CGPoint) in CGPoint(x: rect.midX + p.x * rect.width / 2, y: rect.midY + p.y * rect.height / 2) }
        for element in unit.elements {
            switch element {
            case .move(let to): move(to: scale(to))
            case .curve(let to, let c1, let c2): addCurve(to: scale(to), control1: scale(c1), control2: scale(c2))
            case .closeSubpath: closeSubpath()
            case .line, .quadCurve: break
            }
        }
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// A path to draw with a line along it where none was started: its first point.
    private mutating func startIfNeeded(at point: CGPoint) {
        if currentPoint == nil { move(to: point) }
    }

    private func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

extension Path: Shape {
    /// A path is a shape drawn as it is, wherever it is placed.
    public func path(in rect: CGRect) -> Path { self }
}
