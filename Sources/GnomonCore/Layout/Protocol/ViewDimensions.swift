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
    /// Where the baseline of the view's first line of text lies from its top, as its host
    /// measures it (GTK's baseline); nil for a view without text, whose baselines are its
    /// bottom.
    let firstBaseline: CGFloat?

    init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:], firstBaseline: CGFloat? = nil) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
        self.firstBaseline = firstBaseline
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
            && lhs.firstBaseline == rhs.firstBaseline
    }
}
