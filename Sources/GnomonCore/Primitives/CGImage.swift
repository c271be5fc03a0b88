import Foundation

/// A picture as pixels, as CoreGraphics names it: what `ImageRenderer.cgImage` gives.
/// Each pixel is four bytes, blue, green, red and alpha, the colors premultiplied by alpha
/// (cairo's ARGB32 on a little-endian machine); rows are `bytesPerRow` apart.
///
/// ```swift
/// if let image = ImageRenderer(content: Badge()).cgImage {
///     let alpha = image.data[(y * image.bytesPerRow) + (x * 4) + 3]
/// }
/// ```
///
/// Two images are equal when they are the same image (its pixels never change).
public final class CGImage: Hashable, Sendable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// How far apart its rows are, in bytes (at least `width × 4`).
    public let bytesPerRow: Int
    /// Bits of each color and of alpha: 8.
    public let bitsPerComponent = 8
    /// Bits of each pixel: 32.
    public let bitsPerPixel = 32
    /// The pixels, row after row.
    public let data: Data

    package init(_ pixels: (width: Int, height: Int, bytesPerRow: Int, bytes: Data)) {
        precondition(pixels.bytesPerRow >= pixels.width * 4 && pixels.bytes.count >= pixels.bytesPerRow * pixels.height, "rows hold their pixels")
        width = pixels.width
        height = pixels.height
        bytesPerRow = pixels.bytesPerRow
        data = pixels.bytes
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
