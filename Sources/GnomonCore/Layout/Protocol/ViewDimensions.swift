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
    /// Where the view's text baselines lie, asked of its host when an alignment reads them.
    private let baselineSource: BaselineSource?

    init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:], baselineSource: BaselineSource? = nil) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
        self.baselineSource = baselineSource
    }

    /// Where the baselines of the view's first and last lines of text lie from its top, as
    /// its host measures them; nil for a view without text, whose baselines are its bottom.
    var baselines: TextBaselines? { baselineSource?.baselines }

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
            && lhs.baselineSource == rhs.baselineSource
    }
}

/// Where a view's text baselines lie, asked of its host only when an alignment reads them
/// (finding a stack's means laying it out), and then once.
final class BaselineSource: Equatable, @unchecked Sendable {
    private let children: any LayoutChildren
    private let index: Int
    private let size: CGSize
    private var found: TextBaselines??

    /// The baselines of child `index` of `children` when it is `size`.
    init(_ children: any LayoutChildren, _ index: Int, size: CGSize) {
        self.children = children
        self.index = index
        self.size = size
    }

    /// Read on the main actor, as layouts run.
    var baselines: TextBaselines? {
        if let found { return found }
        let read = MainActor.assumeIsolated { children.textBaselines(index, in: size) }
        found = .some(read)
        return read
    }

    static func == (lhs: BaselineSource, rhs: BaselineSource) -> Bool {
        lhs === rhs || (lhs.children === rhs.children && lhs.index == rhs.index && lhs.size == rhs.size)
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
