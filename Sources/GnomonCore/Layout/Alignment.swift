import Foundation

/// An alignment along the horizontal axis.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
/// `leading` and `trailing` follow the text direction, as GTK's `start` and `end` do.
///
/// An alignment of the app's own is made from an `AlignmentID`; a `Layout` places by it, and so
/// does a stack (which Gnomon's layout manager then lays out, as GTK has no such alignment).
public struct HorizontalAlignment: Hashable, Sendable {
    let position: WidgetAlign
    let key: AlignmentKey

    init(position: WidgetAlign, _ id: any AlignmentID.Type) {
        self.position = position
        key = AlignmentKey(id)
    }

    /// An alignment whose guide `id` places: its default value, or what `alignmentGuide` says.
    ///
    /// ```swift
    /// enum Colon: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
    /// let colon = HorizontalAlignment(Colon.self)
    /// ```
    public init(_ id: any AlignmentID.Type) {
        self.init(position: .center, id)
    }

    public static let leading = HorizontalAlignment(position: .start, LeadingAlignment.self)
    public static let center = HorizontalAlignment(position: .center, HorizontalCenterAlignment.self)
    public static let trailing = HorizontalAlignment(position: .end, TrailingAlignment.self)

    /// Whether the alignment is the app's own, which GTK's alignments cannot place by.
    var isCustom: Bool { self != .leading && self != .center && self != .trailing }
}

/// An alignment along the vertical axis.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("Name"); TextField("Name", text: $name) }
/// ```
public struct VerticalAlignment: Hashable, Sendable {
    let position: WidgetAlign
    let key: AlignmentKey

    init(position: WidgetAlign, _ id: any AlignmentID.Type) {
        self.position = position
        key = AlignmentKey(id)
    }

    /// An alignment whose guide `id` places: its default value, or what `alignmentGuide` says.
    ///
    /// ```swift
    /// enum Midline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    /// let midline = VerticalAlignment(Midline.self)
    /// ```
    public init(_ id: any AlignmentID.Type) {
        self.init(position: .center, id)
    }

    public static let top = VerticalAlignment(position: .start, TopAlignment.self)
    public static let center = VerticalAlignment(position: .center, VerticalCenterAlignment.self)
    public static let bottom = VerticalAlignment(position: .end, BottomAlignment.self)
    /// Aligns the first lines of text; a view without text has its baseline at its bottom. A
    /// stack aligned by it is laid out by SwiftUI's rules.
    public static let firstTextBaseline = VerticalAlignment(position: .baseline, FirstBaselineAlignment.self)
    /// Aligns the last lines of text; a view without text has its baseline at its bottom. A
    /// stack aligned by it is laid out by SwiftUI's rules.
    public static let lastTextBaseline = VerticalAlignment(position: .baseline, LastBaselineAlignment.self)

    /// Whether GTK's alignments cannot place by it: the app's own, and the text baselines
    /// (GTK aligns a box's children on their first baselines, and one without text, whose
    /// baseline is its bottom in SwiftUI, on its top).
    var isCustom: Bool {
        self != .top && self != .center && self != .bottom
    }
}

/// What names an alignment guide, and where it lies in a view that does not set it with
/// `alignmentGuide`.
///
/// ```swift
/// enum Colon: AlignmentID {
///     static func defaultValue(in dimensions: ViewDimensions) -> CGFloat { dimensions.width }
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view of `dimensions`, from its leading or top edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment ID as a hashable value: equal when it is the same type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type

    init(_ id: any AlignmentID.Type) { self.id = id }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }
}

private enum LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

private enum TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

private enum TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

private enum BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum FirstBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.baselines?.first ?? context.height }
}

private enum LastBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.baselines?.last ?? context.height }
}

/// An alignment in both axes.
///
/// ```swift
/// Text("Hi").frame(maxWidth: .infinity, alignment: .leading)
/// ZStack(alignment: .bottomTrailing) { content; badge }
/// ```
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    func position(on axis: Axis) -> WidgetAlign {
        axis == .horizontal ? horizontal.position : vertical.position
    }
}
