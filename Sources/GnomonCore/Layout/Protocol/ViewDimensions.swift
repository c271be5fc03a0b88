import Foundation

/// A view's size as a layout places it, and where its alignment guides lie in it.
///
/// ```swift
/// let dimensions = subview.dimensions(in: proposal)
/// let centre = dimensions[HorizontalAlignment.center]   // width / 2, unless a guide moves it
/// ```
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width as laid out.
    public let width: CGFloat
    /// The view's height as laid out.
    public let height: CGFloat
    /// The guides the view sets itself (`alignmentGuide`), by alignment.
    let explicitGuides: [AlignmentKey: CGFloat]
    /// Where the baselines of the view's first and last lines of text lie from its top, as
    /// its host measures them; nil for a view without text, whose baselines are its bottom.
    let baselines: TextBaselines?

    init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:], baselines: TextBaselines? = nil) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
        self.baselines = baselines
    }

    init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Where `guide` lies from the leading edge: the view's own value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// Where `guide` lies from the top edge: the view's own value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.id.defaultValue(in: self)
    }

    /// The value the view sets for `guide` itself, if it does.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitGuides[guide.key]
    }

    /// The value the view sets for `guide` itself, if it does.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitGuides[guide.key]
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.explicitGuides == rhs.explicitGuides
            && lhs.baselines == rhs.baselines
    }
}

/// Where a view's first and last lines of text sit, from its top: the guides of
/// `firstTextBaseline` and `lastTextBaseline`.
///
/// ```swift
/// TextBaselines(first: 14, last: 48)   // three lines of 17 points
/// ```
package struct TextBaselines: Equatable, Sendable {
    package var first: CGFloat
    package var last: CGFloat

    package init(first: CGFloat, last: CGFloat) {
        precondition(last >= first, "a last line above the first")
        self.first = first
        self.last = last
    }
}
