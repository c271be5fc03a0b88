import Foundation

/// How a rounded rectangle's corners curve: SwiftUI's `.continuous` corners blend into the
/// sides; GNOME draws circular arcs for both.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

// The shapes by their short names, where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners: `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of the size's smaller side.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule: `.background(.green, in: .capsule)`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule; its ends are half circles whichever `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse: `.clipShape(.ellipse)`.
    public static var ellipse: Ellipse { Ellipse() }
}
