/// The horizontal or vertical dimension of a layout.
///
/// ```swift
/// ScrollView(.horizontal) { HStack { ... } }
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

extension Axis {
    /// The axis across this one.
    package var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Axis.Set {
    /// The set holding `axis` alone.
    package init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
