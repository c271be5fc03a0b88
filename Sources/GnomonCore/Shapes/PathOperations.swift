import Foundation

// What SwiftUI drawing code does with paths beyond adding lines and curves: paths added to
// paths, transforms, arcs by tangent or by sweep, bounds, and trimming.

extension Path {
    /// Adds `path`, transformed, as subpaths of this one.
    ///
    /// ```swift
    /// var both = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    /// both.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(translationX: 30, y: 0))
    /// ```
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let to): move(to: to)
            case .line(let to): addLine(to: to)
            case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point transformed.
    ///
    /// ```swift
    /// let tilted = Path(CGRect(x: 0, y: 0, width: 20, height: 10)).applying(CGAffineTransform(rotationAngle: .pi / 8))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var moved = self
        moved.elements = elements.map { element in
            switch element {
            case .move(let to): .move(to: to.applying(transform))
            case .line(let to): .line(to: to.applying(transform))
            case .quadCurve(let to, let control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
            case .curve(let to, let control1, let control2):
                .curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        moved.currentPoint = currentPoint?.applying(transform)
        moved.subpathStart = subpathStart?.applying(transform)
        return moved
    }

    /// The path moved by `dx` and `dy`.
    ///
    /// ```swift
    /// let shadow = outline.offsetBy(dx: 2, dy: 2)
    /// ```
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element, in order.
    ///
    /// ```swift
    /// path.forEach { if case .closeSubpath = $0 { closed += 1 } }
    /// ```
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// Adds a rectangle, transformed.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// Adds each rectangle.
    ///
    /// ```swift
    /// path.addRects([CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 8, y: 0, width: 4, height: 4)])
    /// ```
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inside `rect`, transformed.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a rectangle with corners of `cornerSize` (circular arcs of its smaller side, as
    /// GNOME draws them), transformed.
    ///
    /// ```swift
    /// path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerSize: CGSize(width: 6, height: 6))
    /// ```
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        addPath(Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height)), transform: transform)
    }

    /// An arc of the circle at `center`, as `addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// adds it, transformed.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform
    ) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendContinuing(arc.applying(transform))
    }

    /// An arc of the circle at `center` from `startAngle` through `delta` (positive turns
    /// clockwise on screen), transformed.
    ///
    /// ```swift
    /// path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(-90), delta: .degrees(270))
    /// ```
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: .radians(startAngle.radians + delta.radians),
            clockwise: delta.radians < 0, transform: transform)
    }

    /// A corner rounded with radius `radius`: a line from the current point towards
    /// `tangent1End`, then an arc turning towards `tangent2End`, tangent to both lines (as
    /// PostScript's `arct`). With no current point, it starts at `tangent1End`.
    ///
    /// ```swift
    /// path.move(to: CGPoint(x: 0, y: 0))
    /// path.addArc(tangent1End: CGPoint(x: 40, y: 0), tangent2End: CGPoint(x: 40, y: 40), radius: 10)
    /// ```
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let start = currentPoint.map { $0.applying(transform.inverted()) } ?? tangent1End
        var corner = Path()
        corner.move(to: start)
        let toStart = CGVector(dx: start.x - tangent1End.x, dy: start.y - tangent1End.y)
        let toEnd = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let lengths = (hypot(toStart.dx, toStart.dy), hypot(toEnd.dx, toEnd.dy))
        let cross = toStart.dx * toEnd.dy - toStart.dy * toEnd.dx
        guard radius > 0, lengths.0 > 0, lengths.1 > 0, abs(cross) > 1e-9 else {
            // Collinear points or no radius: the corner is a point.
            corner.addLine(to: tangent1End)
            return appendContinuing(corner.applying(transform))
        }
        let (u, v) = (
            CGVector(dx: toStart.dx / lengths.0, dy: toStart.dy / lengths.0), CGVector(dx: toEnd.dx / lengths.1, dy: toEnd.dy / lengths.1)
        )
        let angle = acos(max(-1, min(1, u.dx * v.dx + u.dy * v.dy)))  // between the two lines
        let along = radius / tan(angle / 2)  // from the corner to each tangent point
        let first = CGPoint(x: tangent1End.x + u.dx * along, y: tangent1End.y + u.dy * along)
        let bisector = CGVector(dx: u.dx + v.dx, dy: u.dy + v.dy)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centreDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: tangent1End.x + bisector.dx / bisectorLength * centreDistance, y: tangent1End.y + bisector.dy / bisectorLength * centreDistance)
        let last = CGPoint(x: tangent1End.x + v.dx * along, y: tangent1End.y + v.dy * along)
        corner.addArc(
            center: center, radius: radius, startAngle: .radians(atan2(first.y - center.y, first.x - center.x)),
            endAngle: .radians(atan2(last.y - center.y, last.x - center.x)), clockwise: cross > 0)
        appendContinuing(corner.applying(transform))
    }

    /// Adds `path`, whose first element is a move to this path's current point (or where it
    /// starts, if this path is empty), without that move: it continues the subpath.
    private mutating func appendContinuing(_ path: Path) {
        guard currentPoint != nil, case .move(let start)? = path.elements.first else { return addPath(path) }
        if start != currentPoint { addLine(to: start) }
        var rest = path
        rest.elements.removeFirst()
        addPath(rest)
    }

    /// The smallest rectangle holding every point the path draws through (curves by their
    /// extremes, not their control points); `.null` for an empty path.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect   // (0, 0, 20, 10)
    /// ```
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let to), .line(let to):
                points.append(to)
                current = to
            case .quadCurve(let to, let control):
                let cubic = Path.cubic(from: current, quad: control, to: to)
                points += Path.extremes(current, cubic.0, cubic.1, to)
                current = to
            case .curve(let to, let control1, let control2):
                points += Path.extremes(current, control1, control2, to)
                current = to
            case .closeSubpath:
                break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The part of the path from `from` to `to`, as fractions of its length (0 to 1): a
    /// progress ring is a circle trimmed.
    ///
    /// ```swift
    /// Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25)   // a quarter of the ellipse
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let (start, end) = (max(0, min(1, from)), max(0, min(1, to)))
        guard end > start else { return Path() }
        if start == 0 && end == 1 { return self }
        let segments = lineSegments
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (startLength, endLength) = (start * total, end * total)
        var trimmed = Path()
        var travelled: CGFloat = 0
        for segment in segments {
            defer { travelled += segment.length }
            let (segmentStart, segmentEnd) = (travelled, travelled + segment.length)
            guard segmentEnd > startLength, segmentStart < endLength, segment.length > 0 else { continue }
            let a = max(0, (startLength - segmentStart) / segment.length)
            let b = min(1, (endLength - segmentStart) / segment.length)
            let from = segment.from.interpolated(to: segment.to, a), to = segment.from.interpolated(to: segment.to, b)
            if trimmed.currentPoint != from || segment.startsSubpath && a == 0 { trimmed.move(to: from) }
            trimmed.addLine(to: to)
        }
        return trimmed
    }

    /// The path as straight segments (curves flattened finely enough for drawing): what
    /// trimming measures.
    private var lineSegments: [(from: CGPoint, to: CGPoint, length: CGFloat, startsSubpath: Bool)] {
        var segments: [(from: CGPoint, to: CGPoint, length: CGFloat, startsSubpath: Bool)] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var startsSubpath = true
        func add(_ to: CGPoint) {
            segments.append((current, to, hypot(to.x - current.x, to.y - current.y), startsSubpath))
            startsSubpath = false
            current = to
        }
        func addCubic(_ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint) {
            let from = current
            let steps = 24
            for step in 1...steps {
                let t = CGFloat(step) / CGFloat(steps), u = 1 - t
                add(CGPoint(
                    x: u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x,
                    y: u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y))
            }
        }
        for element in elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
                startsSubpath = true
            case .line(let to): add(to)
            case .quadCurve(let to, let control):
                let cubic = Path.cubic(from: current, quad: control, to: to)
                addCubic(cubic.0, cubic.1, to)
            case .curve(let to, let control1, let control2): addCubic(control1, control2, to)
            case .closeSubpath: add(subpathStart)
            }
        }
        return segments
    }

    /// The control points of the cubic curve that draws a quadratic one.
    package static func cubic(from: CGPoint, quad control: CGPoint, to: CGPoint) -> (CGPoint, CGPoint) {
        (
            CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y)),
            CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
        )
    }

    /// A cubic curve's end point and the points where it turns along x or y.
    private static func extremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            // The derivative of the cubic along one axis, a quadratic: qa·t² + qb·t + qc.
            let qa = 3 * (-a + 3 * b - 3 * c + d), qb = 6 * (a - 2 * b + c), qc = 3 * (b - a)
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        let ts = (roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
        return [p3] + ts.map { t in
            let u = 1 - t
            return CGPoint(
                x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
        }
    }
}

extension CGPoint {
    /// The point a fraction `t` of the way to `other`.
    fileprivate func interpolated(to other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
