import Foundation

/// How a shape's outline is drawn: its width, its ends and corners, and dashes.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, in turn; none draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        (self.lineWidth, self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase) =
            (lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase)
    }

    /// The width, then what differs from the defaults: "2 round-cap dash 4,2".
    public var description: String {
        var words = [Self.number(lineWidth)]
        if lineCap != .butt { words.append("\(lineCap)-cap") }
        if lineJoin != .miter { words.append("\(lineJoin)-join") }
        if miterLimit != 10 { words.append("miter-limit \(Self.number(miterLimit))") }
        if !dash.isEmpty { words.append("dash " + dash.map(Self.number).joined(separator: ",")) }
        if dashPhase != 0 { words.append("phase \(Self.number(dashPhase))") }
        return words.joined(separator: " ")
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}

/// How a shape is filled where its outline crosses itself: with `eoFill`, a region is filled
/// when a line from it crosses the outline an odd number of times (a ring has a hole); else
/// by the non-zero winding rule.
///
/// ```swift
/// ring.fill(.orange, style: FillStyle(eoFill: true))
/// ```
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
