import Foundation
import GnomonCore

/// One linear equation a quick layout option puts on a subview, as GTK's constraint layout
/// solves it: `attribute` of the subview equals `multiplier` × `source`'s `sourceAttribute`,
/// plus `constant` (or the constant alone, with no source).
///
/// ```swift
/// ViewLayoutOption.pinTop(inset: 4).constraints
/// // [top = superview.top + 4]
/// ```
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// An edge, centre or length of a widget. `start` and `end` follow the text direction.
    public enum Attribute: String, Hashable, Sendable {
        case top, bottom, start, end, centerX, centerY, width, height

        /// The attribute's bit in a set of them.
        var bit: UInt8 {
            switch self {
            case .top: 0
            case .bottom: 1
            case .start: 2
            case .end: 3
            case .centerX: 4
            case .centerY: 5
            case .width: 6
            case .height: 7
            }
        }

        /// The axis along which the attribute places or sizes the widget.
        var axis: Axis { self == .top || self == .bottom || self == .centerY || self == .height ? .vertical : .horizontal }
    }

    /// What the equation's right side reads.
    public enum Source: Hashable, Sendable {
        /// Nothing: the attribute is a constant.
        case none
        /// The superview's edges.
        case superview
        /// The superview's edges, inset by its layout margins (`Superview.layoutMargins`).
        case superviewMargins
        /// The subview itself (an aspect ratio).
        case itself
    }

    public let attribute: Attribute
    public let source: Source
    public let sourceAttribute: Attribute?
    public let multiplier: Double
    public let constant: Double

    public init(_ attribute: Attribute, to source: Source = .superview, _ sourceAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0) {
        self.attribute = attribute
        self.source = source
        self.sourceAttribute = source == .none ? nil : (sourceAttribute ?? attribute)
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether it ties the subview's two axes together (its width to its height).
    var isCrossAxis: Bool { sourceAttribute.map { $0.axis != attribute.axis } ?? false }

    public var description: String {
        var right = ""
        switch source {
        case .none: break
        case .superview: right = "superview.\(sourceAttribute!.rawValue)"
        case .superviewMargins: right = "margins.\(sourceAttribute!.rawValue)"
        case .itself: right = "self.\(sourceAttribute!.rawValue)"
        }
        if multiplier != 1, !right.isEmpty { right += " × \(Self.number(multiplier))" }
        if right.isEmpty {
            right = Self.number(constant)
        } else if constant != 0 {
            right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
        }
        return "\(attribute.rawValue) = \(right)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
