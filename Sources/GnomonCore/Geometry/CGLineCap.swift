#if !canImport(CoreGraphics)
/// How an open line ends, as CoreGraphics names it (Linux's Foundation lacks it).
///
/// ```swift
/// StrokeStyle(lineWidth: 6, lineCap: .round)
/// ```
public enum CGLineCap: Int32, Hashable, Sendable, CustomStringConvertible {
    /// Square, at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// Square, half the line's width past the end point.
    case square

    public var description: String {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

/// How a line turns a corner, as CoreGraphics names it.
///
/// ```swift
/// StrokeStyle(lineWidth: 6, lineJoin: .bevel)
/// ```
public enum CGLineJoin: Int32, Hashable, Sendable, CustomStringConvertible {
    /// A sharp corner (bevelled past the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// The corner cut off.
    case bevel

    public var description: String {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}
#endif
