import Foundation

/// Pixels an `Image` shows: a `CGImage`, `scale` pixels a point, turned as `orientation` says.
///
/// ```swift
/// let bitmap = PictureBitmap(image: rendered, scale: 2, orientation: .up)
/// bitmap.size   // the points it takes: its pixels over its scale, turned
/// ```
public struct PictureBitmap: Hashable, Sendable, CustomStringConvertible {
    public let image: CGImage
    public let scale: CGFloat
    public let orientation: Image.Orientation

    /// `image` at `scale` pixels a point (a scale of zero or less is taken as 1, with a
    /// warning).
    @MainActor public init(image: CGImage, scale: CGFloat, orientation: Image.Orientation) {
        let usable = scale > 0 && scale.isFinite
        WarnOnce.check("image scale \(scale)", isProblem: { !usable }, "Image scale \(scale) is not a positive number; showing the picture one pixel a point")
        self.image = image
        self.scale = usable ? scale : 1
        self.orientation = orientation
    }

    /// The points it takes, as shown: its pixels over its scale, width and height swapped if
    /// it is turned a quarter.
    public var size: CGSize {
        let width = CGFloat(image.width) / scale, height = CGFloat(image.height) / scale
        return orientation.isQuarterTurned ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    public var description: String {
        "\(image.width)×\(image.height) @\(StrokeStyle.number(scale))x" + (orientation == .up ? "" : " \(orientation)")
    }
}
